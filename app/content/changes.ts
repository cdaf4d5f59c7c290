import { diaryEntryPath } from "../diary-paths";
import { slugify } from "../lib/slugify";
import { byLocale, itemPath, pageAlternates, type ItemKind, type Localized } from "../pages";
import { collections } from "./collections";
import {
  contentPart,
  splitFrontMatter,
  type EntryName,
  type FileName,
  type NoteName,
} from "./files";

/**
 * What a change to the content is about, as the owner would name it: the
 * articles, projects and pages its files belong to. The build records it for
 * the commit it was built from (/build.json), and the editor works it out
 * for the changes still on their way, so both name them by their titles
 * rather than by file names or commit messages.
 */

/** An entry or a page a change touched. */
export type ChangedPart =
  | {
      kind: ItemKind;
      /** The entry's folder under its collection's: content/news/<key>. */
      key: string;
      /** Its title in each language, as the files give them (the folder's name where one is missing). */
      title: Localized<string>;
      /** Its page in each language. */
      path: Localized<string>;
      /** An article's day: after today, it waits for it. */
      date?: string;
      /** Marked as a draft: saved, and left off the site. */
      draft?: true;
    }
  | {
      kind: "page";
      /** The collection of its file or files: "home", "privacy" (collections.ts). */
      key: FileName;
      /** The page it is best seen on, in each language. */
      path: Localized<string>;
    }
  | {
      kind: "diary";
      /** The entry's file under content/diary/, without `.yaml`: "casa-horizonte-2026-11-20". */
      key: string;
      /** Its project's title in each language, which names the entry. */
      title: Localized<string>;
      /** Its page in each language. */
      path: Localized<string>;
      /** Its day, when its file's name gives it: after today, it waits for it. */
      date?: string;
    };

/** What a part of the content is, before its files are read. */
export type PartReference =
  | { kind: ItemKind; collection: EntryName; key: string }
  | { kind: "page"; key: FileName }
  | { kind: "diary"; collection: NoteName; key: string };

/**
 * The entries and pages a change's files belong to, each once, in the order
 * first met; images and files outside content/ belong to none (an image comes
 * with the entry that shows it).
 */
export function changedParts(files: readonly string[]): PartReference[] {
  const parts = new Map<string, PartReference>();
  for (const file of files) {
    const part = contentPart(file);
    if (!part || part.kind === "image") continue;
    const reference: PartReference =
      part.kind === "entry"
        ? { kind: collections[part.collection].page, collection: part.collection, key: part.key }
        : part.kind === "note"
          ? { kind: "diary", collection: part.collection, key: part.key }
          : { kind: "page", key: part.collection };
    const id =
      reference.kind === "page" ? reference.key : `${reference.collection}/${reference.key}`;
    if (!parts.has(id)) parts.set(id, reference);
  }
  return [...parts.values()];
}

/**
 * A diary entry's project and day, from its file's name, which the editor
 * makes from them: "casa-horizonte-2026-11-20", and "…-2026-11-20-1" for a
 * second entry of the day (decision 062).
 */
export function diaryEntryOf(key: string): { project: string; date: string } | undefined {
  const named = /^(.+)-(\d{4}-\d{2}-\d{2})(?:-\d+)?$/.exec(key);
  return named ? { project: named[1]!, date: named[2]! } : undefined;
}

/** The file of a note: content/diary/<key>.yaml. */
export function noteFile(reference: PartReference & { kind: "diary" }): string {
  return `content/${collections[reference.collection].folder}/${reference.key}.yaml`;
}

/**
 * The files an entry's description reads: its two Markdown files; for a
 * diary entry, its project's, whose titles and addresses name it.
 */
export function entryFiles(
  reference: PartReference & { collection: EntryName | NoteName },
): Localized<string> {
  const folder =
    reference.kind === "diary"
      ? `content/${collections.projects.folder}/${diaryEntryOf(reference.key)?.project ?? reference.key}`
      : `content/${collections[reference.collection as EntryName].folder}/${reference.key}`;
  return byLocale((locale) => `${folder}/index.${locale}.md`);
}

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;

const fields = (source: string | undefined): Record<string, unknown> => {
  if (source === undefined) return {};
  const read = splitFrontMatter(source);
  return "problem" in read || typeof read.front !== "object" || read.front === null
    ? {}
    : (read.front as Record<string, unknown>);
};

/**
 * An entry's title and slug in each language, as the build takes them: the
 * Spanish title falls back on the English one, and the folder's name stands
 * in for what neither file gives.
 */
function titlesAndSlugs(
  en: Record<string, unknown>,
  es: Record<string, unknown>,
  folder: string,
): { title: Localized<string>; slug: Localized<string> } {
  return {
    title: {
      en: text(en["title"]) ?? folder,
      es: text(es["title"]) ?? text(en["title"]) ?? folder,
    },
    slug: { en: text(en["slug"]) ?? folder, es: text(es["slug"]) ?? folder },
  };
}

/**
 * Names a part of the content from its files' text (undefined where a file
 * is gone or unreadable): the entry's titles, addresses, day and draft mark,
 * taken as the build takes them, with the folder's name standing in for what
 * a file does not give.
 */
export function describePart(
  reference: PartReference,
  sources: Partial<Localized<string>> = {},
): ChangedPart {
  if (reference.kind === "page") {
    const { shownOn } = collections[reference.key];
    return { kind: "page", key: reference.key, path: pageAlternates(shownOn) };
  }
  const en = fields(sources.en);
  const es = fields(sources.es);
  if (reference.kind === "diary") {
    const named = diaryEntryOf(reference.key);
    const { title, slug } = titlesAndSlugs(en, es, named?.project ?? reference.key);
    // A second entry of a day is at "<day>-2"; its link opens the day's first, which leads to it.
    return {
      kind: "diary",
      key: reference.key,
      title,
      path: byLocale((locale) =>
        named
          ? diaryEntryPath(slug[locale], named.date, locale)
          : itemPath("project", slug[locale], locale),
      ),
      ...(named ? { date: named.date } : {}),
    };
  }
  const { title, slug } = titlesAndSlugs(en, es, slugify(reference.key) || reference.key);
  const date = text(en["date"]);
  return {
    kind: reference.kind,
    key: reference.key,
    title,
    path: byLocale((locale) => itemPath(reference.kind, slug[locale], locale)),
    ...(reference.kind === "article" && date ? { date } : {}),
    ...(en["draft"] === true ? { draft: true as const } : {}),
  };
}
