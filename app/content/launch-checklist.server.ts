import path from "node:path";
import { locales } from "../i18n/locales";
import { contentDir } from "../folders.server";
import { collections, type Collections } from "./collections";
import { fieldTree, imagesNamed, type FieldNode, type Words } from "./fields";
import { readImages } from "./image-sources.server";
import type { Entries } from "./kinds";
import { openFields, type OpenField } from "./launch";
import { ContentFiles, readCollections, type ReadCollections } from "./read.server";
import type { Localized } from "./types";

/**
 * The launch checklist: every field of the content still open (launch.ts),
 * in every collection, in the order of collections.ts and of each
 * declaration, then the drawings still shown as a project's pictures, one
 * item per field that names them (decision 087). The build prints it as one
 * warning (between-files.server.ts) and writes it for the editor's first
 * screen (scripts/postbuild.ts).
 */

export interface LaunchItem extends OpenField {
  /** The file to change, from the repository's root: content/company.json. */
  file: string;
  /** The collection it is in (collections.ts), and the entry's folder for projects and articles, its file's name for a diary entry. */
  collection: keyof Collections;
  entry?: string;
  /** The entry's title in each language, which the editor's list shows it by. */
  title?: Words;
  /** For drawings: the ids of the pictures still drawn, which a photo of each replaces. */
  images?: string[];
}

type Collection = Collections[keyof Collections];

interface Read {
  files: ContentFiles;
  read: ReadCollections;
  /** The images of content/images still drawings, with no photo of their name. */
  drawings: Set<string>;
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
      // One file per note, holding both languages, named as the editor lists it.
      return (value as { notes: Note[] }).notes.flatMap((note) =>
        openFields(fieldTree(collection.schema), note).map(
          item(`${collection.folder}/${note.key}.yaml`, note.key, noteTitle(note)),
        ),
      );
  }
}

type Note = { key: string; date?: unknown; project?: unknown } & Record<string, unknown>;

/** A diary entry as the editor's list names it: "2025-10-23 · casa-horizonte". */
const noteTitle = (note: Note): Words => {
  const title = `${String(note.date)} · ${String(note.project)}`;
  return { en: title, es: title };
};

const drawn: Words = {
  en: "A drawing made for the site stands in for a photo of the work, and the site calls it a design view: replace each with a photo of this project (Replace, in its field).",
  es: "Un dibujo hecho para el sitio ocupa el lugar de una foto de la obra, y el sitio lo presenta como vista de diseño: reemplace cada uno por una foto de este proyecto (Reemplazar, en su campo).",
};

/** "13 of 13 pictures", "1 de 1 imagen". */
const howMany = (count: number, total: number): Words => ({
  en: `${count} of ${total} ${total === 1 ? "picture" : "pictures"}`,
  es: `${count} de ${total} ${total === 1 ? "imagen" : "imágenes"}`,
});

/**
 * The drawings a file shows as a project's pictures: one item per field
 * that names images (the gallery, the before and after, a diary entry's
 * photos), with how many of them are still drawings.
 */
function drawingsOf(
  tree: FieldNode,
  value: unknown,
  drawings: Set<string>,
  where: Omit<LaunchItem, keyof OpenField>,
): LaunchItem[] {
  const byField = new Map<string, string[]>();
  for (const [field, id] of imagesNamed(tree, value)) {
    const top = field.split(/[.[]/)[0]!;
    byField.set(top, [...(byField.get(top) ?? []), id]);
  }
  return [...byField].flatMap(([field, ids]) => {
    const images = ids.filter((id) => drawings.has(id));
    const label = tree.properties?.[field]?.label;
    if (images.length === 0 || !label) return [];
    return [
      {
        field,
        state: "drawing" as const,
        labels: [label, howMany(images.length, ids.length)],
        unlocks: drawn,
        ...where,
        images,
      },
    ];
  });
}

/** Every drawing still shown as a project's picture, in its projects' and diary's files. */
function drawingItems({ files, read, drawings }: Read): LaunchItem[] {
  const at = (file: string) => files.rel(path.join(files.dir, file));
  const { projects, diary } = collections;
  const tree = fieldTree(projects.en);
  return [
    ...read.projects.entries.flatMap((entry) => {
      const shared = Object.fromEntries(
        Object.entries(entry).filter(([field]) => !projects.translated.includes(field)),
      );
      return drawingsOf(tree, shared, drawings, {
        file: at(`${projects.folder}/${entry.key}/index.en.md`),
        collection: "projects",
        entry: entry.key,
        ...(titleOf(entry.title) ? { title: titleOf(entry.title)! } : {}),
      });
    }),
    ...read.diary.notes.flatMap((note) =>
      drawingsOf(fieldTree(diary.schema), note, drawings, {
        file: at(`${diary.folder}/${note.key}.yaml`),
        collection: "diary",
        entry: note.key,
        title: noteTitle(note as Note),
      }),
    ),
  ];
}

/** Every open item of the content read. */
export function launchItems(content: Read): LaunchItem[] {
  return [
    ...(Object.entries(collections) as [keyof Collections, Collection][]).flatMap(
      ([name, collection]): LaunchItem[] => itemsOf(name, collection, content),
    ),
    ...drawingItems(content),
  ];
}

/** The open items of a content folder, read afresh: what the build writes for the editor. */
export function readLaunchItems(dir: string = contentDir()): LaunchItem[] {
  const files = new ContentFiles(dir);
  const { drawings } = readImages(files);
  return launchItems({ files, read: readCollections(files, collections), drawings });
}

const english = (item: LaunchItem) => item.labels.map((label) => label.en).join(" › ");

/** What the owner does about an item, in the build's words. */
const todo = (item: LaunchItem) => {
  switch (item.state) {
    case "empty":
      return "not filled in yet";
    case "stand-in":
      return `temporary; confirm it or write the real one, then untick it${item.untick ? ` in "${item.untick.en}"` : ""}`;
    case "sample":
      return `sample; make it one of the company's real jobs, published with the client's written consent, or delete it, then untick "Sample"`;
    case "drawing":
      return `drawings shown as the project's pictures; replace each with a photo of the work (README, "Replace a picture with a photo")`;
  }
};

/**
 * The build's warning: one line per open item, naming the file and field to
 * change and what to do; undefined when none is open.
 */
export function launchWarning(items: readonly LaunchItem[]): string | undefined {
  if (items.length === 0) return undefined;
  const count = items.length === 1 ? "1 detail" : `${items.length} details`;
  return [
    `before launch, ${count} for the company to fill in, confirm or replace, listed on the editor's first screen too (docs/editing.md, "Before launch"):`,
    ...items.map(
      (item) => `  - ${item.file}, field "${item.field}" (${english(item)}): ${todo(item)}`,
    ),
  ].join("\n");
}
