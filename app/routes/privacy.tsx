import type { MetaFunction } from "react-router";
import { LastUpdated } from "~/components/privacy/last-updated";
import { PrivacyBlock } from "~/components/privacy/privacy-block";
import { Container } from "~/components/ui/container";
import { PageHero } from "~/components/ui/page-hero";
import { privacyPageData } from "~/content/pages.server";
import { localeFromRequest } from "~/i18n/locales";
import { useT } from "~/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/privacy";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, "privacy");

/** Runs at pre-render: the page carries the policy in its own language only. */
export function loader({ request }: Route.LoaderArgs) {
  return { policy: privacyPageData(localeFromRequest(request)) };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { policy } = loaderData;

  return (
    <>
      <PageHero
        size="compact"
        eyebrow={t("privacy.eyebrow")}
        title={t("privacy.title")}
        subtitle={t("privacy.subtitle")}
      />
      <Container className="grid gap-12 py-section lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-20">
        <nav aria-label={t("privacy.contents")} className="lg:sticky lg:top-28 lg:self-start">
          <p className="mb-4 text-eyebrow font-semibold text-sand-600 uppercase">
            {t("privacy.contents")}
          </p>
          <ol className="space-y-2 border-l border-concrete-200 text-body-sm">
            {policy.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l border-transparent py-0.5 pl-4 text-concrete-600 transition-colors hover:border-ocean-700 hover:text-ink"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className="max-w-prose">
          <LastUpdated />
          <p className="mt-8 font-display text-display-sm text-ink">{policy.intro}</p>
          {policy.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="mt-16 space-y-5 text-body text-concrete-700"
            >
              <h2 id={`${section.id}-title`} className="font-display text-display-sm text-ink">
                <span aria-hidden="true" className="mr-3 text-sand-600">
                  {String(index + 1).padStart(2, "0")}
                </span>
                {section.title}
              </h2>
              {section.blocks.map((block, blockIndex) => (
                <PrivacyBlock key={blockIndex} block={block} />
              ))}
            </section>
          ))}
        </article>
      </Container>
    </>
  );
}
