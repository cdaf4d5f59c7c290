import type { MetaFunction } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { useT } from "~/i18n/use-locale";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, "news");

export default function InformationNews() {
  const { t } = useT();
  return (
    <PageHero eyebrow={t("news.eyebrow")} title={t("news.title")} subtitle={t("news.subtitle")} />
  );
}
