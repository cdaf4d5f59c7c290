import type { LinksFunction, MetaFunction } from "react-router";
import { heroSizes, PageHero } from "~/components/ui/page-hero";
import { preloadImage } from "~/components/ui/picture";
import { images } from "~/generated/images/hero";
import { useT } from "~/i18n/use-locale";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, "about");

const hero = images["hero/about"];

export const links: LinksFunction = () => preloadImage(hero, heroSizes);

export default function About() {
  const { t } = useT();
  return (
    <PageHero
      image={hero}
      eyebrow={t("about.eyebrow")}
      title={t("about.title")}
      subtitle={t("about.subtitle")}
    />
  );
}
