import { Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import { ExternalLink } from "~/components/ui/external-link";
import { useT } from "~/i18n/use-locale";
import { telHref } from "~/lib/contact-links";
import { mailDraftHref } from "~/lib/mail-draft";
import { directionsHref, mapsHref, wazeHref } from "~/lib/map-links";
import { site } from "~/site";

interface Card {
  key: "phone" | "email" | "location";
  icon: LucideIcon;
  title: string;
  content: string;
  action: string;
  note: string;
}

/**
 * Phone, e-mail and location: each card's content is a link to the card's
 * action. The location card also says how to find the office and gives
 * directions in Google Maps and in Waze, which many drivers here use.
 */
export function ContactCards({ findUs }: { findUs: string }) {
  const { locale, t } = useT();
  const cards: Card[] = [
    {
      key: "phone",
      icon: Phone,
      title: t("contact.phoneTitle"),
      content: site.phone.display,
      action: telHref(),
      note: t("contact.phoneNote"),
    },
    {
      key: "email",
      icon: Mail,
      title: t("contact.emailTitle"),
      content: site.email,
      action: mailDraftHref(locale),
      note: t("contact.emailNote"),
    },
    {
      key: "location",
      icon: MapPin,
      title: t("contact.locationTitle"),
      content: t("contact.locationContent"),
      action: mapsHref(),
      note: findUs,
    },
  ];
  const directions = [
    { key: "google", href: directionsHref(), label: t("contact.directions") },
    { key: "waze", href: wazeHref(), label: t("contact.waze") },
  ];
  const linkClass =
    "mt-2 inline-block text-lg font-semibold break-words text-ink underline decoration-sand-400 decoration-2 underline-offset-[6px] transition-colors hover:text-ocean-700";

  return (
    <section aria-labelledby="contact-cards" className="relative z-10 -mt-10 md:-mt-14">
      <h2 id="contact-cards" className="sr-only">
        {t("contact.cards")}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3 md:gap-6">
        {cards.map(({ key, icon: Icon, title, content, action, note }) => (
          <li
            key={key}
            data-card={key}
            className="rounded-card bg-white p-7 shadow-raised ring-1 ring-ink/5 md:p-8"
          >
            <span className="grid size-12 place-items-center rounded-pill bg-sand-100 text-sand-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-6 text-eyebrow font-semibold text-concrete-600 uppercase">{title}</h3>
            {key === "location" ? (
              <ExternalLink href={action} className={linkClass}>
                {content}
              </ExternalLink>
            ) : (
              <a href={action} className={linkClass}>
                {content}
              </a>
            )}
            <p className="mt-3 text-body-sm text-concrete-600">{note}</p>
            {key === "location" ? (
              <ul className="mt-4 space-y-2">
                {directions.map((link) => (
                  <li key={link.key}>
                    <ExternalLink
                      href={link.href}
                      data-directions={link.key}
                      className="font-semibold text-ocean-700 underline decoration-sand-400 underline-offset-4 transition-colors hover:text-ink"
                    >
                      {link.label}
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
