import { z } from "zod";
import { locales, type Locale } from "../i18n/locales";
import { isPlaceholder } from "../lib/placeholder";
import { slugify } from "../lib/slugify";
import { dayRule, imageExtensions, slugRule, type Rule } from "./rules";

/**
 * The pieces every kind of content is made of (model/), each with its rule
 * and, declared on it with zod's `.meta()`, what the editor shows of it: its
 * label and hint in both of the editor's languages, and how it is entered.
 * The build checks files against the rules (content.server.ts); the editor's
 * form is made from the same declaration (cms/fields.ts). Messages of the
 * rules are written for the person editing the file, not for a developer.
 */

/** Words in each language the editor speaks, which are the site's languages. */
export type Words = Record<Locale, string>;

/** What the editor shows of a field and how the owner enters it. */
export interface EditorMeta {
  /** The field's name in the form. */
  label?: Words;
  /** A line under the field: what to write, with an example. */
  hint?: Words;
  /** One item of a list, for its Add button: "Add photo", "Agregar foto". */
  singular?: Words;
  /** What the owner is told when the text breaks the field's pattern. */
  mismatch?: Words;
  /** The words for each value of a choice. */
  choices?: Record<string, Words>;
  /** The line a folded item of a list shows, e.g. `{{fields.title.es}}` in Spanish. */
  summary?: Words;
  /** How the text is entered, where its type alone does not say. */
  input?: "lines" | "date" | "image";
  /**
   * An image's folder under content/images, where the editor uploads it; it
   * may name the entry being saved, "diary/{{slug}}".
   */
  folder?: string;
  /** Names an entry of another collection by its folder ("projects"): the editor offers them by title. */
  entryOf?: string;
  /** Rarely needed: folded away until the owner opens it. */
  rarelyNeeded?: boolean;
  /** A list the page draws a set number of: its items are edited, never added or removed. */
  fixed?: boolean;
  /** Shown but not changed: a value the page keys on. */
  readonly?: boolean;
  /**
   * What a new entry's field holds before the owner writes in it: a choice's
   * value, a yes or no, or for a date `"today"`, the day the entry is made in
   * Costa Rica.
   */
  initial?: string | boolean;
  /**
   * Left empty, the editor fills it in as the entry is saved
   * (cms/save-rules.ts), so the form does not ask for it; the build still
   * requires it in the file.
   */
  filledOnSave?: boolean;
}

// zod's `.meta()` takes these, typed, on every field.
declare module "zod" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an augmentation adds members by extending
  interface GlobalMeta extends EditorMeta {}
}

/** What the editor shows of a field, as declared on it. */
export function editorMeta(schema: z.ZodType): EditorMeta {
  return z.globalRegistry.get(schema) ?? {};
}

/** A text that must not be empty. `what` names it in the build's messages. */
export const text = (what = "this text") =>
  z
    .string({ error: `write ${what} (it is missing or not text)` })
    .trim()
    .min(1, { error: `${what} is empty` });

/** A text of one or more paragraphs: the editor gives it a box of several lines. */
export const lines = (what?: string) => text(what).meta({ input: "lines" });

/** A text that must have a shape; the editor refuses another with the rule's message. */
export const shaped = (rule: Rule, error: string) =>
  z.string({ error }).regex(rule.pattern, { error }).meta({ mismatch: rule.message });

/** The languages' own names, as the two boxes of a text in both languages are labelled. */
export const languageNames: Record<Locale, Words> = {
  en: { en: "English", es: "Inglés" },
  es: { en: "Spanish", es: "Español" },
};

function inEachLanguage<T extends z.ZodType>(box: (locale: Locale) => T) {
  return Object.fromEntries(
    locales.map((locale) => [locale, box(locale).meta({ label: languageNames[locale] })]),
  ) as Record<Locale, T>;
}

const inEveryLanguage = locales
  .map((locale) => `${languageNames[locale].en} (${locale}:)`)
  .join(" and ");

/**
 * The same text written in each language, in one file: `{ en, es }`; `max`
 * characters at most in each, where a page has room for only so much.
 */
export const localized = (what = "this text", options: { lines?: boolean; max?: number } = {}) =>
  z.strictObject(
    inEachLanguage((locale) => {
      const name = `the ${languageNames[locale].en} ${what}`;
      const box = options.max
        ? text(name).max(options.max, {
            error: `${name} is longer than ${options.max} characters: shorten it`,
          })
        : text(name);
      return options.lines ? box.meta({ input: "lines" }) : box;
    }),
    { error: `give ${what} in ${inEveryLanguage}` },
  );

/** A list of short texts in each language: `{ en: [...], es: [...] }`. */
export const localizedList = (what: string, singular: Words) =>
  z.strictObject(
    inEachLanguage((locale) =>
      z
        .array(text(`each ${languageNames[locale].en} ${what}`).meta({ label: singular }))
        .min(1, { error: `list at least one ${what}` })
        .meta({ singular }),
    ),
  );

/** A page's address. */
export const slug = z
  .string({ error: "write the page address (slug)" })
  .regex(slugRule.pattern, {
    error:
      "an address is lower-case letters a to z, digits and single hyphens, with no accents or spaces",
  })
  .meta({ mismatch: slugRule.message });

/** A calendar day, written 2024-12-19; the editor offers a date picker. */
export const day = z
  .string({ error: "write the date as YYYY-MM-DD" })
  .regex(dayRule.pattern, { error: "write the date as YYYY-MM-DD, e.g. 2024-12-19" })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    error: "this day does not exist in the calendar",
  })
  .meta({ input: "date", mismatch: dayRule.message });

/** Words written once per language, from what gives them in one. */
export const inEach = (write: (locale: Locale) => string): Words =>
  Object.fromEntries(locales.map((locale) => [locale, write(locale)])) as Words;

/** Words for each of a list of values, from what names one in a language. */
export const wordsFor = <T extends string>(
  values: readonly T[],
  name: (value: T, locale: Locale) => string,
): Record<T, Words> =>
  Object.fromEntries(
    values.map((value) => [value, inEach((locale) => name(value, locale))]),
  ) as Record<T, Words>;

/** One of a list of values, each named in the editor by `name`. */
export const choice = <const T extends readonly [string, ...string[]]>(
  values: T,
  what: string,
  name: (value: T[number], locale: Locale) => string,
) =>
  z
    .enum(values, { error: `${what} must be one of: ${values.join(", ")}` })
    .meta({ choices: wordsFor(values, name) });

/**
 * An image, named by its file in the repository as the editor writes it
 * ("/content/images/news/permit-process.jpg", or a phone's
 * "/content/images/news/IMG_4821.JPG"); the site knows it by its id, its path
 * under content/images without the extension, each part made an address
 * ("news/permit-process", "news/img-4821"): see imageIdOf. The editor uploads
 * it into `folder`.
 */
export const image = (folder: string) => {
  const error = `name the image by its file, e.g. /content/images/news/permit-process.jpg (${imageExtensions.join(", ")})`;
  return z
    .string({ error: "name the image by its file under /content/images/" })
    .regex(/^\/content\/images\/.+\.[A-Za-z]+$/, { error })
    .refine((file) => imageIdOf(file) !== null, { error })
    .transform((file) => imageIdOf(file)!)
    .meta({ input: "image", folder });
};

/**
 * The id of an image file under /content/images, whatever its name's case,
 * accents, spaces or underscores: "/content/images/news/Losa en Cóbano.JPG" is
 * "news/losa-en-cobano". Null if the path is not an image under that folder.
 * The image pipeline and the content check name files by the same rule.
 */
export function imageIdOf(file: string): string | null {
  let decoded = file;
  try {
    decoded = decodeURI(file);
  } catch {
    // A stray "%" is part of the name, not an escape.
  }
  const match = /^\/content\/images\/(.+)\.([A-Za-z]+)$/.exec(decoded.normalize("NFC"));
  if (!match || !(imageExtensions as readonly string[]).includes(match[2]!.toLowerCase()))
    return null;
  return imageIdFromPath(match[1]!);
}

/** "news/IMG_4821" -> "news/img-4821"; null when a part has no letter or digit. */
export function imageIdFromPath(relative: string): string | null {
  const parts = relative.split("/").map(slugify);
  return parts.length >= 2 && parts.every(Boolean) ? parts.join("/") : null;
}

/** A photo and what it shows, in each language, for people who cannot see it. */
export const photo = (folder: string, hint: Words) =>
  z.strictObject({
    image: image(folder).meta({ label: { en: "Photo", es: "Foto" }, hint }),
    alt: localized("description of the photo").meta({
      label: { en: "Description of the photo", es: "Descripción de la foto" },
    }),
  });

/** A whole number of square metres, more than 0. */
export const squareMetres = (what: string) =>
  z
    .int({ error: `write ${what} in whole square metres, digits only (e.g. 420)` })
    .positive({ error: `${what} must be more than 0 m²` });

/** A place's latitude and longitude, as the map links read them. */
export const coordinates = (what = "the place's") =>
  z.strictObject(
    {
      latitude: z
        .number({ error: "write the latitude as a number" })
        .min(-90)
        .max(90)
        .meta({ label: { en: "Latitude", es: "Latitud" } }),
      longitude: z
        .number({ error: "write the longitude as a number" })
        .min(-180)
        .max(180)
        .meta({ label: { en: "Longitude", es: "Longitud" } }),
    },
    { error: `give ${what} latitude and longitude` },
  );

/**
 * A fact the owner may not know yet (the registered name, the CFIA number):
 * empty until it is, and then shown. The site prints what is here, so a
 * stand-in such as "[Razón social]" or "3-101-XXXXXX" is refused. While it is
 * empty it is on the launch checklist (launch.ts), with what it `unlocks`.
 */
export const factToCome = (what: string, format?: { rule: Rule; example: string }) => {
  const fact = z
    .string({ error: `write ${what} as text, or leave it empty ("") until it is known` })
    .trim()
    .refine((value) => !isPlaceholder(value), {
      error: `${what} holds a placeholder; leave it empty ("") until the real one is known: the site shows nothing in its place until then`,
    });
  return (
    format
      ? fact
          .regex(format.rule.pattern, {
            error: `write ${what} like ${format.example}, or leave it empty ("") until it is known`,
          })
          .meta({ mismatch: format.rule.message })
      : fact
  )
    .meta({ toCome: true })
    .optional();
};

/**
 * A project or an article kept in the repository and left off the site,
 * every page, list, feed and the sitemap, until the mark is taken off
 * (decision 052). The file says `draft: true` only while it is one.
 */
export const draft = z
  .boolean({ error: "draft is true or false" })
  .optional()
  .meta({
    label: { en: "Draft", es: "Borrador" },
    hint: {
      en: "On: saved, but not on the site until you turn it off and save again. The Preview shows it as it will look.",
      es: "Encendido: queda guardado, pero no sale en el sitio hasta que lo apague y guarde de nuevo. La vista previa lo muestra como se verá.",
    },
    initial: false,
  });

/** A full web address. */
export const url = z.url({ error: "write a full web address starting with https://" });

/** The fixed items of a page (four features, six reasons): the key says which one each is. */
export const key = <K extends string>(words: Record<K, Words>) =>
  choice(Object.keys(words) as [K, ...K[]], "key", (value, locale) => words[value][locale]).meta({
    label: { en: "Which one", es: "Cuál es" },
    hint: {
      en: "Fixed: the page draws its icon and place from it.",
      es: "Fijo: la página dibuja su ícono y su lugar a partir de esto.",
    },
    readonly: true,
  });

/**
 * A field as its JSON Schema describes it, with what the editor shows of it:
 * the tree the editor's form (cms/fields.ts) and the build's image check
 * walk. zod writes it from the declaration (`z.toJSONSchema`), as the file is
 * written (before any transform).
 */
export interface FieldNode extends EditorMeta {
  type?: "string" | "number" | "integer" | "boolean" | "object" | "array" | "null";
  properties?: Record<string, FieldNode>;
  required?: string[];
  additionalProperties?: boolean | FieldNode;
  items?: FieldNode;
  minItems?: number;
  maxItems?: number;
  maxLength?: number;
  enum?: (string | number)[];
  const?: string | number | boolean;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  multipleOf?: number;
  oneOf?: FieldNode[];
  anyOf?: FieldNode[];
}

/** Every image a file names, as [field, image id], found by the declaration's image fields. */
export function imagesNamed(node: FieldNode, value: unknown, at = ""): [string, string][] {
  if (node.input === "image") return typeof value === "string" ? [[at, value]] : [];
  if (Array.isArray(value) && node.items)
    return value.flatMap((item, index) => imagesNamed(node.items!, item, `${at}[${index + 1}]`));
  if (!value || typeof value !== "object") return [];
  const found = new Map<string, string>();
  for (const branch of [node, ...(node.oneOf ?? []), ...(node.anyOf ?? [])]) {
    for (const [name, child] of Object.entries(branch.properties ?? {})) {
      if (!(name in value)) continue;
      const field = at ? `${at}.${name}` : name;
      for (const [where, id] of imagesNamed(child, (value as Record<string, unknown>)[name], field))
        found.set(where, id);
    }
  }
  return [...found];
}

const trees = new WeakMap<z.ZodType, FieldNode>();

/** The field tree of a declared schema. */
export function fieldTree(schema: z.ZodType): FieldNode {
  let tree = trees.get(schema);
  if (!tree) {
    tree = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as FieldNode;
    trees.set(schema, tree);
  }
  return tree;
}
