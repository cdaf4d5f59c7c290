import type { MetaFunction } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { useT } from "~/i18n/use-locale";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, "projects");

export default function Projects() {
  const { t } = useT();
  return (
    <PageHero
      eyebrow={t("projects.eyebrow")}
      title={t("projects.title")}
      subtitle={t("projects.subtitle")}
    />
  );
}
