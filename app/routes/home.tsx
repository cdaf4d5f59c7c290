import { Suspense } from "react";
import type { MetaFunction } from "react-router";
import { FollowUs } from "~/components/home/follow-us";
import { HeroActions } from "~/components/home/hero-actions";
import { HomeSections, homeSections } from "~/components/home/home-sections";
import { heroPreload, PageHero } from "~/components/ui/page-hero";
import { siteImageAlt } from "~/content/pages.server";
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

/**
 * Runs at pre-render. The copy below the hero comes as a chunk of its own
 * (HomeSections), so the page does not carry it twice.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { heroAlt: siteImageAlt("hero/home", localeFromRequest(request)) };
}

/** Arriving from another page: the sections' chunk comes alongside the data, so the page shows whole. */
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  const [page] = await Promise.all([serverLoader(), homeSections(localeFromRequest(request))]);
  return page;
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
      <Suspense>
        <HomeSections />
      </Suspense>
      <FollowUs />
    </>
  );
}
