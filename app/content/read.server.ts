import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { locales, type Locale } from "../i18n/locales";
import { slugify } from "../lib/slugify";
import type { Collections } from "./collections";
import {
  checkData,
  emptyBodyProblem,
  formatProblem,
  plainText,
  readData,
  splitFrontMatter,
  type MarkdownFile,
} from "./files";
import { addressFields, type Entries, type EntryOf, type NoteOf } from "./kinds";
import type { Localized } from "./types";

/**
 * Reads the files of a content folder, each collection by its declaration
 * (collections.ts), and collects every problem, each naming the file and the
 * field in the words of the person editing it, so an editor can fix a batch
 * in one go.
 */
export class ContentFiles {
  readonly problems: string[] = [];
  readonly warnings: string[] = [];

  constructor(readonly dir: string) {}

  /** A file as the owner knows it: content/news/permit-process/index.en.md. */
  rel(file: string): string {
    return path.relative(path.dirname(this.dir), file).split(path.sep).join("/");
  }

  /** A problem with a field of a file; `field` is written as the file writes it ("steps[2].article"). */
  fieldProblem(file: string, field: string, message: string) {
    this.problems.push(`${this.rel(file)}, field "${field}": ${message}`);
  }

  check<T>(file: string, schema: z.ZodType<T>, data: unknown): T | undefined {
    const result = checkData(this.rel(file), schema, data);
    this.problems.push(...result.problems.map(formatProblem));
    return result.data;
  }

  text(file: string): string | undefined {
    if (!existsSync(file)) {
      this.problems.push(`${this.rel(file)} is missing`);
      return undefined;
    }
    return plainText(readFileSync(file, "utf8"));
  }

  /** A YAML or JSON file's data. */
  data(file: string): unknown {
    const source = this.text(file);
    if (source === undefined) return undefined;
    const read = readData(file, source);
    if ("problem" in read) {
      this.problems.push(`${this.rel(file)} ${read.problem}`);
      return undefined;
    }
    return read.data;
  }

  /** A Markdown file: its front matter (YAML between `---` lines) and its body, which must not be empty. */
  markdown(file: string): MarkdownFile | undefined {
    const source = this.text(file);
    if (source === undefined) return undefined;
    const read = splitFrontMatter(source);
    if ("problem" in read) {
      this.problems.push(`${this.rel(file)} ${read.problem}`);
      return undefined;
    }
    if (read.body === "") this.problems.push(formatProblem(emptyBodyProblem(this.rel(file))));
    return read;
  }
}

/** An entry's folder: its name as written, and the address it gives. */
export interface EntryFolder {
  key: string;
  folderSlug: string;
}

/**
 * What a collection of entries gives: its entries, the addresses each had
 * before (by entry key: the folder's own address, then those its files list),
 * and every folder found, refused or not.
 */
export interface EntriesRead<C extends Entries> {
  entries: EntryOf<C>[];
  earlier: Map<string, Localized<string[]>>;
  folders: EntryFolder[];
}

/** What a folder of notes gives: the notes that passed, and every file found, refused or not. */
export interface NotesRead<C extends { schema: z.ZodType }> {
  notes: NoteOf<C>[];
  files: string[];
}

export type Read<C> = C extends Entries
  ? EntriesRead<C>
  : C extends { kind: "notes"; schema: z.ZodType }
    ? NotesRead<C>
    : C extends { kind: "record"; schema: infer S extends z.ZodType }
      ? z.output<S> | undefined
      : C extends { kind: "page"; front: infer F extends z.ZodType }
        ? Localized<{ front: z.output<F> | undefined; body: string }>
        : never;

export type ReadCollections = { [K in keyof Collections]: Read<Collections[K]> };

/** Every folder of a collection of entries, each holding index.en.md and index.es.md only. */
function entryFolders(files: ContentFiles, collection: Entries): EntryFolder[] {
  const base = path.join(files.dir, collection.folder);
  if (!existsSync(base)) {
    files.problems.push(`${files.rel(base)}/ is missing`);
    return [];
  }
  const names = locales.map((locale) => `index.${locale}.md`);
  return readdirSync(base)
    .filter((name) => statSync(path.join(base, name)).isDirectory())
    .sort()
    .flatMap((key) => {
      const folder = path.join(base, key);
      // The editor names the folder from the title; whatever it wrote, the
      // address is the name made an address ("Losa en Cóbano" -> losa-en-cobano).
      const folderSlug = slugify(key);
      if (!folderSlug) {
        files.problems.push(
          `${files.rel(folder)}/: the folder's name gives no address; name it with letters a to z and digits`,
        );
        return [];
      }
      for (const name of readdirSync(folder).filter((name) => !names.includes(name)))
        files.problems.push(
          `${files.rel(path.join(folder, name))} is not read: an entry folder holds ${names.join(" and ")} only`,
        );
      return [{ key, folderSlug }];
    });
}

/** One entry: both files checked against the collection's schemas, then merged. */
function readEntry<C extends Entries>(
  files: ContentFiles,
  collection: C,
  { key, folderSlug }: EntryFolder,
): { entry: EntryOf<C>; earlier: Localized<string[]> } | undefined {
  const folder = path.join(files.dir, collection.folder, key);
  const en = path.join(folder, "index.en.md");
  const es = path.join(folder, "index.es.md");
  if (!existsSync(es) && existsSync(en)) {
    files.problems.push(
      `${files.rel(es)} is missing: every entry needs its Spanish twin beside index.en.md`,
    );
    return undefined;
  }
  const enFile = files.markdown(en);
  const esFile = files.markdown(es);
  if (!enFile || !esFile) return undefined;
  const english = files.check(en, collection.en, enFile.front) as Record<string, unknown>;
  const spanish = files.check(es, collection.es, esFile.front) as Record<string, unknown>;
  if (!english || !spanish || !enFile.body || !esFile.body) return undefined;
  // What both languages share comes from the English file as it is; each
  // translated field becomes one value per language.
  const { slug, formerSlugs, ...shared } = english;
  const entry: Record<string, unknown> = {
    ...shared,
    key,
    slug: { en: slug ?? folderSlug, es: spanish.slug },
    body: { en: enFile.body, es: esFile.body },
  };
  for (const name of collection.translated.filter((name) => !(name in addressFields)))
    entry[name] = { en: english[name], es: spanish[name] };
  const earlier = {
    en: [folderSlug, ...((formerSlugs as string[] | undefined) ?? [])],
    es: (spanish.formerSlugs as string[] | undefined) ?? [],
  };
  return { entry: entry as EntryOf<C>, earlier };
}

/**
 * A folder of notes: each `.yaml` file checked against the declaration. A
 * missing folder is no diary yet, not a problem; a file of another kind is
 * named, since the owner put it there for a reason.
 */
function readNotes<C extends { folder: string; schema: z.ZodType }>(
  files: ContentFiles,
  collection: C,
): NotesRead<C> {
  const base = path.join(files.dir, collection.folder);
  if (!existsSync(base)) return { notes: [], files: [] };
  const names = readdirSync(base).sort();
  for (const name of names.filter((name) => !name.endsWith(".yaml")))
    files.problems.push(
      `${files.rel(path.join(base, name))} is not read: content/${collection.folder}/ holds one .yaml file per entry`,
    );
  const found = names.filter((name) => name.endsWith(".yaml"));
  const notes = found.flatMap((name) => {
    const file = path.join(base, name);
    const note = files.check(file, collection.schema, files.data(file));
    return note === undefined ? [] : [{ ...(note as object), key: name.slice(0, -".yaml".length) }];
  });
  return {
    notes: notes as NoteOf<C>[],
    files: found.map((name) => name.slice(0, -".yaml".length)),
  };
}

function readCollection(files: ContentFiles, collection: Collections[keyof Collections]) {
  switch (collection.kind) {
    case "entries": {
      const folders = entryFolders(files, collection);
      const read = folders.flatMap((folder) => readEntry(files, collection, folder) ?? []);
      return {
        entries: read.map(({ entry }) => entry),
        earlier: new Map(read.map(({ entry, earlier }) => [entry.key, earlier])),
        folders,
      };
    }
    case "notes":
      return readNotes(files, collection);
    case "record": {
      const file = path.join(files.dir, collection.file);
      return files.check(file, collection.schema as z.ZodType, files.data(file));
    }
    case "page":
      return Object.fromEntries(
        locales.map((locale: Locale) => {
          const file = path.join(files.dir, collection.file.replace("{locale}", locale));
          const parsed = files.markdown(file);
          const front = parsed && files.check(file, collection.front, parsed.front);
          return [locale, { front, body: parsed?.body ?? "" }];
        }),
      );
  }
}

/** Every declared collection, read and checked file by file, in the declaration's order. */
export function readCollections(files: ContentFiles, collections: Collections): ReadCollections {
  return Object.fromEntries(
    Object.entries(collections).map(([name, collection]) => [
      name,
      readCollection(files, collection),
    ]),
  ) as ReadCollections;
}
