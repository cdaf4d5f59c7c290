/**
 * What the first-tap benchmark keeps (bench/taps.ts): for each control
 * and each moment of the tap, whether every tap was answered, the median
 * time from the tap to its answer, checked against the targets, and the
 * worst Interaction to Next Paint, reported beside them.
 */
import { median } from "./summary";

/** When the tap comes: as soon as the page has painted, or two seconds later. */
export type TapMoment = "first paint" | "2 s later";

/** One tap, in one fresh page. */
export interface TapMeasurement {
  control: string;
  url: string;
  moment: TapMoment;
  /**
   * Milliseconds from the finger going down to the answer: the frame that
   * shows the response, or the start of the navigation the control names.
   * Null when none came (a lost tap).
   */
  response: number | null;
  /** The page's Interaction to Next Paint for the tap, in ms; null when the page was left. */
  inp: number | null;
}

export interface TapSummary {
  control: string;
  url: string;
  moment: TapMoment;
  taps: number;
  lost: number;
  /** Median response of the taps that took effect; null when every one was lost. */
  response: number | null;
  inp: number | null;
}

/**
 * Every tap answered within 200 ms, at the first paint as later (issue 70's
 * goal, docs/decisions/083; decision 016 allowed 1.5 s at the first paint
 * while the page woke up).
 */
export const tapTargets = {
  lost: 0,
  /** Milliseconds, for a tap at first paint. */
  responseAtFirstPaint: 200,
  /** Milliseconds, for a tap two seconds after it. */
  responseLater: 200,
} as const;

export function summarizeTaps(measurements: readonly TapMeasurement[]): TapSummary[] {
  const groups = new Map<string, TapMeasurement[]>();
  for (const m of measurements) {
    const key = `${m.control}\n${m.url}\n${m.moment}`;
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  return [...groups.values()].map((group) => {
    const { control, url, moment } = group[0]!;
    const answered = group.flatMap((m) => (m.response === null ? [] : [m.response]));
    const inps = group.flatMap((m) => (m.inp === null ? [] : [m.inp]));
    return {
      control,
      url,
      moment,
      taps: group.length,
      lost: group.length - answered.length,
      response: answered.length > 0 ? median(answered) : null,
      inp: inps.length > 0 ? Math.max(...inps) : null,
    };
  });
}

/** What a row misses of the targets, in words; empty when it meets them all. */
export function tapMisses(row: TapSummary): string[] {
  const found: string[] = [];
  if (row.lost > tapTargets.lost) found.push(`${row.lost} of ${row.taps} taps lost`);
  const limit =
    row.moment === "first paint" ? tapTargets.responseAtFirstPaint : tapTargets.responseLater;
  // Judged in whole milliseconds, as the table prints it: a row never reads "200 ms > 200 ms".
  const response = row.response === null ? null : Math.round(row.response);
  if (response !== null && response > limit) found.push(`response ${response} ms > ${limit} ms`);
  return found;
}

const ms = (value: number | null) => (value === null ? "—" : `${Math.round(value)} ms`);

export function tapTable(rows: readonly TapSummary[]): string {
  const lines = [
    "| control | page | tap at | lost | response (median) | INP (worst) | meets targets |",
    "| --- | --- | --- | --: | --: | --: | --- |",
    ...rows.map((row) => {
      const missed = tapMisses(row);
      return `| ${row.control} | ${row.url} | ${row.moment} | ${row.lost}/${row.taps} | ${ms(row.response)} | ${ms(row.inp)} | ${missed.length === 0 ? "yes" : missed.join("; ")} |`;
    }),
  ];
  return lines.join("\n");
}
