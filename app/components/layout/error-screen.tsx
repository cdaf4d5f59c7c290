import { Link } from "react-router";
import { Logo } from "~/components/brand/logo";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { useT } from "~/i18n/use-locale";
import { pagePath } from "~/pages";

interface ErrorScreenProps {
  /** "404 Not Found", or the error's message. */
  detail: string;
  /** Only shown in development. */
  stack?: string;
}

/**
 * The spec's fallback for an unhandled error. It stands alone (no header or
 * footer) so that an error in those cannot take it down too.
 */
export function ErrorScreen({ detail, stack }: ErrorScreenProps) {
  const { locale, t } = useT();
  return (
    <main
      id="main"
      className="flex min-h-svh flex-col justify-center bg-ocean-950 py-16 text-white"
    >
      <Container>
        <Link to={pagePath("home", locale)} reloadDocument className="inline-block">
          <Logo />
        </Link>
        <h1 className="mt-16 max-w-3xl font-display text-display-md">{t("error.title")}</h1>
        <p className="mt-6 font-mono text-body-sm text-sand-200" data-testid="error-detail">
          {detail}
        </p>
        <p className="mt-4 max-w-xl text-body text-white/75">{t("error.body")}</p>
        <div className="mt-10 flex flex-wrap gap-3">
          <Link to={pagePath("home", locale)} reloadDocument className={buttonClass("light")}>
            {t("error.home")}
          </Link>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className={buttonClass("outline")}
          >
            {t("error.reload")}
          </button>
        </div>
        {/* Dropped from the production build, where there is never a stack to show. */}
        {import.meta.env.DEV && stack ? (
          <pre className="mt-12 max-h-80 overflow-auto rounded-card bg-black/40 p-4 text-xs text-white/70">
            {stack}
          </pre>
        ) : null}
      </Container>
    </main>
  );
}
