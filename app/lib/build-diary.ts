import type { Locale } from "../i18n/locales";
import { translate } from "../i18n/translate";
import { formatShortDay } from "./format-date";

/*
 * A project's build diary as its pages show it: the order of its entries,
 * their addresses, which the project's dialog shows in full, and the words,
 * written at pre-render by the diary's loaders (content/projects/diary.server):
 * the page receives finished strings, so none of this is among any page's
 * scripts (decision 024).
 */

/** What the diary's order and addresses read of an entry. */
export interface DatedEntry {
  /** The entry's file, which the editor names when the entry is added. */
  key: string;
  /** Its day, `YYYY-MM-DD`. */
  date: string;
}

const byName = (a: string, b: string) => a.localeCompare(b, "en", { numeric: true });

/** Newest first; of two entries of one day, the one added later (its file's name sorts after). */
export function newestFirst(a: DatedEntry, b: DatedEntry): number {
  return b.date.localeCompare(a.date) || byName(b.key, a.key);
}

/**
 * The address of each of one project's entries under its diary: its day
 * ("2026-11-20"), and for a second entry of the same day, the day and its
 * place ("2026-11-20-2"), in the order the entries were added. An entry's
 * address never depends on the entries after it, so a link to it holds
 * however many come later.
 */
export function entryAddresses(entries: readonly DatedEntry[]): Map<string, string> {
  const addresses = new Map<string, string>();
  const seen = new Map<string, number>();
  for (const entry of [...entries].sort(
    (a, b) => a.date.localeCompare(b.date) || byName(a.key, b.key),
  )) {
    const place = (seen.get(entry.date) ?? 0) + 1;
    seen.set(entry.date, place);
    addresses.set(entry.key, place === 1 ? entry.date : `${entry.date}-${place}`);
  }
  return addresses;
}

/** The entries a project's dialog shows in full, newest first, and those it lists by their day. */
export function splitDiary<T>(
  newestFirst: readonly T[],
  shown: number,
): { latest: T[]; earlier: T[] } {
  return { latest: newestFirst.slice(0, shown), earlier: newestFirst.slice(shown) };
}

/** The lines of a description of an entry's photos, one per photo; blank lines are none. */
export function photoLines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The text alternative of each of an entry's photos: its line of the
 * description, in the photos' order, or, for a photo left without one, what
 * `fallback` says of its place (the build warns of it).
 */
export function photoAlts(
  description: string,
  count: number,
  fallback: (place: number) => string,
): string[] {
  const lines = photoLines(description);
  return Array.from({ length: count }, (_, index) => lines[index] ?? fallback(index + 1));
}

// A type, not an interface: `translate` reads it as a dictionary.
type DiaryWords = {
  /** The diary's name, as its section and its pages head it. */
  title: string;
  /** A project card's line: "Updated {date}". */
  updated: string;
  /** The link to the project's feed. */
  follow: string;
  /** The entries the dialog lists by their day. */
  earlier: string;
  /** Every entry, as an entry's page lists them. */
  all: string;
  /** An entry's page: the links to the entries before and after it, and to its project. */
  older: string;
  newer: string;
  project: string;
  /** The page's title: "{project} build diary: {date}". */
  pageTitle: string;
  /** An entry as the links to it name it: "Entry of {date}". */
  entry: string;
  /** The feed's title: "{project} build diary". */
  feedTitle: string;
  /** The feed's description, and the same for a diary with drawings among its pictures. */
  feed: string;
  feedDrawn: string;
};

export const diaryWords: Record<Locale, DiaryWords> = {
  en: {
    title: "Build diary",
    updated: "Updated {date}",
    follow: "Follow by RSS",
    earlier: "Earlier entries",
    all: "All entries",
    older: "Older entry",
    newer: "Newer entry",
    project: "About the project",
    pageTitle: "{project} build diary: {date}",
    entry: "Entry of {date}",
    feedTitle: "{project} build diary",
    feed: "Progress on {project}, {location}: a dated note and photos at each stage of the work.",
    feedDrawn:
      "Progress on {project}, {location}: a dated note and pictures at each stage of the work.",
  },
  es: {
    title: "Avance de obra",
    updated: "Actualizado el {date}",
    follow: "Seguir por RSS",
    earlier: "Avances anteriores",
    all: "Todos los avances",
    older: "Avance anterior",
    newer: "Avance siguiente",
    project: "Sobre el proyecto",
    pageTitle: "Avance de obra de {project}: {date}",
    entry: "Avance del {date}",
    feedTitle: "Avance de obra de {project}",
    feed: "El avance de {project}, {location}: una nota con fecha y fotos de cada etapa de la obra.",
    feedDrawn:
      "El avance de {project}, {location}: una nota con fecha e imágenes de cada etapa de la obra.",
  },
};

/** The diary's words in a language, their `{name}` places filled. */
export function diaryText(
  locale: Locale,
  key: keyof DiaryWords,
  values?: Record<string, string | number>,
): string {
  return translate(diaryWords[locale], key, values);
}

/**
 * A project card's line for its newest entry: "Updated Nov 20", "Actualizado
 * el 20 nov", with the year when the entry is of another year than the day
 * the site is built for.
 */
export function updatedLabel(day: string, today: string, locale: Locale): string {
  const year = day.slice(0, 4) !== today.slice(0, 4);
  return diaryText(locale, "updated", { date: formatShortDay(day, locale, { year }) });
}
