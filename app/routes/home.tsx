import type { LinksFunction, MetaFunction } from "react-router";
import { HeroActions } from "~/components/home/hero-actions";
import { heroSizes, PageHero } from "~/components/ui/page-hero";
import { preloadImage } from "~/components/ui/picture";
import { images } from "~/generated/images/hero";
import { useT } from "~/i18n/use-locale";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, "home");

const hero = images["hero/home"];

export const links: LinksFunction = () => preloadImage(hero, heroSizes);

export default function Home() {
  const { t } = useT();
  return (
    <PageHero
      image={hero}
      size="tall"
      eyebrow={t("home.eyebrow")}
      title={t("home.title")}
      subtitle={t("home.subtitle")}
    >
      <HeroActions />
    </PageHero>
  );
}
