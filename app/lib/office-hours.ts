import { localeTags, type Locale } from "~/i18n/locales";
import { site } from "~/site";

/** "7:00 AM" in English, "7:00 a. m." in Spanish, from a 24-hour "07:00". */
export function formatTime(time: string, locale: Locale): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new Intl.DateTimeFormat(localeTags[locale], {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(2024, 0, 1, hours, minutes)));
}

/** The office's opening times as a span per day group, for `t("contact.hours", ...)`. */
export function officeHours(locale: Locale): { weekdays: string; saturday: string } {
  const span = ({ opens, closes }: { opens: string; closes: string }) =>
    `${formatTime(opens, locale)} – ${formatTime(closes, locale)}`;
  return { weekdays: span(site.hours.weekdays), saturday: span(site.hours.saturday) };
}
