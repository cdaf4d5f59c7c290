import type { Locale } from "~/i18n/locales";
import { site, type SocialNetwork } from "~/site";

/**
 * Every outbound contact URL the site uses is built here (maps in
 * map-links), from the company constants, so no component writes a tel:,
 * mailto: or chat link by hand.
 */

const mailSubject: Record<Locale, string> = {
  en: "Construction Inquiry",
  es: "Consulta de construcción",
};

/** Lines a message carries about the project: `["Budget", "Under US$300,000"]` (lib/quote-planner). */
export type Details = [label: string, answer: string][];

/** The details as a message writes them, one `Label: answer` line each. */
export const detailLines = (details: Details) =>
  details.map(([label, answer]) => `${label}: ${answer}\n`).join("");

export function telHref(): string {
  return `tel:${site.phone.e164}`;
}

/**
 * A new e-mail to the company with the inquiry's subject. The footer and the
 * menu, on every page, give this; the contact page and dialog add a draft
 * (lib/mail-draft), whose words stay out of every other page's scripts.
 */
export function mailtoHref(locale: Locale): string {
  return `mailto:${site.email}?subject=${encodeURIComponent(mailSubject[locale])}`;
}

/**
 * WhatsApp click-to-chat with a prefilled message: the dictionary's
 * `chat.message` in the page's language, or one that names a project, and
 * then any details.
 */
export function whatsappHref(message: string, details: Details = []): string {
  const number = site.phone.e164.replace(/\D/g, "");
  const text = details.length ? `${message}\n\n${detailLines(details)}` : message;
  return `https://wa.me/${number}?text=${encodeURIComponent(text.trimEnd())}`;
}

export function socialLinks(): { network: SocialNetwork; href: string }[] {
  return (Object.keys(site.social) as SocialNetwork[]).map((network) => ({
    network,
    href: site.social[network],
  }));
}

/** A link to the company's Google reviews: to read them, or to write one. */
export interface ReviewLink {
  key: "read" | "write";
  label: "reviews.read" | "reviews.write";
  href: string;
}

/**
 * The links to the company's Google Business Profile that the owner has
 * filled in (content/company.json, `reviews`): reading its reviews, then
 * leaving one. Neither is shown while empty.
 */
export function reviewLinks(reviews: typeof site.reviews = site.reviews): ReviewLink[] {
  const links: ReviewLink[] = [
    { key: "read", label: "reviews.read", href: reviews?.place?.trim() ?? "" },
    { key: "write", label: "reviews.write", href: reviews?.write?.trim() ?? "" },
  ];
  return links.filter((link) => link.href);
}
