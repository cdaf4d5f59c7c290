import type { Locale } from "~/i18n/locales";
import { site } from "~/site";

/**
 * How each language writes the half of the day on a 12-hour clock. Written
 * out rather than asked of `Intl.DateTimeFormat`: building a formatter is a
 * costly call while a page hydrates, and engines differ in the spaces they
 * put in "a. m.", which would make the browser's text differ from the
 * pre-rendered one.
 */
const dayPeriods: Record<Locale, { am: string; pm: string }> = {
  en: { am: "AM", pm: "PM" },
  es: { am: "a. m.", pm: "p. m." },
};

/** "7:00 AM" in English, "7:00 a. m." in Spanish, from a 24-hour "07:00". */
export function formatTime(time: string, locale: Locale): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const { am, pm } = dayPeriods[locale];
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? am : pm}`;
}

/** The office's opening times as a span per day group, for `t("contact.hours", ...)`. */
export function officeHours(locale: Locale): { weekdays: string; saturday: string } {
  const span = ({ opens, closes }: { opens: string; closes: string }) =>
    `${formatTime(opens, locale)} – ${formatTime(closes, locale)}`;
  return { weekdays: span(site.hours.weekdays), saturday: span(site.hours.saturday) };
}
