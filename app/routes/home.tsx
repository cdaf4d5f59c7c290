import type { MetaFunction } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { useT } from "~/i18n/use-locale";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, "home");

export default function Home() {
  const { t } = useT();
  return (
    <PageHero
      size="tall"
      eyebrow={t("home.eyebrow")}
      title={t("home.title")}
      subtitle={t("home.subtitle")}
    />
  );
}
