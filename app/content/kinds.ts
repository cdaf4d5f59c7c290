import { z } from "zod";
import type { ItemKind, PageId } from "../pages";
import { slug, type Words } from "./fields";
import type { Localized } from "./types";

/**
 * The four kinds of content file, declared in model/ and listed once in
 * collections.ts, from which the build reads the content and the editor
 * makes its forms:
 *
 * - entries: a folder per entry under content/<folder>/, with index.en.md
 *   and index.es.md (projects, articles). The English file holds what both
 *   languages share and its own text; the Spanish file only the fields
 *   declared `translated`, so its schema is derived, never written twice.
 * - records: one YAML or JSON file holding both languages (home.yaml,
 *   company.json).
 * - pages: one Markdown file per language with a few fields (the privacy
 *   policy).
 * - notes: a folder of YAML files, one per note, each holding both
 *   languages (a project's build diary).
 */

/** A field of an entry written in each language's file: the same rule in both, or one per language. */
export interface Translated<En extends z.ZodType = z.ZodType, Es extends z.ZodType = z.ZodType> {
  translated: { en: En; es: Es };
}

/** A field the Spanish file writes too, with the same rule as the English. */
export const translated = <T extends z.ZodType>(field: T): Translated<T, T> => ({
  translated: { en: field, es: field },
});

type EntryShape = Record<string, z.ZodType | Translated>;
type Side<F, L extends "en" | "es"> =
  F extends Translated<infer En, infer Es> ? (L extends "en" ? En : Es) : F;
type EnShape<S extends EntryShape> = { [K in keyof S]: Side<S[K], "en"> };
type EsShape<S extends EntryShape> = {
  [K in keyof S as S[K] extends Translated ? K : never]: Side<S[K], "es">;
};

const address = slug.meta({
  label: { en: "Page address", es: "Dirección de la página" },
  hint: {
    en: "Leave empty: it is made from the title. To change the address of a page already published, write the new one, e.g. permisos-de-construccion; the old one will lead to it.",
    es: "Déjela vacía: sale del título. Para cambiar la dirección de una página ya publicada, escriba la nueva, p. ej. permisos-de-construccion; la anterior llevará a ella.",
  },
});

/**
 * An entry's address in each language, and the earlier ones that lead to it.
 * The English address is the entry's folder (made from the title when it is
 * created) unless the English file gives another, to correct it: the old
 * address then leads to the new one (content.server.ts).
 */
export const addressFields = {
  // The Spanish file must give its address; left empty, the editor makes it
  // from the Spanish title as the entry is saved (decision 052), once, so a
  // later change of title does not move the page.
  slug: { translated: { en: address.optional(), es: address.meta({ filledOnSave: true }) } },
  formerSlugs: translated(
    z
      .array(slug.meta({ label: { en: "Address", es: "Dirección" } }), {
        error: "list the earlier addresses, one per line",
      })
      .optional()
      .meta({
        label: { en: "Earlier addresses", es: "Direcciones anteriores" },
        singular: { en: "Earlier address", es: "dirección anterior" },
        hint: {
          en: "Only after changing the address of a page people already visit: add the old one here, and it will lead to the new one.",
          es: "Solo si cambió la dirección de una página que la gente ya visita: anote aquí la anterior y llevará a la nueva.",
        },
        rarelyNeeded: true,
      }),
  ),
};

/** What the editor says of a collection. */
export interface CollectionWords {
  label: Words;
  /** One entry, as the editor's messages name it: "Creating article", "New article: …". */
  singular: Words;
  description: Words;
}

/** The text below the fields of an entry or a page, as the editor names it. */
export const bodyLabel: Words = { en: "Text", es: "Texto" };

export interface EntriesDeclaration<S extends EntryShape> {
  /** content/<folder>/<entry>/index.<locale>.md */
  folder: string;
  /** The site's page of one entry. */
  page: ItemKind;
  /** In the editor's order. `addressFields` holds the addresses. */
  fields: S & typeof addressFields;
  /** A rule between fields, checked once the English file has passed every field's own. */
  refine?: (entry: z.infer<z.ZodObject<EnShape<S>>>, context: z.RefinementCtx) => void;
  /** The text below the fields, in Markdown. */
  body: { hint: Words };
  editor: CollectionWords & {
    /** The line an entry shows in the editor's list, e.g. "{{title}} · {{date}}". */
    summary: string;
    /** The list's order, and the other field it can be sorted by. */
    sort: { field: string; direction: "ascending" | "descending"; also: string };
    /** An English address, for the hint of the address asked for a new entry. */
    example: string;
  };
}

export function entries<S extends EntryShape>(declaration: EntriesDeclaration<S>) {
  const side = (locale: "en" | "es") =>
    Object.fromEntries(
      Object.entries(declaration.fields).flatMap(([name, field]) =>
        field instanceof z.ZodType
          ? locale === "en"
            ? [[name, field]]
            : []
          : [[name, (field as Translated).translated[locale]]],
      ),
    );
  const english = z.strictObject(side("en") as EnShape<S & typeof addressFields>);
  const refine = declaration.refine;
  return {
    kind: "entries" as const,
    ...declaration,
    /** The English file's front matter: every field. */
    en: refine ? english.superRefine((entry, context) => refine(entry as never, context)) : english,
    /** The Spanish file's: the translated fields only. */
    es: z.strictObject(side("es") as EsShape<S & typeof addressFields>),
    /** The fields written in both files, which an entry holds once per language. */
    translated: Object.keys(declaration.fields).filter(
      (name) => !(declaration.fields[name] instanceof z.ZodType),
    ),
  };
}

/** Any declared collection of entries. */
export interface Entries extends Omit<EntriesDeclaration<EntryShape>, "refine"> {
  kind: "entries";
  en: z.ZodType;
  es: z.ZodType;
  translated: string[];
}

export interface RecordDeclaration<T extends z.ZodType> {
  /** Its file under content/: "home.yaml", "company.json". */
  file: string;
  schema: T;
  /** The page a change to it is best seen on, which the editor links to once it is live. */
  shownOn: PageId;
  /** What the editor calls it; a record without is not edited there (content/images.yaml). */
  editor?: { label: Words; description?: Words };
}

export const record = <T extends z.ZodType>(declaration: RecordDeclaration<T>) => ({
  kind: "record" as const,
  ...declaration,
});

export interface NotesDeclaration<T extends z.ZodType> {
  /** content/<folder>/<name>.yaml: one file per note, holding both languages. */
  folder: string;
  schema: T;
  editor: CollectionWords & {
    /** The name of a new note's file, from its fields: "{{fields.project}}-{{fields.date}}". */
    name: string;
    /** The line a note shows in the editor's list. */
    summary: string;
    sort: { field: string; direction: "ascending" | "descending"; also: string };
    /** The field the editor's list groups the notes by, and its name. */
    group: { field: string; label: Words };
    /** The note's page on the site, for "View on Live Site", with the fields' tags. */
    page: string;
    /**
     * A field a new note starts with the newest note's value of, the editor's
     * configuration being made at each build: the project written about last.
     */
    carry?: string;
  };
}

/**
 * A folder of short notes, each one YAML file with both languages in it (a
 * build diary's entries): a note is added often, from a phone, so it is one
 * form with no second language's file, and published as it is saved.
 */
export const notes = <T extends z.ZodType>(declaration: NotesDeclaration<T>) => ({
  kind: "notes" as const,
  ...declaration,
});

/** A note of a declared folder, as the site reads it: its fields and its file's name. */
export type NoteOf<C extends { schema: z.ZodType }> = z.output<C["schema"]> & {
  /** The file's name without `.yaml`, which the editor made when the note was added. */
  key: string;
};

export interface PageDeclaration<T extends z.ZodType> {
  /** Its file in each language under content/: "privacy/index.{locale}.md". */
  file: `${string}{locale}${string}`;
  /** The fields above the text, in each language's file. */
  front: T;
  /** The page a change to it is best seen on, which the editor links to once it is live. */
  shownOn: PageId;
  body: { hint: Words };
  editor: { label: Words };
}

export const page = <T extends z.ZodType>(declaration: PageDeclaration<T>) => ({
  kind: "page" as const,
  ...declaration,
});

/** What the files of an entry give its address; merged, it is one `slug` per language. */
type Addresses = keyof typeof addressFields;

/**
 * An entry of a collection, merged from its two files: each translated field
 * becomes one value per language, and the entry gains its folder's name, its
 * addresses and its body. Derived from the declaration, so a field added to
 * it reaches the entry by itself.
 */
export type Merged<En, Es> = Omit<En, keyof Es | Addresses> & {
  [K in Exclude<keyof Es, Addresses>]: Localized<Es[K]>;
} & {
  /** The folder's name; the English address unless the file gives another. */
  key: string;
  slug: Localized<string>;
  /** The text below the front matter: Markdown. */
  body: Localized<string>;
};

/** An entry of a declared collection, as the site reads it. */
export type EntryOf<C extends { en: z.ZodType; es: z.ZodType }> = Merged<
  z.output<C["en"]>,
  z.output<C["es"]>
>;
