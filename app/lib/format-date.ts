import type { Locale } from "~/i18n/locales";

/*
 * Dates are written out here rather than asked of `Intl.DateTimeFormat`:
 * building a formatter is one of the costliest calls a page can make while it
 * hydrates (the privacy page formats its date there), and the tests hold
 * these to what `Intl` writes, with one exception: Spanish writes "setiembre",
 * as Costa Rica does and the site's copy does, where `Intl` writes
 * "septiembre".
 */

/** The site's time zone: the owner's, and the one the site's days are counted in. */
export const siteTimeZone = "America/Costa_Rica";

/** Costa Rica keeps UTC−6 all year: it has had no daylight saving time since 1992. */
const siteUtcOffsetMs = -6 * 60 * 60 * 1000;

const monthNames: Record<Locale, readonly string[]> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  es: [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "setiembre",
    "octubre",
    "noviembre",
    "diciembre",
  ],
};

const longDate: Record<Locale, (day: number, month: string, year: number) => string> = {
  en: (day, month, year) => `${month} ${day}, ${year}`,
  es: (day, month, year) => `${day} de ${month} de ${year}`,
};

/** The calendar day in Costa Rica as `YYYY-MM-DD`, for `<time datetime>`. */
export function isoDay(date: Date | string): string {
  const time = new Date(date).getTime();
  if (Number.isNaN(time)) throw new RangeError(`not a date: ${String(date)}`);
  return new Date(time + siteUtcOffsetMs).toISOString().slice(0, 10);
}

/**
 * A calendar day written as `YYYY-MM-DD`, as the language writes it in full
 * ("December 3, 2024", "3 de diciembre de 2024"), whatever the reader's time zone.
 */
export function formatDay(day: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? monthNames[locale][Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new RangeError(`not a calendar day: ${day}`);
  return longDate[locale](Number(match[3]), month, Number(match[1]));
}
