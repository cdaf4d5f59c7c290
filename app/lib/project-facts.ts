import type { Locale } from "~/i18n/locales";

export type ProjectStatus = "in-progress" | "completed";

/** A build time as the spec writes it: months ("10M") or years ("1Y"). */
export interface Timeline {
  amount: number;
  unit: "month" | "year";
}

/** Build times by project id, from the spec. */
const timelines: Record<number, Timeline> = {
  1: { amount: 10, unit: "month" },
  2: { amount: 1, unit: "year" },
  3: { amount: 10, unit: "month" },
  4: { amount: 6, unit: "month" },
  5: { amount: 1, unit: "year" },
  6: { amount: 6, unit: "month" },
  7: { amount: 10, unit: "month" },
  8: { amount: 6, unit: "month" },
};

/** The one project still being built is id 1; it started in 2025, the rest were finished in 2021. */
export function projectYear(id: number): number {
  return id === 1 ? 2025 : 2021;
}

export function projectStatus(id: number): ProjectStatus {
  return id === 1 ? "in-progress" : "completed";
}

export function projectTimeline(id: number): Timeline {
  const timeline = timelines[id];
  if (!timeline) throw new Error(`No timeline for project ${id}`);
  return timeline;
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
