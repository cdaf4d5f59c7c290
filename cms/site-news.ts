import type { BuildRecord } from "../app/build-record";
import type { ChangedPart } from "../app/content/changes";
import { collections } from "../app/content/collections";
import { languageNames } from "../app/content/fields";
import { contentPart, type FieldProblem } from "../app/content/files";
import { isLocale, type Locale } from "../app/i18n/locales";
import { formatShortDay, siteTimeZone } from "../app/lib/format-date";

/**
 * What the editor tells the owner about the site, in the editor's language
 * (decision 053): what is live, what is on its way, and what the build
 * refused and why, naming entries by their titles and fields by their
 * labels, both as the editor's configuration in that language gives them
 * (cms/config.ts). Pure: cms/site-status.ts gathers the facts and draws the
 * line.
 */

/** The changes saved after the build that is live. */
export interface Pending {
  /** When the newest of them was saved, as an ISO 8601 instant. */
  savedAt: string;
  /** The entries and pages they changed. */
  parts: ChangedPart[];
  /** What the site's own rules refuse in their files: the build will refuse it too. */
  problems: FieldProblem[];
  /** The host reported that building the newest of them failed. */
  failed: boolean;
}

/** What the line says, as data. */
export type SiteNews =
  | { state: "published"; record: BuildRecord }
  | { state: "on-its-way"; pending: Pending; slow: boolean }
  | { state: "refused"; pending: Pending }
  | { state: "failed"; pending: Pending }
  | { state: "live"; parts: ChangedPart[] }
  | { state: "incomplete"; parts: ChangedPart[]; problems: FieldProblem[] };

/** After this long, a change not yet live is said to be late: a build takes a few minutes. */
export const slowAfterMs = 20 * 60 * 1000;

/**
 * What to say. A change on its way outranks what is live; among changes on
 * their way, a refusal (the site's rules, or the host's report) outranks the
 * wait. Parts that went live while the editor was open are said to be live
 * until a new change is saved.
 */
export function siteNews(facts: {
  record: BuildRecord;
  pending?: Pending;
  wentLive?: ChangedPart[];
  now: Date;
}): SiteNews {
  const { record, pending, wentLive, now } = facts;
  if (pending) {
    if (pending.problems.length > 0) return { state: "refused", pending };
    if (pending.failed) return { state: "failed", pending };
    const slow = now.getTime() - Date.parse(pending.savedAt) > slowAfterMs;
    return { state: "on-its-way", pending, slow };
  }
  if (wentLive && wentLive.length > 0) return { state: "live", parts: wentLive };
  return { state: "published", record };
}

// Words --------------------------------------------------------------------

/** How the editor's configuration labels fields; only what naming needs. */
export interface LabelledField {
  name: string;
  label?: string;
  fields?: LabelledField[];
  field?: LabelledField;
  i18n?: boolean | string;
  /** A list that is the whole file (the FAQ, the testimonials). */
  root?: boolean;
}

export interface LabelledCollection {
  name: string;
  label?: string;
  label_singular?: string;
  fields?: LabelledField[];
  files?: { name: string; label?: string; file: string; fields: LabelledField[] }[];
}

/** A language's name inside a sentence: "(Spanish)", "(español)". */
const languageName = (language: Locale, locale: Locale) =>
  locale === "es" ? languageNames[language][locale].toLowerCase() : languageNames[language][locale];

const quote = (text: string, locale: Locale) => (locale === "es" ? `«${text}»` : `“${text}”`);

/** The form of a file that is not an entry (a record, a page's text), as the editor lists it. */
function fileForm(key: string, form: LabelledCollection[]) {
  return form.flatMap((collection) => collection.files ?? []).find((file) => file.name === key);
}

/** A file's name in the editor's lists: "Datos de la empresa". */
export const fileLabel = (key: string, form: LabelledCollection[]) => fileForm(key, form)?.label;

/** One entry of a collection as the editor names it: "artículo", "article", "avance". */
function entryNoun(kind: ChangedPart["kind"], locale: Locale, form: LabelledCollection[]): string {
  const name = Object.entries(collections).find(([, collection]) =>
    kind === "diary"
      ? collection.kind === "notes"
      : collection.kind === "entries" && collection.page === kind,
  )?.[0];
  const singular = form.find((collection) => collection.name === name)?.label_singular ?? kind;
  return locale === "es" ? singular : singular.toLowerCase();
}

/** An entry or page as the owner knows it: the article “Title”, el artículo «Título». */
export function partName(part: ChangedPart, locale: Locale, form: LabelledCollection[]): string {
  if (part.kind === "page") return quote(fileLabel(part.key, form) ?? part.key, locale);
  // Every collection's singular is a masculine noun in Spanish (cms/config.ts).
  const article = locale === "es" ? "el" : "the";
  const noun = entryNoun(part.kind, locale, form);
  const title = quote(part.title[locale], locale);
  // A diary entry by its day, then its project, so a line cut short on a
  // phone still tells the entries apart: el avance del 20 nov de «Casa Horizonte».
  if (part.kind === "diary") {
    const of = locale === "es" ? "de" : "for";
    if (!part.date) return `${article} ${noun} ${of} ${title}`;
    const day = formatShortDay(part.date, locale, { year: false });
    return locale === "es"
      ? `el ${noun} del ${day} ${of} ${title}`
      : `the ${noun} of ${day} ${of} ${title}`;
  }
  return `${article} ${noun} ${title}`;
}

/** Several parts: "the article “A” and the project “B”", "“A” and 2 more". */
export function partsName(
  parts: ChangedPart[],
  locale: Locale,
  form: LabelledCollection[],
): string {
  const names = parts.map((part) => partName(part, locale, form));
  const and = locale === "es" ? "y" : "and";
  if (names.length === 0)
    return locale === "es" ? "una actualización técnica" : "a technical update";
  if (names.length <= 2) return names.join(` ${and} `);
  const more = names.length - 1;
  return `${names[0]} ${and} ${locale === "es" ? `${more} cambios más` : `${more} more changes`}`;
}

/** The fields a problem's file is checked by, and whether the file holds one language of an entry. */
function fieldsOfFile(
  file: string,
  form: LabelledCollection[],
): { fields: LabelledField[]; language?: Locale; translatedOnly: boolean } | undefined {
  const part = contentPart(file);
  if (!part || part.kind === "image") return undefined;
  if (part.kind === "entry") {
    const fields = form.find((c) => c.name === part.collection)?.fields;
    return fields
      ? { fields, language: part.locale, translatedOnly: part.locale !== "en" }
      : undefined;
  }
  if (part.kind === "note") {
    const fields = form.find((c) => c.name === part.collection)?.fields;
    return fields ? { fields, translatedOnly: false } : undefined;
  }
  const found = fileForm(part.collection, form);
  if (!found) return undefined;
  const root = found.fields.find((field) => field.root);
  if (root) return { fields: root.fields ?? [], translatedOnly: false };
  return part.locale
    ? { fields: found.fields, language: part.locale, translatedOnly: true }
    : { fields: found.fields, translatedOnly: false };
}

/** A field's label in a collection's form or a file's: `fieldLabel(form, "news", ["imageAlt"])`. */
export function fieldLabel(
  form: LabelledCollection[],
  collection: string,
  path: readonly string[],
): string | undefined {
  let fields =
    form.find((c) => c.name === collection)?.fields ?? fileForm(collection, form)?.fields;
  let label: string | undefined;
  for (const name of path) {
    const field = fields?.find((candidate) => candidate.name === name);
    if (!field) return undefined;
    label = field.label ?? field.name;
    fields = field.fields ?? field.field?.fields;
  }
  return label;
}

/**
 * The field a problem is about, as the form labels it, and its language
 * where it has one: "Excerpt" (Spanish), "Description of the image"
 * (English), "Category". A text written in both languages in one file is
 * its two boxes, named by the language.
 */
export function fieldName(
  problem: FieldProblem,
  locale: Locale,
  form: LabelledCollection[],
): string | undefined {
  const file = fieldsOfFile(problem.file, form);
  if (!file) return undefined;
  const path = problem.code === "body" ? ["body"] : problem.field;
  let fields: LabelledField[] | undefined = file.fields;
  let label: string | undefined;
  let language: Locale | undefined;
  let translated = false;
  for (const segment of path) {
    if (typeof segment === "number") continue;
    if (isLocale(segment) && label !== undefined) {
      language = segment;
      break;
    }
    const field: LabelledField | undefined = fields?.find(
      (candidate) => candidate.name === segment,
    );
    if (!field) break;
    if (label === undefined) translated = field.i18n === true;
    label = field.label ?? field.name;
    fields = field.fields ?? field.field?.fields;
  }
  if (label === undefined) return undefined;
  // In an entry, a field of the English file is shared by both languages unless it is translated.
  const said = language ?? (file.translatedOnly || translated ? file.language : undefined);
  return said ? `${quote(label, locale)} (${languageName(said, locale)})` : quote(label, locale);
}

/** What is wrong with a field, in a few plain words. */
function whatIsWrong(problem: FieldProblem, locale: Locale): string {
  const es = locale === "es";
  switch (problem.code) {
    case "body":
      return es ? "está vacío" : "is empty";
    case "invalid_type":
      return es ? "falta" : "is missing";
    case "too_small":
      if (problem.origin === "string") return es ? "está vacío" : "is empty";
      if (problem.origin === "array")
        return es ? "tiene menos elementos de los necesarios" : "has fewer items than it needs";
      return es ? "es menor de lo permitido" : "is below what is allowed";
    case "too_big":
      return es ? "pasa de lo permitido" : "is above what is allowed";
    case "invalid_value":
      return es ? "no es una de las opciones permitidas" : "is not one of the allowed choices";
    case "invalid_format":
      return es
        ? "no está escrito en la forma que el sitio pide"
        : "is not written the way the site asks";
    case "unrecognized_keys":
      return es ? "tiene un campo que el sitio no conoce" : "has a field the site does not know";
    case "unreadable":
      return es ? "no se puede leer" : "cannot be read";
    default:
      return es ? "no es válido" : "is not valid";
  }
}

/** One problem, in a sentence's words: "the field “Excerpt” (Spanish) is empty". */
export function problemWords(
  problem: FieldProblem,
  locale: Locale,
  form: LabelledCollection[],
): string {
  const field = fieldName(problem, locale, form);
  const wrong = whatIsWrong(problem, locale);
  if (locale === "es")
    return field ? `el campo ${field} ${wrong}` : `el archivo ${problem.file} ${wrong}`;
  return field ? `the field ${field} ${wrong}` : `the file ${problem.file} ${wrong}`;
}

/** The part a problem's file belongs to, among the parts changed. */
function partOf(problem: FieldProblem, parts: ChangedPart[]): ChangedPart | undefined {
  const part = contentPart(problem.file);
  if (!part || part.kind === "image") return undefined;
  if (part.kind === "entry")
    return parts.find((p) => (p.kind === "project" || p.kind === "article") && p.key === part.key);
  if (part.kind === "note") return parts.find((p) => p.kind === "diary" && p.key === part.key);
  return parts.find((p) => p.kind === "page" && p.key === part.collection);
}

/** A time and a day at Costa Rica's clock: "19:05", "26 nov". */
export function siteClock(instant: string, locale: Locale, timeZone = siteTimeZone) {
  const at = new Date(instant);
  const tag = locale === "es" ? "es-CR" : "en-GB";
  const day = new Intl.DateTimeFormat(tag, { day: "numeric", month: "short", timeZone })
    .format(at)
    .replace(/\.$/, "");
  const time = new Intl.DateTimeFormat(tag, {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  }).format(at);
  return { day, time };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A link the line offers: a part's page in one language. */
export interface NewsLink {
  label: string;
  href: string;
  lang: Locale;
}

/** What the line shows: its words, its links, and whether it is a warning to read whole. */
export interface NewsLine {
  text: string;
  links: NewsLink[];
  tone: "status" | "alert";
}

/** An article or a diary entry dated after today waits for its day. */
const waiting = (part: ChangedPart, today: string) =>
  (part.kind === "article" || part.kind === "diary") &&
  part.date !== undefined &&
  part.date > today;

/** The day it is in Costa Rica, as the content writes days: 2026-11-26. */
export function siteDay(now: Date, timeZone = siteTimeZone): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone }).format(now);
}

/** The line in the editor's language. */
export function newsLine(
  news: SiteNews,
  locale: Locale,
  form: LabelledCollection[],
  now: Date,
): NewsLine {
  const es = locale === "es";
  const names = (parts: ChangedPart[]) => partsName(parts, locale, form);
  switch (news.state) {
    case "published": {
      const { builtAt, commit } = news.record;
      const { day, time } = siteClock(builtAt, locale);
      const when = es
        ? `Última publicación: ${day}, ${time} (hora de Costa Rica)`
        : `Last published: ${day}, ${time} (Costa Rica time)`;
      const changes = commit?.changes;
      return { text: changes ? `${when} · ${names(changes)}` : when, links: [], tone: "status" };
    }
    case "on-its-way": {
      const { time } = siteClock(news.pending.savedAt, locale);
      const what = names(news.pending.parts);
      if (news.slow) {
        return {
          text: es
            ? `${capitalize(what)} se guardó a las ${time} y aún no está en el sitio: la publicación está tardando más de lo normal. El sitio sigue como estaba.`
            : `${capitalize(what)}, saved at ${time}, is not on the site yet: publishing is taking longer than usual. The site is as it was.`,
          links: [],
          tone: "alert",
        };
      }
      return {
        text: es
          ? `En camino al sitio: ${what} (se guardó a las ${time}). Suele tardar unos minutos.`
          : `On its way to the site: ${what}, saved at ${time}. It usually takes a few minutes.`,
        links: [],
        tone: "status",
      };
    }
    case "refused": {
      const [first, ...others] = news.pending.problems;
      const part = partOf(first!, news.pending.parts);
      const what = part ? partName(part, locale, form) : names(news.pending.parts);
      const more = others.length
        ? es
          ? ` (y ${others.length} ${others.length === 1 ? "problema" : "problemas"} más)`
          : ` (and ${others.length} more ${others.length === 1 ? "problem" : "problems"})`
        : "";
      const problem = problemWords(first!, locale, form);
      return {
        text: es
          ? `${capitalize(what)} no se publicó: ${problem}${more}. Corríjalo y guarde de nuevo. El sitio sigue como estaba.`
          : `${capitalize(what)} was not published: ${problem}${more}. Correct it and save again. The site stayed as it was.`,
        links: [],
        tone: "alert",
      };
    }
    case "failed": {
      const what = names(news.pending.parts);
      return {
        text: es
          ? `${capitalize(what)} no se publicó: la construcción del sitio falló. El sitio sigue como estaba; el correo de Netlify dice por qué.`
          : `${capitalize(what)} was not published: the site's build failed. The site stayed as it was; Netlify's e-mail says why.`,
        links: [],
        tone: "alert",
      };
    }
    case "incomplete": {
      const what = names(news.parts);
      const [first, ...others] = news.problems;
      const missing = [first!, ...others.slice(0, 1)].map((problem) =>
        problemWords(problem, locale, form),
      );
      const more =
        others.length > 1
          ? es
            ? ` y ${others.length - 1} más`
            : ` and ${others.length - 1} more`
          : "";
      return {
        text: es
          ? `${capitalize(what)} se guardó como borrador. Antes de publicarlo: ${missing.join("; ")}${more}.`
          : `${capitalize(what)} is saved as a draft. Before it can be published: ${missing.join("; ")}${more}.`,
        links: [],
        tone: "alert",
      };
    }
    case "live": {
      const today = siteDay(now);
      const [first] = news.parts;
      const what = names(news.parts);
      if (first && (first.kind === "project" || first.kind === "article") && first.draft) {
        return {
          text: es
            ? `${capitalize(what)} se guardó como borrador: no está en el sitio hasta que quite la marca.`
            : `${capitalize(what)} is saved as a draft: it is not on the site until you take the mark off.`,
          links: [],
          tone: "status",
        };
      }
      if (first && waiting(first, today) && (first.kind === "article" || first.kind === "diary")) {
        const { day } = siteClock(`${first.date}T12:00:00Z`, locale);
        return {
          text: es
            ? `${capitalize(what)} se publicará el ${day}.`
            : `${capitalize(what)} will be published on ${day}.`,
          links: [],
          tone: "status",
        };
      }
      const order: Locale[] = es ? ["es", "en"] : ["en", "es"];
      return {
        text: es
          ? `${capitalize(what)} ya está en el sitio:`
          : `${capitalize(what)} is on the site:`,
        links: first
          ? order.map((lang) => ({
              lang,
              href: first.path[lang],
              label: es
                ? `ver en ${languageName(lang, locale)}`
                : `view in ${languageName(lang, locale)}`,
            }))
          : [],
        tone: "status",
      };
    }
  }
}
