import { Outlet, type LinksFunction, type MetaFunction } from "react-router";
import { heroSizes, PageHero } from "~/components/ui/page-hero";
import { preloadImage } from "~/components/ui/picture";
import { images } from "~/generated/images/hero";
import { useT } from "~/i18n/use-locale";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, "projects");

const hero = images["hero/projects"];

export const links: LinksFunction = () => preloadImage(hero, heroSizes);

export default function Projects() {
  const { t } = useT();
  return (
    <>
      <PageHero
        image={hero}
        eyebrow={t("projects.eyebrow")}
        title={t("projects.title")}
        subtitle={t("projects.subtitle")}
      />
      <Outlet />
    </>
  );
}
