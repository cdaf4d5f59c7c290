import { localeTags, type Locale } from "../i18n/locales";
import { translate } from "../i18n/translate";

/*
 * A picture on the site is a photograph of the company's work, or one of the
 * drawings that stand in for photographs until the company has them
 * (decision 004). The site never calls a drawing a photo, and wherever a
 * visitor meets one (a project's card and cover, its gallery and viewer, its
 * before and after, a build diary), its words say that it is a design view
 * (decision 086). Which a picture is comes from its files alone, by the image
 * pipeline's rule, so replacing a drawing with a photo (README, "Replace a
 * picture with a photo") changes the words with no code edit. The loaders
 * and the editor's preview write the words; the components show them.
 */

/** What a picture is made from: a photograph, or a drawing standing in for one. */
export type PictureSource = "photo" | "drawing";

/** What one source file is, by its extension: an SVG is a drawing, any other format a photo. */
export function sourceOfFile(file: string): PictureSource {
  return /\.svg$/i.test(file) ? "drawing" : "photo";
}

/**
 * What an image is, from the files that give it: a photo wins over a drawing
 * of the same name, as the image pipeline chooses its source
 * (scripts/images/pipeline.ts, `chooseSource`).
 */
export function sourceOfFiles(files: readonly string[]): PictureSource {
  return files.some((file) => sourceOfFile(file) === "photo") ? "photo" : "drawing";
}

// A type, not an interface: `translate` reads it as a dictionary.
type DrawingWords = {
  /** What a drawing is called, before its description and on its tag. */
  label: string;
  photo: string;
  photos: string;
  drawing: string;
  drawings: string;
  /** A gallery of drawings only: "{drawings}, not photographs". */
  onlyDrawings: string;
  /** A gallery of both: "{photos} and {drawings}". */
  both: string;
  /** A gallery's thumbnail, as a screen reader names it. */
  photoOf: string;
  drawingOf: string;
  /** A diary picture left without its line: by its place and day. */
  photoOfDay: string;
  drawingOfDay: string;
  /** Under a before and after with a drawing in it. */
  pairBoth: string;
  pairBefore: string;
  pairAfter: string;
  /** Under a diary entry with a drawing among its pictures. */
  entryOne: string;
  entryAll: string;
  entrySomeOne: string;
  entrySome: string;
};

export const drawingWords: Record<Locale, DrawingWords> = {
  en: {
    label: "Design view",
    photo: "{n} photo",
    photos: "{n} photos",
    drawing: "{n} design view",
    drawings: "{n} design views",
    onlyDrawings: "{drawings}, not photographs",
    both: "{photos} and {drawings}",
    photoOf: "Photo {n} of {total}: {alt}",
    drawingOf: "Design view {n} of {total}: {alt}",
    photoOfDay: "Photo {n}, {date}",
    drawingOfDay: "Design view {n}, {date}",
    pairBoth: "Both pictures are design views, not photographs.",
    pairBefore: "The picture before the work is a design view, not a photograph.",
    pairAfter: "The picture after the work is a design view, not a photograph.",
    entryOne: "The picture is a design view, not a photograph of the work.",
    entryAll: "The pictures are design views, not photographs of the work.",
    entrySomeOne: "Picture {list} is a design view, not a photograph of the work.",
    entrySome: "Pictures {list} are design views, not photographs of the work.",
  },
  es: {
    label: "Vista de diseño",
    photo: "{n} foto",
    photos: "{n} fotos",
    drawing: "{n} vista de diseño",
    drawings: "{n} vistas de diseño",
    onlyDrawings: "{drawings}, no fotografías",
    both: "{photos} y {drawings}",
    photoOf: "Foto {n} de {total}: {alt}",
    drawingOf: "Vista de diseño {n} de {total}: {alt}",
    photoOfDay: "Foto {n}, {date}",
    drawingOfDay: "Vista de diseño {n}, {date}",
    pairBoth: "Las dos imágenes son vistas de diseño, no fotografías.",
    pairBefore: "La imagen del antes es una vista de diseño, no una fotografía.",
    pairAfter: "La imagen del después es una vista de diseño, no una fotografía.",
    entryOne: "La imagen es una vista de diseño, no una fotografía de la obra.",
    entryAll: "Las imágenes son vistas de diseño, no fotografías de la obra.",
    entrySomeOne: "La imagen {list} es una vista de diseño, no una fotografía de la obra.",
    entrySome: "Las imágenes {list} son vistas de diseño, no fotografías de la obra.",
  },
};

const say = (locale: Locale, key: keyof DrawingWords, values?: Record<string, string | number>) =>
  translate(drawingWords[locale], key, values);

/** Whether a description starts by calling its picture a design view, in its language. */
function saysDrawn(alt: string, locale: Locale): boolean {
  const lower = (text: string) => text.toLocaleLowerCase(localeTags[locale]);
  return lower(alt.trim()).startsWith(lower(drawingWords[locale].label));
}

/**
 * What a picture is, as its words say it: a drawing when its file is one,
 * and also when its description starts with "Design view" ("Vista de
 * diseño"), as the owner writes it for a rendering saved as a photo.
 */
export function pictureSource(file: PictureSource, alt: string, locale: Locale): PictureSource {
  return file === "drawing" || saysDrawn(alt, locale) ? "drawing" : "photo";
}

/**
 * A picture's text alternative: its description, after "Design view:" while
 * it is a drawing (unless the description already starts so); a photo's as
 * it is written. An empty one (a decorative picture) stays empty.
 */
export function pictureAlt(alt: string, source: PictureSource, locale: Locale): string {
  if (source === "photo" || !alt.trim() || saysDrawn(alt, locale)) return alt;
  return `${drawingWords[locale].label}: ${alt}`;
}

/** What a page shows of a drawing beside its picture: the words of its tag. */
export interface Drawn {
  /** Where the picture is a drawing, what its tag says ("Design view"); absent for a photo. */
  drawnLabel?: string;
}

/**
 * A picture as a page shows it, from what its file is: its alt text said in
 * full, and its tag while it is a drawing (`pictureSource`).
 */
export function describedPicture<T extends { alt: string; drawnLabel?: string }>(
  image: T,
  file: PictureSource,
  locale: Locale,
): T {
  const { drawnLabel: _, ...picture } = image;
  const source = pictureSource(file, image.alt, locale);
  const alt = pictureAlt(image.alt, source, locale);
  return (
    source === "drawing"
      ? { ...picture, alt, drawnLabel: drawingWords[locale].label }
      : { ...picture, alt }
  ) as T;
}

/** Whether a picture as a page shows it is a drawing. */
export const isDrawn = (image: { alt: string } & Drawn): boolean => image.drawnLabel !== undefined;

function counted(locale: Locale, n: number, one: "photo" | "drawing") {
  return say(locale, n === 1 ? one : (`${one}s` as "photos" | "drawings"), { n });
}

/**
 * How many pictures a gallery has, saying which are drawings: "10 photos",
 * "10 design views, not photographs", "6 photos and 4 design views".
 */
export function pictureCount(sources: readonly PictureSource[], locale: Locale): string {
  const drawn = sources.filter((source) => source === "drawing").length;
  const photos = sources.length - drawn;
  if (drawn === 0) return counted(locale, photos, "photo");
  const drawings = counted(locale, drawn, "drawing");
  if (photos === 0) return say(locale, "onlyDrawings", { drawings });
  return say(locale, "both", { photos: counted(locale, photos, "photo"), drawings });
}

/** A gallery's thumbnail, as a screen reader names it: "Design view 3 of 10: …". */
export function thumbnailLabel(
  picture: { alt: string; source: PictureSource },
  n: number,
  total: number,
  locale: Locale,
): string {
  return say(locale, picture.source === "photo" ? "photoOf" : "drawingOf", {
    n,
    total,
    alt: picture.alt,
  });
}

/** A diary picture left without its line, named by its place and its day. */
export function pictureOfDay(
  source: PictureSource,
  n: number,
  date: string,
  locale: Locale,
): string {
  return say(locale, source === "photo" ? "photoOfDay" : "drawingOfDay", { n, date });
}

/** The line under a before and after with a drawing in it; undefined when both are photos. */
export function pairNote(
  pair: { before: PictureSource; after: PictureSource },
  locale: Locale,
): string | undefined {
  const before = pair.before === "drawing";
  const after = pair.after === "drawing";
  if (before && after) return say(locale, "pairBoth");
  if (before) return say(locale, "pairBefore");
  if (after) return say(locale, "pairAfter");
  return undefined;
}

/**
 * The line under a diary entry with a drawing among its pictures, naming
 * them by their place when some are photos; undefined when all are photos.
 */
export function entryNote(sources: readonly PictureSource[], locale: Locale): string | undefined {
  const drawn = sources.flatMap((source, index) => (source === "drawing" ? [index + 1] : []));
  if (drawn.length === 0) return undefined;
  if (drawn.length === sources.length)
    return say(locale, sources.length === 1 ? "entryOne" : "entryAll");
  const list = new Intl.ListFormat(localeTags[locale], { type: "conjunction" }).format(
    drawn.map(String),
  );
  return say(locale, drawn.length === 1 ? "entrySomeOne" : "entrySome", { list });
}
