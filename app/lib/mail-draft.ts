import type { Locale } from "~/i18n/locales";
import { detailLines, mailtoHref, type Details } from "./contact-links";

/**
 * The e-mail draft of the contact page and dialog. It is kept apart from
 * contact-links, which every page loads, and out of the shared chunk
 * (vite.config.ts), so only the pages that write a draft carry its words.
 */
const draft: Record<Locale, { opening: string; blank: string; closing: string }> = {
  en: {
    opening:
      "Hello Solera team,\n\nI am interested in your construction services and would like to talk about a project.\n\n",
    blank: "Location of the lot:\nType of project:\nIdeal timeline:\n",
    closing: "\nThank you,\n",
  },
  es: {
    opening:
      "Hola, equipo de Solera:\n\nMe interesan sus servicios de construcción y me gustaría conversar sobre un proyecto.\n\n",
    blank: "Ubicación del lote:\nTipo de proyecto:\nPlazo ideal:\n",
    closing: "\nMuchas gracias,\n",
  },
};

/** A new e-mail with the inquiry's subject and a draft: the project's details, or blank lines to fill in. */
export function mailDraftHref(locale: Locale, details: Details = []): string {
  const { opening, blank, closing } = draft[locale];
  const body = opening + (details.length ? detailLines(details) : blank) + closing;
  return `${mailtoHref(locale)}&body=${encodeURIComponent(body)}`;
}
