import type { MetaFunction } from "react-router";
import { FollowUs } from "~/components/home/follow-us";
import { HeroActions } from "~/components/home/hero-actions";
import { HomeSections } from "~/components/home/home-sections";
import { heroPreload, PageHero } from "~/components/ui/page-hero";
import { homeSections, siteImageAlt } from "~/content/pages.server";
import { images } from "~/generated/images/hero";
import { localeFromRequest } from "~/i18n/locales";
import { useT } from "~/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

const hero = images["hero/home"];

export const meta: MetaFunction = ({ location }) => [
  ...pageMeta(location.pathname, "home"),
  ...heroPreload(hero),
];

/** Runs at pre-render: the hero's alt text and the sections below it, in the page's language. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  return { heroAlt: siteImageAlt("hero/home", locale), sections: homeSections(locale) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <>
      <PageHero
        image={{ ...hero, alt: loaderData.heroAlt }}
        size="tall"
        eyebrow={t("home.eyebrow")}
        title={t("home.title")}
        subtitle={t("home.subtitle")}
      >
        <HeroActions />
      </PageHero>
      <HomeSections {...loaderData.sections} />
      <FollowUs />
    </>
  );
}
