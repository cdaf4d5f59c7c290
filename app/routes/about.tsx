import type { MetaFunction } from "react-router";
import { AboutCta } from "~/components/about/about-cta";
import { AboutIntro } from "~/components/about/about-intro";
import { HowWeWork } from "~/components/about/how-we-work";
import { Reasons } from "~/components/about/reasons";
import { WhatWeBuild } from "~/components/about/what-we-build";
import { heroPreload, PageHero } from "~/components/ui/page-hero";
import { aboutPageData } from "~/content/pages.server";
import { images } from "~/generated/images/hero";
import { localeFromRequest } from "~/i18n/locales";
import { useT } from "~/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/about";

const hero = images["hero/about"];

export const meta: MetaFunction = ({ location }) => [
  ...pageMeta(location.pathname, "about"),
  ...heroPreload(hero),
];

/** Runs at pre-render: the page carries only its own language's copy. */
export function loader({ request }: Route.LoaderArgs) {
  return aboutPageData(localeFromRequest(request));
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { intro, mission, story, process, buildGroups, reasons, heroAlt } = loaderData;
  return (
    <>
      <PageHero
        image={{ ...hero, alt: heroAlt }}
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
