import type { LinksFunction, MetaFunction } from "react-router";
import { ContactCards } from "~/components/contact/contact-cards";
import { GetInTouch } from "~/components/contact/get-in-touch";
import { HoursAndAreas } from "~/components/contact/hours-and-areas";
import { Container } from "~/components/ui/container";
import { heroSizes, PageHero } from "~/components/ui/page-hero";
import { preloadImage } from "~/components/ui/picture";
import { images } from "~/generated/images/hero";
import { useT } from "~/i18n/use-locale";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, "contact");

const hero = images["hero/contact"];

export const links: LinksFunction = () => preloadImage(hero, heroSizes);

export default function Contact() {
  const { t } = useT();
  return (
    <>
      <PageHero
        image={hero}
        eyebrow={t("contact.eyebrow")}
        title={t("contact.title")}
        subtitle={t("contact.subtitle")}
      />
      <Container className="space-y-section pb-section">
        <ContactCards />
        <GetInTouch />
        <HoursAndAreas />
      </Container>
    </>
  );
}
