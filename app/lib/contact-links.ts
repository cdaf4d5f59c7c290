import type { Locale } from "~/i18n/locales";
import { site, type SocialNetwork } from "~/site";

/**
 * Every outbound contact URL the site uses is built here (maps in
 * map-links), from the company constants, so no component writes a tel:,
 * mailto: or chat link by hand.
 */

const mailDraft: Record<
  Locale,
  { subject: string; opening: string; blank: string; closing: string }
> = {
  en: {
    subject: "Construction Inquiry",
    opening:
      "Hello Solera team,\n\nI am interested in your construction services and would like to talk about a project.\n\n",
    blank: "Location of the lot:\nType of project:\nIdeal timeline:\n",
    closing: "\nThank you,\n",
  },
  es: {
    subject: "Consulta de construcción",
    opening:
      "Hola, equipo de Solera:\n\nMe interesan sus servicios de construcción y me gustaría conversar sobre un proyecto.\n\n",
    blank: "Ubicación del lote:\nTipo de proyecto:\nPlazo ideal:\n",
    closing: "\nMuchas gracias,\n",
  },
};

const chatMessage: Record<Locale, string> = {
  en: "Hello Solera Design Build! I’m interested in building or renovating in Costa Rica and would like to learn more about your services.",
  es: "¡Hola, Solera Design Build! Me interesa construir o remodelar en Costa Rica y quisiera saber más sobre sus servicios.",
};

/** Lines a message carries about the project: `["Budget", "Under US$300,000"]` (lib/quote-planner). */
export type Details = [label: string, answer: string][];

const lines = (details: Details) =>
  details.map(([label, answer]) => `${label}: ${answer}\n`).join("");

export function telHref(): string {
  return `tel:${site.phone.e164}`;
}

/**
 * A new e-mail to the company with the inquiry's subject and, unless `body` is
 * false, its draft: the project's details, or blank lines to fill in. The
 * contact page and dialog give the draft; the footer and the menu, on every
 * page, give the subject only, which keeps the draft's 0.2 KB out of every
 * page's first round trip.
 */
export function mailtoHref(
  locale: Locale,
  { body = true, details = [] }: { body?: boolean; details?: Details } = {},
): string {
  const draft = mailDraft[locale];
  const subject = `mailto:${site.email}?subject=${encodeURIComponent(draft.subject)}`;
  const text = draft.opening + (details.length ? lines(details) : draft.blank) + draft.closing;
  return body ? `${subject}&body=${encodeURIComponent(text)}` : subject;
}

/**
 * WhatsApp click-to-chat, with a prefilled message in the page's language
 * (or `message`, such as one that names a project) and any details.
 */
export function whatsappHref(
  locale: Locale,
  details: Details = [],
  message = chatMessage[locale],
): string {
  const number = site.phone.e164.replace(/\D/g, "");
  const text = details.length ? `${message}\n\n${lines(details)}` : message;
  return `https://wa.me/${number}?text=${encodeURIComponent(text.trimEnd())}`;
}

export function socialLinks(): { network: SocialNetwork; href: string }[] {
  return (Object.keys(site.social) as SocialNetwork[]).map((network) => ({
    network,
    href: site.social[network],
  }));
}
