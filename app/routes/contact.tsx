import type { MetaFunction } from "react-router";
import { contactPageData } from "~/content/pages.server";
import { localeFromRequest } from "~/i18n/locales";
import { ContactCards } from "~/components/contact/contact-cards";
import { GetInTouch } from "~/components/contact/get-in-touch";
import { HoursAndAreas } from "~/components/contact/hours-and-areas";
import { Container } from "~/components/ui/container";
import { heroPreload, PageHero } from "~/components/ui/page-hero";
import { images } from "~/generated/images/hero";
import { useT } from "~/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/contact";

const hero = images["hero/contact"];

export const meta: MetaFunction = ({ location }) => [
  ...pageMeta(location.pathname, "contact"),
  ...heroPreload(hero),
];

/** Runs at pre-render: the page's words and its images' alt text, in its language. */
export function loader({ request }: Route.LoaderArgs) {
  return contactPageData(localeFromRequest(request));
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { heroAlt, panelAlt, findUs, panel, process, ...hoursAndAreas } = loaderData;
  return (
    <>
      <PageHero
        image={{ ...hero, alt: heroAlt }}
        eyebrow={t("contact.eyebrow")}
        title={t("contact.title")}
        subtitle={t("contact.subtitle")}
      />
      <Container className="space-y-section pb-section">
        <ContactCards findUs={findUs} />
        <GetInTouch imageAlt={panelAlt} title={panel.title} text={panel.text} process={process} />
        <HoursAndAreas {...hoursAndAreas} />
      </Container>
    </>
  );
}
