import type { CmsConfig, CommitMessages } from "@sveltia/cms";
import { collections, pagesAndLists } from "../app/content/collections";
import { editorMeta, type Words } from "../app/content/fields";
import { addressFields, type Entries } from "../app/content/kinds";
import { slugRule } from "../app/content/rules";
import { defaultLocale, locales, type Locale } from "../app/i18n/locales";
import { itemPath } from "../app/pages";
import { keptLongSide } from "../scripts/images/presets";
import { bodyField, entryFields, recordFields } from "./fields";

/**
 * The content editor's configuration, one per language of its interface:
 * Sveltia takes its labels as plain text, so the owner who works in Spanish
 * gets a configuration written in Spanish (cms/main.ts picks it). It has two
 * parts:
 *
 * 1. The editor's settings: the repository it reads and commits to, sign-in,
 *    the messages of the site's history, drafts, links to the site's pages
 *    and where photos go. Nothing here is about a field.
 * 2. The forms: one per collection declared in app/content/collections.ts,
 *    made from each field's declaration by cms/fields.ts. Adding a field to
 *    content needs nothing here.
 */

// 1. The editor's settings ---------------------------------------------------------

/** The repository the editor reads and commits to, as owner/name on GitHub; change it if the repository moves. */
export const repository = "solera-design-build/website";

/**
 * The site's history, in the words of whoever saved: {{collection}} is the
 * collection's singular (a masculine noun in Spanish: proyecto, artículo, or
 * "Nuevo" needs another word), {{slug}} the entry's folder, and the editor
 * adds "+1" for the second language's file. On its way to GitHub, what
 * follows the colon becomes the entry's title, a diary entry's project and
 * day, or a page's name (cms/commit-names.ts): keep the colon.
 */
export const commitMessages: Record<Locale, CommitMessages> = {
  en: {
    create: "New {{collection}}: {{slug}}",
    update: "Edit {{collection}}: {{slug}}",
    delete: "Remove {{collection}}: {{slug}}",
    uploadMedia: "Add photo {{path}}",
    deleteMedia: "Remove photo {{path}}",
  },
  es: {
    create: "Nuevo {{collection}}: {{slug}}",
    update: "Cambios en {{collection}}: {{slug}}",
    delete: "Eliminación de {{collection}}: {{slug}}",
    uploadMedia: "Foto agregada: {{path}}",
    deleteMedia: "Foto eliminada: {{path}}",
  },
};

/** Where the editor signs in and commits. */
export function backend(locale: Locale) {
  return {
    name: "github" as const,
    repo: repository,
    branch: "main",
    // "Sign In with GitHub" goes through the host's OAuth provider: Netlify's,
    // set up once in its dashboard (docs/editing.md, decision 036).
    base_url: "https://api.netlify.com",
    auth_endpoint: "auth",
    commit_messages: commitMessages[locale],
  };
}

const appTitle: Words = {
  en: "Solera Design Build · Content editor",
  es: "Solera Design Build · Editor de contenido",
};

/**
 * Uploaded photos: where they go, and how they are kept. The editor turns a
 * photo upright, drops what the phone recorded about it (the canvas it is
 * drawn on keeps no metadata) and reduces it to the long side the site's
 * renditions need, as WebP, before it is committed: the repository keeps one
 * file the pipeline makes every size from, not the phone's original
 * (decision 080). Its quality stays above the renditions' own (presets.ts),
 * so they lose nothing to it. No stock photo services.
 */
const media = {
  media_folder: "content/images",
  public_folder: "/content/images",
  media_libraries: {
    default: {
      config: {
        // Checked on the reduced file: a photo of the phone's full size is refused only if
        // it is still this large once reduced.
        max_file_size: 8_000_000,
        slugify_filename: true,
        transformations: {
          raster_image: {
            format: "webp" as const,
            quality: 80,
            width: keptLongSide,
            height: keptLongSide,
          },
        },
      },
    },
    // Stock photo services need keys and hosts the editor's policy does not allow.
    stock_assets: false as const,
  },
};

/** The address of a new entry, asked for once, in the editor's language. */
function newAddressHint(example: string, locale: Locale): string {
  const field = editorMeta(addressFields.slug.translated.es).label![locale];
  return locale === "es"
    ? `La dirección en inglés, p. ej. ${example}: sale del título en inglés, sin tildes ni mayúsculas. Para corregirla después, use el campo ${field}.`
    : `The English address, e.g. ${example}, made from the title (accents and capitals are folded). To correct it later, use the ${field} field.`;
}

/**
 * How a collection of entries is stored, published and linked: a folder per
 * entry named by its English address, with index.en.md and index.es.md
 * (decision 019).
 */
function entrySettings(collection: Entries, locale: Locale) {
  return {
    // Save commits to main, and the site is built from it (decision 052);
    // cms/publish-mode.ts turns drafts as pull requests back on for a device
    // that asks for them.
    // "View on Live Site" and "View Preview": the entry's page in the pane's
    // language. {{slug}} is the entry's folder in both panes, so the Spanish
    // pane's link is /es and the English path, which the build sends on to the
    // Spanish page (legacyRedirects in app/inventory.server.ts); the English
    // one has no /en (omit_default_locale_from_preview_path below).
    preview_path: `{{locale}}${itemPath(collection.page, "{{slug}}", "en")}`,
    folder: `content/${collection.folder}`,
    path: "{{slug}}/index",
    extension: "md",
    format: "frontmatter" as const,
    i18n: true,
    slug: {
      template: "{{title}}",
      editable: ["create" as const],
      hint: newAddressHint(collection.editor.example, locale),
      pattern: [slugRule.pattern.source, slugRule.message[locale]] as [string, string],
    },
    sortable_fields: {
      fields: [collection.editor.sort.field, collection.editor.sort.also],
      default: { field: collection.editor.sort.field, direction: collection.editor.sort.direction },
    },
  };
}

// 2. The forms ------------------------------------------------------------------

type Collection = (typeof collections)[keyof typeof collections];

function entryCollection(name: string, collection: Entries, locale: Locale) {
  const { label, singular, description, summary } = collection.editor;
  return {
    name,
    label: label[locale],
    label_singular: singular[locale],
    description: description[locale],
    summary,
    ...entrySettings(collection, locale),
    fields: entryFields(name, collection, locale),
  };
}

type Notes = Extract<Collection, { kind: "notes" }>;

/**
 * A folder of notes (the build diary): one YAML file per note, both
 * languages in one form, named from its fields. A note is published as it
 * is saved: a weekly entry from the site needs no draft (decision 062).
 */
function notesCollection(
  name: string,
  collection: Notes,
  locale: Locale,
  newest: Record<string, unknown> | undefined,
) {
  const {
    label,
    singular,
    description,
    name: fileName,
    summary,
    sort,
    group,
    page,
    carry,
  } = collection.editor;
  const carried = carry ? newest?.[carry] : undefined;
  return {
    name,
    label: label[locale],
    label_singular: singular[locale],
    description: description[locale],
    folder: `content/${collection.folder}`,
    extension: "yaml",
    format: "yaml" as const,
    slug: fileName,
    summary,
    preview_path: page,
    sortable_fields: {
      fields: [sort.field, sort.also],
      default: { field: sort.field, direction: sort.direction },
    },
    view_groups: [{ name: group.field, label: group.label[locale], field: group.field }],
    fields: recordFields(name, collection.schema, locale).map((field) =>
      carried !== undefined && field.name === carry ? { ...field, default: carried } : field,
    ),
  };
}

/** A record or a page of the "Pages and lists" collection; a record without words is left out. */
function pageFile(name: string, collection: Collection, locale: Locale) {
  switch (collection.kind) {
    case "record":
      if (!collection.editor) return [];
      return [
        {
          name,
          label: collection.editor.label[locale],
          file: `content/${collection.file}`,
          fields: recordFields(name, collection.schema, locale),
        },
      ];
    case "page":
      return [
        {
          name,
          label: collection.editor.label[locale],
          file: `content/${collection.file.replace("{locale}", "{{locale}}")}`,
          i18n: true,
          fields: [
            ...recordFields(name, collection.front, locale).map((field) => ({
              ...field,
              i18n: true,
            })),
            bodyField(collection.body.hint, locale),
          ],
        },
      ];
    default:
      return [];
  }
}

/**
 * The newest note of each folder of notes (by collection), as the build
 * reads it: a new note starts with the values its declaration carries over.
 */
export type NewestNotes = Partial<Record<string, Record<string, unknown>>>;

/** The editor's whole configuration, in one language of its interface. */
export function configFor(locale: Locale, newest: NewestNotes = {}): CmsConfig {
  const declared = Object.entries(collections) as [string, Collection][];
  return {
    load_config_file: false,
    app_title: appTitle[locale],
    logo: { src: "/favicon.svg" },
    backend: backend(locale),
    // Entry folders and file names the way the site writes addresses: no
    // accents, no capitals, hyphens between words ("Losa en Cóbano" ->
    // losa-en-cobano). The build folds any name the same way (lib/slugify).
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    ...media,
    output: { omit_empty_optional_fields: true },
    i18n: {
      structure: "multiple_files",
      locales: [...locales],
      default_locale: defaultLocale,
      omit_default_locale_from_preview_path: true,
    },
    collections: [
      ...declared.flatMap(([name, collection]): object[] => {
        if (collection.kind === "entries") return [entryCollection(name, collection, locale)];
        if (collection.kind === "notes")
          return [notesCollection(name, collection, locale, newest[name])];
        return [];
      }),
      {
        name: "pages",
        label: pagesAndLists.label[locale],
        label_singular: pagesAndLists.singular[locale],
        description: pagesAndLists.description[locale],
        // Only the privacy policy has a file per language; the others hold both.
        i18n: true,
        files: declared.flatMap(([name, collection]) => pageFile(name, collection, locale)),
      },
    ],
  } as CmsConfig;
}
