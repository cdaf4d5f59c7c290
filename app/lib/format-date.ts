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
export const siteUtcOffsetMs = -6 * 60 * 60 * 1000;

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

/** How each language writes a day in full: "December 3, 2024", "3 de diciembre de 2024". */
const longDatePattern: Record<Locale, string> = {
  en: "{month} {day}, {year}",
  es: "{day} de {month} de {year}",
};

/** A language's way of writing a day in full, with its month names, for a script that runs before React. */
export function longDateWords(locale: Locale): { pattern: string; months: readonly string[] } {
  return { pattern: longDatePattern[locale], months: monthNames[locale] };
}

/** The calendar day in Costa Rica as `YYYY-MM-DD`, for `<time datetime>`. */
export function isoDay(date: Date | string): string {
  const time = new Date(date).getTime();
  if (Number.isNaN(time)) throw new RangeError(`not a date: ${String(date)}`);
  return new Date(time + siteUtcOffsetMs).toISOString().slice(0, 10);
}

/** A calendar day written as `YYYY-MM-DD`, in numbers: its day, month (from 0) and year. */
function partsOf(day: string): { day: number; month: number; year: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = Number(match?.[2]) - 1;
  if (!match || !(month >= 0 && month < 12)) throw new RangeError(`not a calendar day: ${day}`);
  return { day: Number(match[3]), month, year: Number(match[1]) };
}

/**
 * A calendar day written as `YYYY-MM-DD`, as the language writes it in full
 * ("December 3, 2024", "3 de diciembre de 2024"), whatever the reader's time zone.
 */
export function formatDay(day: string, locale: Locale): string {
  const { day: date, month, year } = partsOf(day);
  const words = { day: String(date), month: monthNames[locale][month]!, year: String(year) };
  return longDatePattern[locale].replace(
    /\{(day|month|year)\}/g,
    (_, part: keyof typeof words) => words[part],
  );
}

const shortDate: Record<Locale, (day: number, month: string, year?: number) => string> = {
  en: (day, month, year) => (year === undefined ? `${month} ${day}` : `${month} ${day}, ${year}`),
  es: (day, month, year) => (year === undefined ? `${day} ${month}` : `${day} ${month} ${year}`),
};

/**
 * A calendar day with its month shortened, as a line of a list or a label
 * writes it: "Nov 20, 2026", "20 nov 2026"; without the year when the
 * reader knows it: "Nov 20", "20 nov". Spanish shortens September to "set".
 */
export function formatShortDay(day: string, locale: Locale, { year = true } = {}): string {
  const parts = partsOf(day);
  const month = monthNames[locale][parts.month]!.slice(0, 3);
  return shortDate[locale](parts.day, month, year ? parts.year : undefined);
}
