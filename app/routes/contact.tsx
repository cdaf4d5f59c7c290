import type { MetaFunction } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { useT } from "~/i18n/use-locale";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, "contact");

export default function Contact() {
  const { t } = useT();
  return (
    <PageHero
      eyebrow={t("contact.eyebrow")}
      title={t("contact.title")}
      subtitle={t("contact.subtitle")}
    />
  );
}
