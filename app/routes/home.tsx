import { FollowUs } from "~/components/home/follow-us";
import { HeroActions } from "~/components/home/hero-actions";
import { HomeSections } from "~/components/home/home-sections";
import { heroPreload, PageHero } from "~/components/ui/page-hero";
import { homeSections, siteImage } from "~/content/pages.server";
import { localeFromRequest } from "~/i18n/locales";
import { useT } from "~/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ location, loaderData }) => [
  ...pageMeta(location.pathname, "home"),
  ...heroPreload(loaderData?.hero),
];

/** Runs at pre-render: the hero and the sections below it, in the page's language. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  return { hero: siteImage("hero/home", locale), sections: homeSections(locale) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <>
      <PageHero
        image={loaderData.hero}
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
