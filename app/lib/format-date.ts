import { localeTags, type Locale } from "~/i18n/locales";

export const siteTimeZone = "America/Costa_Rica";

/** "November 21, 2026" in English, "21 de noviembre de 2026" in Spanish, in Costa Rica time. */
export function formatLongDate(date: Date | string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTags[locale], {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: siteTimeZone,
  }).format(new Date(date));
}

/** The calendar day in Costa Rica as `YYYY-MM-DD`, for `<time datetime>`. */
export function isoDay(date: Date | string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone: siteTimeZone,
  }).format(new Date(date));
}

/** Formats a calendar day written as `YYYY-MM-DD`, whatever the reader's time zone. */
export function formatDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTags[locale], {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));
}
