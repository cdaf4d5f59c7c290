import type { Locale } from "~/i18n/locales";
import { timelineRule } from "../content/rules";

/** Where a project stands; the dialog's year/status tile names it. */
export const projectStatuses = ["in-progress", "completed"] as const;

/** A build time as the spec writes it: months ("10M") or years ("1Y"). */
export interface Timeline {
  amount: number;
  unit: "month" | "year";
}

/** Reads "10M" or "1Y"; null for anything else. */
export function parseTimeline(text: string): Timeline | null {
  const match = timelineRule.pattern.exec(text.trim());
  if (!match) return null;
  return { amount: Number(match[1]), unit: match[2] === "M" ? "month" : "year" };
}

/** The letters of the tile's short form: the spec's M and Y, and the Spanish M (mes) and A (año). */
const shortUnits: Record<Locale, Record<Timeline["unit"], string>> = {
  en: { month: "M", year: "Y" },
  es: { month: "M", year: "A" },
};

/** "10M", "1Y" ("1A" in Spanish): the short form shown on the tile. */
export function timelineShort({ amount, unit }: Timeline, locale: Locale = "en"): string {
  return `${amount}${shortUnits[locale][unit]}`;
}

const units: Record<Locale, Record<Timeline["unit"], [one: string, other: string]>> = {
  en: { month: ["month", "months"], year: ["year", "years"] },
  es: { month: ["mes", "meses"], year: ["año", "años"] },
};

/** "10 months", "1 year"; "10 meses", "1 año": what the short form stands for. */
export function timelineLong({ amount, unit }: Timeline, locale: Locale): string {
  const [one, other] = units[locale][unit];
  return `${amount} ${amount === 1 ? one : other}`;
}

/** A timeline in months: "10M" is 10, "1Y" is 12. */
export function timelineMonths({ amount, unit }: Timeline): number {
  return unit === "month" ? amount : amount * 12;
}

/**
 * The day `months` calendar months after `day` (both `YYYY-MM-DD`), on the
 * month's last day where it is shorter: 2025-01-31 and one month is 2025-02-28.
 */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const total = year * 12 + (month - 1) + months;
  const [toYear, toMonth] = [Math.floor(total / 12), (total % 12) + 1];
  const last = new Date(Date.UTC(toYear, toMonth, 0)).getUTCDate();
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(toYear, 4)}-${pad(toMonth)}-${pad(Math.min(date, last))}`;
}

/**
 * The last day a build that started in `year` and lasts `timeline` can have
 * ended: its timeline counted from the year's last day. A project marked
 * Completed has no diary entry after it.
 */
export function latestHandover(year: number, timeline: Timeline): string {
  return addMonths(`${year}-12-31`, timelineMonths(timeline));
}
