import type { LinksFunction, MetaFunction } from "react-router";
import { FollowUs } from "~/components/home/follow-us";
import { HeroActions } from "~/components/home/hero-actions";
import { ServiceSections } from "~/components/home/service-sections";
import { StatsStrip } from "~/components/home/stats-strip";
import { Testimonials } from "~/components/home/testimonials";
import { WhyChooseUs } from "~/components/home/why-choose-us";
import { heroSizes, PageHero } from "~/components/ui/page-hero";
import { preloadImage } from "~/components/ui/picture";
import { homePageData } from "~/content/pages.server";
import { images } from "~/generated/images/hero";
import { localeFromRequest } from "~/i18n/locales";
import { useT } from "~/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, "home");

const hero = images["hero/home"];

export const links: LinksFunction = () => preloadImage(hero, heroSizes);

/** Runs at pre-render: the page carries only its own language's copy. */
export function loader({ request }: Route.LoaderArgs) {
  return homePageData(localeFromRequest(request));
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
      <WhyChooseUs features={loaderData.features} />
      <StatsStrip stats={loaderData.stats} />
      <ServiceSections services={loaderData.services} />
      <Testimonials testimonials={loaderData.testimonials} />
      <FollowUs />
    </>
  );
}
