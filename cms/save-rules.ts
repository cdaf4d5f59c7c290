import { describePart, type ChangedPart } from "../app/content/changes";
import { collections } from "../app/content/collections";
import { fieldTree, type FieldNode } from "../app/content/fields";
import {
  checkData,
  emptyBodyProblem,
  type EntryName,
  type FieldProblem,
} from "../app/content/files";
import { locales, type Locale } from "../app/i18n/locales";
import { leadOf } from "../app/lib/lead";
import { slugify } from "../app/lib/slugify";
import type { z } from "zod";
import { fieldLabel, type LabelledCollection } from "./site-news";

/**
 * What the editor does with an entry as it is saved, beyond what its fields
 * say (decision 052). Pure; cms/main.ts hands these to the editor's save
 * events.
 */

/**
 * The picture an article shows until the owner chooses a photo, and its
 * description: a drawing of the office's desk. An article of text is saved
 * with it, so it needs no photo; a photo takes its place, and then its
 * description is the owner's to write.
 */
export const startingPicture = {
  image: "/content/images/news/office-desk.svg",
  alt: {
    en: "A stamped floor plan on a desk, beside rolled drawings, a tape measure, a pencil and a closed laptop",
    es: "Un plano de planta sellado sobre un escritorio, junto a planos enrollados, una cinta métrica, un lápiz y una computadora portátil cerrada",
  },
} as const;

/** An entry's data as the editor's save events give it: the English fields, and each other language's. */
export interface SavedEntry {
  collection: string;
  slug: string;
  data: Record<string, unknown>;
  i18n: Record<string, { data?: Record<string, unknown> } | undefined>;
}

const isEntryCollection = (name: string): name is EntryName =>
  name in collections && collections[name as keyof typeof collections].kind === "entries";

const isNoteCollection = (name: string): name is keyof typeof collections =>
  name in collections && collections[name as keyof typeof collections].kind === "notes";

/** Where a declared file marks a field as filled in on save, by path. */
function filledIn(node: FieldNode, at: string[] = []): string[][] {
  return Object.entries(node.properties ?? {}).flatMap(([name, child]) =>
    child.filledOnSave ? [[...at, name]] : filledIn(child, [...at, name]),
  );
}

/**
 * The fields the editor fills in when the owner leaves them empty, each in
 * the file of one language, as the content's declaration marks them
 * (`filledOnSave`): the form does not ask for them, and fillOnSave writes
 * them. An entry's Spanish address is made from its Spanish title as the
 * site makes addresses (written once, it stays when the title changes
 * later); an article's excerpt is its text's opening; an article's picture
 * and its description are the starting picture's; a photo's description
 * written in one language starts the other's (decision 078). A note holds
 * both languages in one file, listed as the English one's.
 */
export const filledOnSave: readonly {
  collection: keyof typeof collections;
  path: readonly string[];
  locale: Locale;
}[] = (Object.keys(collections) as (keyof typeof collections)[]).flatMap((collection) => {
  const declared = collections[collection];
  if (declared.kind === "notes")
    return filledIn(fieldTree(declared.schema)).map((path) => ({
      collection,
      path,
      locale: "en" as const,
    }));
  if (declared.kind !== "entries") return [];
  return locales.flatMap((locale) =>
    filledIn(fieldTree(declared[locale])).map((path) => ({ collection, path, locale })),
  );
});

/** A value to write into a saved entry: the language's file, the field's path in it, and the value. */
export interface Filled {
  locale: Locale;
  path: string[];
  value: string;
}

const isEmpty = (value: unknown) => typeof value !== "string" || value.trim() === "";

/** The languages a description of photos is written in; the starting drawing's words (`drawn`) count as none. */
function writtenIn(described: Record<string, unknown>, drawn?: Record<Locale, string>): Locale[] {
  return locales.filter(
    (language) => !isEmpty(described[language]) && described[language] !== drawn?.[language],
  );
}

/**
 * A description of photos written in one language and left empty in the
 * other: the other starts as the same words, to be translated. The two
 * then read alike, which is the mark a description still to translate
 * carries.
 */
function describedOnce(
  described: Record<string, unknown>,
  path: string[],
  drawn?: Record<Locale, string>,
): Filled[] {
  const written = writtenIn(described, drawn);
  const [source] = written;
  if (!source) return [];
  return locales
    .filter((language) => !written.includes(language))
    .map((language) => ({
      locale: "en" as const,
      path: [...path, language],
      value: String(described[source]),
    }));
}

/** The values to write into a saved entry, where the owner left them empty. */
export function fillOnSave(entry: SavedEntry): Filled[] {
  if (isNoteCollection(entry.collection)) {
    const marked = filledOnSave.filter(({ collection }) => collection === entry.collection);
    return marked.flatMap(({ path }) =>
      describedOnce((entry.data[path[0]!] ?? {}) as Record<string, unknown>, [...path]),
    );
  }
  if (!isEntryCollection(entry.collection)) return [];
  const filled: Filled[] = [];
  const fields = (locale: Locale) =>
    locale === "en" ? entry.data : (entry.i18n[locale]?.data ?? {});
  const spanish = fields("es");
  const address = typeof spanish["title"] === "string" ? slugify(spanish["title"]) : "";
  if (isEmpty(spanish["slug"]) && address)
    filled.push({ locale: "es", path: ["slug"], value: address });
  for (const { collection, path, locale } of filledOnSave) {
    if (collection !== entry.collection || path[0] !== "excerpt") continue;
    const { excerpt, body } = fields(locale);
    const lead = isEmpty(excerpt) && typeof body === "string" ? leadOf(body, locale) : "";
    if (lead) filled.push({ locale, path: ["excerpt"], value: lead });
  }
  if (entry.collection === "news") {
    const alt = (entry.data["imageAlt"] ?? {}) as Record<string, unknown>;
    if (isEmpty(entry.data["image"])) {
      filled.push({ locale: "en", path: ["image"], value: startingPicture.image });
      for (const language of locales) {
        if (isEmpty(alt[language]))
          filled.push({
            locale: "en",
            path: ["imageAlt", language],
            value: startingPicture.alt[language],
          });
      }
    } else if (entry.data["image"] !== startingPicture.image) {
      filled.push(...describedOnce(alt, ["imageAlt"], startingPicture.alt));
    }
  }
  return filled;
}

/**
 * The fields of the English file to leave out of a save: a draft mark that
 * is off, so a file says `draft` only when it is one, and an entry that was
 * never a draft keeps its file as it was.
 */
export function leftOutOnSave(entry: SavedEntry): string[] {
  return isEntryCollection(entry.collection) && entry.data["draft"] === false ? ["draft"] : [];
}

/** A value as the editor writes it to a file: empty texts, lists and objects are left out. */
function written(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(written).filter((item) => item !== undefined);
    return items.length ? items : undefined;
  }
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, written(item)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  if (value === null || value === "") return undefined;
  return value;
}

/**
 * What the site's rules refuse in a saved entry, each naming its file and
 * field as the build would, and the entry as the owner knows it. A draft
 * saved for review may be incomplete; this says what it still needs.
 */
export function checkSavedEntry(
  entry: SavedEntry,
): { part: ChangedPart; problems: FieldProblem[] } | undefined {
  if (!isEntryCollection(entry.collection)) return undefined;
  const collection = collections[entry.collection];
  const folder = `content/${collection.folder}/${entry.slug}`;
  const problems: FieldProblem[] = [];
  const files: Partial<Record<Locale, string>> = {};
  for (const locale of locales) {
    const source = locale === "en" ? entry.data : (entry.i18n[locale]?.data ?? {});
    const { body, ...fields } = source;
    const file = `${folder}/index.${locale}.md`;
    const front = (written(fields) ?? {}) as Record<string, unknown>;
    problems.push(...checkData(file, collection[locale] as z.ZodType, front).problems);
    if (typeof body !== "string" || body.trim() === "") problems.push(emptyBodyProblem(file));
    files[locale] = `---\n${JSON.stringify(front)}\n---\n`;
  }
  const reference = { kind: collection.page, collection: entry.collection, key: entry.slug };
  return { part: describePart(reference, files), problems };
}

/**
 * Why a save must not go ahead, in the editor's language and its usted,
 * naming the field as the form of that language labels it and saying what
 * to do: an article with a photo of its own, or a diary entry, whose photos
 * are described in neither language (an article's still carrying the
 * starting drawing's description counts as none). One language is enough:
 * fillOnSave starts the other from it. Undefined when nothing is wrong.
 */
export function refusedOnSave(
  entry: SavedEntry,
  form: LabelledCollection[],
  locale: Locale,
): string | undefined {
  const es = locale === "es";
  if (isNoteCollection(entry.collection)) {
    const marked = filledOnSave.find(({ collection }) => collection === entry.collection);
    if (!marked) return undefined;
    const described = (entry.data[marked.path[0]!] ?? {}) as Record<string, unknown>;
    if (writtenIn(described).length > 0) return undefined;
    const label = fieldLabel(form, entry.collection, marked.path) ?? marked.path.join(".");
    return es
      ? `Faltan las descripciones de las fotos: debajo de las fotos, en «${label}», escriba una línea por foto, en el mismo orden, para quien no puede verlas (basta con el español), y guarde de nuevo.`
      : `The photos are not described yet: below the photos, under “${label}”, write one line per photo, in the photos' order, for visitors who cannot see them (one language is enough), and save again.`;
  }
  if (entry.collection !== "news") return undefined;
  const image = entry.data["image"];
  if (isEmpty(image) || image === startingPicture.image) return undefined;
  const alt = (entry.data["imageAlt"] ?? {}) as Record<string, unknown>;
  if (writtenIn(alt, startingPicture.alt).length > 0) return undefined;
  const label = fieldLabel(form, entry.collection, ["imageAlt"]) ?? "imageAlt";
  return es
    ? `Falta describir la foto: debajo de la foto, en «${label}», escriba lo que muestra para quien no puede verla (basta con el español), y guarde de nuevo.`
    : `The photo is not described yet: below the photo, under “${label}”, write what it shows for visitors who cannot see it (one language is enough), and save again.`;
}
