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

/** "10M", "1Y": the short form shown on the tile. */
export function timelineShort({ amount, unit }: Timeline): string {
  return `${amount}${unit === "month" ? "M" : "Y"}`;
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
