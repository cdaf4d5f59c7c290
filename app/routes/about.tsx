import type { MetaFunction } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { useT } from "~/i18n/use-locale";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, "about");

export default function About() {
  const { t } = useT();
  return (
    <PageHero
      eyebrow={t("about.eyebrow")}
      title={t("about.title")}
      subtitle={t("about.subtitle")}
    />
  );
}
