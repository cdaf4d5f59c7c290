import { AboutCta } from "~/components/about/about-cta";
import { AboutIntro } from "~/components/about/about-intro";
import { HowWeWork } from "~/components/about/how-we-work";
import { Reasons } from "~/components/about/reasons";
import { WhatWeBuild } from "~/components/about/what-we-build";
import { heroPreload, PageHero } from "~/components/ui/page-hero";
import { aboutPageData } from "~/content/pages.server";
import { localeFromRequest } from "~/i18n/locales";
import { useT } from "~/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ location, loaderData }) => [
  ...pageMeta(location.pathname, "about"),
  ...heroPreload(loaderData?.hero),
];

/** Runs at pre-render: the page carries only its own language's copy. */
export function loader({ request }: Route.LoaderArgs) {
  return aboutPageData(localeFromRequest(request));
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { intro, mission, story, process, buildGroups, reasons, hero } = loaderData;
  return (
    <>
      <PageHero
        image={hero}
        eyebrow={t("about.eyebrow")}
        title={t("about.title")}
        subtitle={t("about.subtitle")}
      />
      <AboutIntro
        headline={intro.headline}
        description={intro.description}
        mission={mission}
        story={story}
      />
      <HowWeWork process={process} />
      <WhatWeBuild groups={buildGroups} />
      <Reasons reasons={reasons} />
      <AboutCta />
    </>
  );
}
