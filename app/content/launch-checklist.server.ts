import path from "node:path";
import { locales } from "../i18n/locales";
import { contentDir } from "../folders.server";
import { collections, type Collections } from "./collections";
import { fieldTree, type Words } from "./fields";
import type { Entries } from "./kinds";
import { openFields, type OpenField } from "./launch";
import { ContentFiles, readCollections, type ReadCollections } from "./read.server";
import type { Localized } from "./types";

/**
 * The launch checklist: every field of the content still open (launch.ts),
 * in every collection, in the order of collections.ts and of each
 * declaration. The build prints it as one warning (between-files.server.ts)
 * and writes it for the editor's first screen (scripts/postbuild.ts).
 */

export interface LaunchItem extends OpenField {
  /** The file to change, from the repository's root: content/company.json. */
  file: string;
  /** The collection it is in (collections.ts), and the entry's folder for projects and articles, its file's name for a diary entry. */
  collection: keyof Collections;
  entry?: string;
  /** The entry's title in each language, which the editor's list shows it by. */
  title?: Words;
}

type Collection = Collections[keyof Collections];

interface Read {
  files: ContentFiles;
  read: ReadCollections;
}

/** An entry's title, when it has one in every language. */
function titleOf(title: unknown): Words | undefined {
  if (typeof title !== "object" || title === null) return undefined;
  const words = title as Partial<Record<string, unknown>>;
  return locales.every((locale) => typeof words[locale] === "string")
    ? (words as Words)
    : undefined;
}

function itemsOf(name: keyof Collections, collection: Collection, { files, read }: Read) {
  const at = (file: string) => files.rel(path.join(files.dir, file));
  const value: unknown = read[name];
  const item = (file: string, entry?: string, title?: Words) => (open: OpenField) => ({
    ...open,
    file: at(file),
    collection: name,
    ...(entry ? { entry } : {}),
    ...(title ? { title } : {}),
  });
  switch (collection.kind) {
    case "record":
      // A file refused is reported as a problem, which stops the build.
      return value === undefined
        ? []
        : openFields(fieldTree(collection.schema), value).map(item(collection.file));
    case "page":
      return locales.flatMap((locale) =>
        openFields(
          fieldTree(collection.front),
          (value as Localized<{ front: unknown }>)[locale].front,
        ).map(item(collection.file.replace("{locale}", locale))),
      );
    case "entries": {
      const entries = collection as Entries;
      return (value as { entries: ({ key: string } & Record<string, unknown>)[] }).entries.flatMap(
        (entry) =>
          locales.flatMap((locale) => {
            // The file as its language writes it: each translated field in that language.
            const file: Record<string, unknown> = { ...entry };
            for (const field of entries.translated)
              file[field] = (entry[field] as Localized<unknown> | undefined)?.[locale];
            return openFields(fieldTree(entries[locale]), file).map(
              item(
                `${entries.folder}/${entry.key}/index.${locale}.md`,
                entry.key,
                titleOf(entry.title),
              ),
            );
          }),
      );
    }
    case "notes":
      // One file per note, holding both languages.
      return (value as { notes: ({ key: string } & Record<string, unknown>)[] }).notes.flatMap(
        (note) =>
          openFields(fieldTree(collection.schema), note).map(
            item(`${collection.folder}/${note.key}.yaml`, note.key),
          ),
      );
  }
}

/** Every open item of the content read. */
export function launchItems(content: Read): LaunchItem[] {
  return (Object.entries(collections) as [keyof Collections, Collection][]).flatMap(
    ([name, collection]): LaunchItem[] => itemsOf(name, collection, content),
  );
}

/** The open items of a content folder, read afresh: what the build writes for the editor. */
export function readLaunchItems(dir: string = contentDir()): LaunchItem[] {
  const files = new ContentFiles(dir);
  return launchItems({ files, read: readCollections(files, collections) });
}

const english = (item: LaunchItem) => item.labels.map((label) => label.en).join(" › ");

/** What the owner does about an item, in the build's words. */
const todo = (item: LaunchItem) =>
  item.state === "empty"
    ? "not filled in yet"
    : `temporary; confirm it or write the real one, then untick it${item.untick ? ` in "${item.untick.en}"` : ""}`;

/**
 * The build's warning: one line per open item, naming the file and field to
 * change and what to do; undefined when none is open.
 */
export function launchWarning(items: readonly LaunchItem[]): string | undefined {
  if (items.length === 0) return undefined;
  const count = items.length === 1 ? "1 detail" : `${items.length} details`;
  return [
    `before launch, ${count} for the company to fill in or confirm, listed on the editor's first screen too (docs/editing.md, "Before launch"):`,
    ...items.map(
      (item) => `  - ${item.file}, field "${item.field}" (${english(item)}): ${todo(item)}`,
    ),
  ].join("\n");
}
