import { contactPageData } from "~/content/pages.server";
import { localeFromRequest } from "~/i18n/locales";
import { ContactCards } from "~/components/contact/contact-cards";
import { ContactReviews } from "~/components/contact/contact-reviews";
import { GetInTouch } from "~/components/contact/get-in-touch";
import { HoursAndAreas } from "~/components/contact/hours-and-areas";
import { Container } from "~/components/ui/container";
import { heroPreload, PageHero } from "~/components/ui/page-hero";
import { useT } from "~/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ location, loaderData }) => [
  ...pageMeta(location.pathname, "contact"),
  ...heroPreload(loaderData?.hero),
];

/** Runs at pre-render: the page's words and its images, in its language. */
export function loader({ request }: Route.LoaderArgs) {
  return contactPageData(localeFromRequest(request));
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { hero, panelImage, findUs, panel, process, ...hoursAndAreas } = loaderData;
  return (
    <>
      <PageHero
        image={hero}
        eyebrow={t("contact.eyebrow")}
        title={t("contact.title")}
        subtitle={t("contact.subtitle")}
      />
      <Container className="space-y-section pb-section">
        <div className="space-y-4 md:space-y-6">
          <ContactCards findUs={findUs} />
          <ContactReviews />
        </div>
        <GetInTouch image={panelImage} title={panel.title} text={panel.text} process={process} />
        <HoursAndAreas {...hoursAndAreas} />
      </Container>
    </>
  );
}
