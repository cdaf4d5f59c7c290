import { Outlet, type LinksFunction, type MetaFunction } from "react-router";
import { heroSizes, PageHero } from "~/components/ui/page-hero";
import { preloadImage } from "~/components/ui/picture";
import { images } from "~/generated/images/hero";
import { useT } from "~/i18n/use-locale";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, "news");

const hero = images["hero/news"];

export const links: LinksFunction = () => preloadImage(hero, heroSizes);

export default function InformationNews() {
  const { t } = useT();
  return (
    <>
      <PageHero
        image={hero}
        eyebrow={t("news.eyebrow")}
        title={t("news.title")}
        subtitle={t("news.subtitle")}
      />
      <Outlet />
    </>
  );
}
