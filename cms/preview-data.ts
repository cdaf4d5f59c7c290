import type { z } from "zod";
import { articleView } from "~/content/news/view";
import { projectView, type ProjectFields } from "~/content/projects/view";
import { collections } from "~/content/collections";
import { imageIdOf } from "~/content/fields";
import { defaultLocale, locales, type Locale } from "~/i18n/locales";
import { describedPicture, sourceOfFile } from "~/lib/drawings";
import { withAlt, type ImageFile, type PictureImage } from "~/lib/images";
import { localize } from "~/lib/localize";

/*
 * What the editor's previews draw, made from an entry as the editor holds it
 * while the owner types, by the same functions the site's loaders call
 * (content/projects/view.ts, content/news/view.ts). Each field is read as
 * the build reads it, by the schema; one the schema refuses, because it is
 * not written yet or not finished, is left out, so a half-written entry
 * previews what it has.
 */

type Data = Record<string, unknown>;

/** An entry as the editor hands it to a preview: this pane's fields, the other languages' beside them. */
export interface EntryData {
  data: Data;
  i18n?: Partial<Record<Locale, { data?: Data }>>;
}

/** Where the preview finds a picture the content names. */
export interface Pictures {
  /** The site's own files for an image, once its build has made them. */
  built: (id: string) => ImageFile | undefined;
  /** The editor's copy of a file of the repository (a blob: address), once it has read it. */
  held: (path: string) => string | undefined;
}

const isData = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A text of the pane's language from a `{ en, es }` pair, or nothing yet. */
function textOf(value: unknown, locale: Locale): string {
  const text = isData(value) ? value[locale] : value;
  return typeof text === "string" ? text : "";
}

/**
 * The language a preview draws: the one the entry's other languages leave
 * out. (The preview frame's own `lang` keeps the language the frame was
 * first made for, when a computer's side-by-side panes change places.)
 */
export function paneLocale(entry: EntryData): Locale {
  const others = Object.keys(entry.i18n ?? {});
  return locales.find((locale) => !others.includes(locale)) ?? defaultLocale;
}

/**
 * A pane's fields: its language's own, and, in Spanish, those both languages
 * share, which only the English file holds. A field to translate that the
 * Spanish file lacks stays empty rather than showing the English text.
 */
export function paneData(entry: EntryData, locale: Locale, translated: readonly string[]): Data {
  if (locale === defaultLocale) return entry.data;
  const english = entry.i18n?.[defaultLocale]?.data ?? {};
  const own = (key: string) => translated.includes(key);
  return Object.fromEntries([
    ...Object.entries(english).filter(([key]) => !own(key)),
    ...Object.entries(entry.data).filter(([key]) => own(key)),
  ]);
}

/** Each field the schema accepts, as the build parses it; an object's fields one by one. */
export function acceptedFields(schema: z.ZodObject, data: Data): Data {
  return Object.fromEntries(
    Object.entries(schema.shape).flatMap(([key, field]): [string, unknown][] => {
      const value = data[key];
      const parsed = field.safeParse(value);
      if (parsed.success) return parsed.data === undefined ? [] : [[key, parsed.data]];
      const inner = field.def.type === "object" ? (field as z.ZodObject) : null;
      return inner && isData(value) ? [[key, acceptedFields(inner, value)]] : [];
    }),
  );
}

/**
 * A picture by what its field holds: the site's built image of that file, a
 * photo chosen but not saved yet (the editor holds it at a blob: address), or
 * the editor's copy of a file the site has not built yet.
 */
export function pictureOf(
  value: unknown,
  alt: string,
  pictures: Pictures,
): PictureImage | undefined {
  if (typeof value !== "string" || !value) return undefined;
  if (value.startsWith("blob:")) return { src: value, alt };
  const id = imageIdOf(value);
  const built = id ? pictures.built(id) : undefined;
  if (built) return withAlt(built, alt);
  const held = pictures.held(value);
  return held ? { src: held, alt } : undefined;
}

/** The fields the Spanish file holds, the text below its front matter included. */
const translatedKeys = (schema: z.ZodObject) => [...Object.keys(schema.shape), "body"];
const { projects, news } = collections;
const projectTranslated = translatedKeys(projects.es);
const articleTranslated = translatedKeys(news.es);

/**
 * A picture of a project's gallery or comparison, with its description in
 * the pane's language, said to be a design view while the file it names is
 * a drawing, as the site says it (lib/drawings.ts).
 */
function photoOf(value: unknown, locale: Locale, pictures: Pictures) {
  if (!isData(value) || typeof value.image !== "string") return undefined;
  const picture = pictureOf(value.image, textOf(value.alt, locale), pictures);
  return picture && describedPicture(picture, sourceOfFile(value.image), locale);
}

/** A project's detail in the pane's language, as its dialog on the site draws it. */
export function projectPreview(entry: EntryData, locale: Locale, pictures: Pictures) {
  const data = paneData(entry, locale, projectTranslated);
  const accepted = acceptedFields(projects.en, data) as Partial<z.output<typeof projects.en>>;
  // The walkthrough's player is the site's alone: the preview shows the rest.
  const { gallery, beforeAfter, walkthrough, ...fields } = localize(accepted, locale);
  const photos = Array.isArray(data.gallery) ? data.gallery : [];
  const pair = isData(data.beforeAfter) ? data.beforeAfter : {};
  const before = photoOf(pair.before, locale, pictures);
  const after = photoOf(pair.after, locale, pictures);
  const project: ProjectFields = {
    ...fields,
    body: textOf(data.body, locale),
    cover: photoOf(photos[0], locale, pictures),
    beforeAfter: before && after ? { before, after } : undefined,
  };
  return projectView(project, locale);
}

/** An article in the pane's language, as its page on the site draws it. */
export function articlePreview(entry: EntryData, locale: Locale, pictures: Pictures) {
  const data = paneData(entry, locale, articleTranslated);
  const accepted = acceptedFields(news.en, data) as Partial<z.output<typeof news.en>>;
  const { image, imageAlt, ...fields } = localize(accepted, locale);
  return articleView(
    {
      ...fields,
      body: textOf(data.body, locale),
      image: pictureOf(data.image, textOf(data.imageAlt, locale), pictures),
    },
    locale,
  );
}
