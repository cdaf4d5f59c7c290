import type { Locale } from "~/i18n/locales";

/**
 * Where the divider starts: half before, half after. The frame's class
 * `[--split:50%]` draws the same place before the page's scripts run.
 */
export const initialSplit = 50;

const words: Record<
  Locale,
  { title: string; before: string; after: string; label: string; value: string; hint: string }
> = {
  en: {
    title: "Before and after",
    before: "Before",
    after: "After",
    label: "Divider between before and after",
    value: "{before}% before, {after}% after",
    hint: "Drag the divider to compare the two.",
  },
  es: {
    title: "Antes y después",
    before: "Antes",
    after: "Después",
    label: "Divisor entre el antes y el después",
    // Unspaced, as every other percentage on the site (decision 040).
    value: "{before}% antes, {after}% después",
    hint: "Arrastre el divisor para comparar.",
  },
};

export type BeforeAfterWords = (typeof words)[Locale];

/** The words of a before-and-after comparison in a language. */
export function beforeAfterWords(locale: Locale): BeforeAfterWords {
  return words[locale];
}

/** A slider's value, read from anything, as a whole percentage from 0 to 100. */
export function clampSplit(value: number): number {
  if (!Number.isFinite(value)) return initialSplit;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** What a screen reader says for the divider's place: "60% before, 40% after". */
export function splitText(split: number, template: string): string {
  const before = clampSplit(split);
  return template.replace("{before}", String(before)).replace("{after}", String(100 - before));
}

/** Whether two images line up in one frame: the same proportions, within a pixel's rounding. */
export function sameProportions(
  a: { width: number; height: number },
  b: { width: number; height: number },
): boolean {
  return Math.abs(a.width / a.height - b.width / b.height) < 0.005;
}
