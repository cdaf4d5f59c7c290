import { useEffect } from "react";
import { Link, useLocation, type MetaFunction } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { useT } from "~/i18n/use-locale";
import { pagePath } from "~/pages";
import { pageMeta } from "~/lib/meta";
import notFoundNote from "~/boot/not-found-note?boot";
import { bootCall } from "~/lib/boot-call";

/** The spec's console line, followed by the address the visitor asked for. */
const notFoundLine = "404 Error: User attempted to access non-existent route:";
const noteScript = bootCall(notFoundNote, notFoundLine);

export const meta: MetaFunction = ({ location }) =>
  pageMeta(location.pathname, "notFound", { noindex: true });

export default function NotFound() {
  const { locale, t } = useT();
  const { pathname } = useLocation();

  // A page loaded from the server said so as it was parsed (the script
  // below); one drawn after a link in this document says so here.
  useEffect(() => {
    const root = document.documentElement;
    if ("notFoundNoted" in root.dataset) return void delete root.dataset.notFoundNoted;
    console.error(notFoundLine, pathname);
  }, [pathname]);

  return (
    <section className="relative isolate flex min-h-[88svh] items-center overflow-hidden bg-ocean-950 text-white">
      <Container className="pt-header">
        <p className="font-display text-[clamp(6rem,4rem+12vw,14rem)] leading-none text-sand-300/90">
          {t("notFound.code")}
        </p>
        <h1 className="mt-4 font-display text-display-md">{t("notFound.title")}</h1>
        <script dangerouslySetInnerHTML={{ __html: noteScript }} />
        <p className="mt-4 max-w-xl text-body-lg text-white/75">{t("notFound.body")}</p>
        <Link to={pagePath("home", locale)} className={buttonClass("light", "mt-10")}>
          {t("notFound.home")}
        </Link>
      </Container>
    </section>
  );
}
