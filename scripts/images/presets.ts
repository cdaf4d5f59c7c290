import { sourceOfFile, type PictureSource } from "../../app/lib/drawings";
import type { ImageFormat } from "../../app/lib/images";

/**
 * What a rendition is for, which sets how much it may weigh (`budgets`): a
 * page's hero or a full-bleed panel; a card or a section's picture (and the
 * article reader's); a project's photo in its dialog and the viewer; a small
 * tile of the gallery or the project list; the base of a link preview.
 */
export type ImageRole = "hero" | "card" | "gallery" | "thumbnail" | "preview";

/**
 * The widths each use of an image needs. The group is the first folder of the
 * image's id ("hero", "projects", ...). Widths stop at the source's own width.
 */
export interface Preset {
  /** What its renditions are for; widths up to `thumbnailsUpTo` are thumbnails. */
  role: ImageRole;
  thumbnailsUpTo?: number;
  widths: number[];
  /** A portrait crop for phones (width / height), for images that fill a tall screen. */
  portrait?: { aspect: number; widths: number[] };
  /**
   * False for images never drawn over their blurred preview: the manifest then
   * carries no placeholder, whose bytes every page importing it would ship.
   */
  placeholder?: false;
}

export const presets: Record<string, Preset> = {
  // Full-bleed page heroes: up to 1920 on desktop, a portrait crop on phones,
  // at the device widths phones draw 100vw at: 375-414 CSS px at DPR 2 (750,
  // 828) and 360-430 at DPR 3 (1080, 1179). The emulated phone of Lighthouse's
  // mobile run (412 px at DPR 1.75, 721 device px) takes 750.
  // Drawn on the hero's dark gradient, not over a preview (PageHero).
  hero: {
    role: "hero",
    widths: [640, 960, 1280, 1920],
    portrait: { aspect: 3 / 4, widths: [480, 750, 828, 1080, 1179] },
    placeholder: false,
  },
  // The contact panel's background: wide, below the fold.
  contact: { role: "hero", widths: [640, 960, 1280, 1920] },
  // Home service sections: half the page at most.
  services: { role: "card", widths: [480, 800, 1200] },
  // Cards, gallery thumbnails, the project dialog and the full-screen viewer.
  // The dialog draws its cover at calc(100vw - 24px): 366 CSS px on a 390 px
  // phone, 732 device px at DPR 2 (750) and 1098 at DPR 3 (1120). The 480s
  // are the gallery's tiles and the list's cards on a wide screen.
  projects: { role: "gallery", thumbnailsUpTo: 480, widths: [480, 750, 960, 1120, 1600] },
  // Build diary photos: three to a row in a project's dialog (about 95 CSS
  // px on a phone, 200 on a desktop: the 320s and 480s are those tiles), the
  // width of the text on an entry's page (349 CSS px on a 390 px phone: 750
  // at DPR 2, 1120 at DPR 3). Drawn over the ground of their frame, never
  // over a blurred preview.
  diary: {
    role: "gallery",
    thumbnailsUpTo: 480,
    widths: [320, 480, 750, 960, 1120, 1600],
    placeholder: false,
  },
  // News cards and the article reader.
  news: { role: "card", widths: [480, 800, 1200] },
  // The base of link previews, never drawn in a page.
  og: { role: "preview", widths: [1200], placeholder: false },
};

export const defaultPreset: Preset = { role: "card", widths: [480, 960, 1600] };

/**
 * The longest side a photo is kept at in the repository: the editor reduces
 * a larger one to it before committing it (cms/config.ts), and the pipeline
 * makes every rendition from that file. It covers every preset from a 4:3
 * landscape photo (a hero's 1179 px portrait crop needs 2096) and every
 * preset but the wide heroes from a 3:4 portrait one (1600 px wide is 2134
 * tall), with room for a crop (decision 080).
 */
export const keptLongSide = 2400;

export function presetFor(id: string): Preset {
  return presets[id.split("/")[0] ?? ""] ?? defaultPreset;
}

/**
 * A drawing is an SVG source (flat colour and hard edges, where low quality
 * shows as banding); a photo is a JPEG, PNG or WebP (fine texture that hides
 * compression, and far more bytes at the same settings). The site's words
 * read the same rule (app/lib/drawings.ts): a drawing is never called a photo.
 */
export type ImageKind = PictureSource;

export function kindOf(sourceFile: string): ImageKind {
  return sourceOfFile(sourceFile);
}

export interface Encoding {
  avif: { quality: number; effort: number };
  webp: { quality: number; effort: number };
  jpg: { quality: number; mozjpeg: boolean };
  placeholder: { width: number; quality: number };
}

/**
 * Quality settings per kind; part of every output's cache key, so changing
 * them re-encodes. Measured on a 5312 x 2988 photograph and the home hero's
 * drawing at the 828 px portrait crop (decision 035). Each quality is the
 * most a rendition gets: one that would weigh more than its budget is
 * encoded lower (`budgets`).
 */
export const encodings: Record<ImageKind, Encoding> = {
  drawing: {
    avif: { quality: 52, effort: 2 },
    webp: { quality: 74, effort: 4 },
    jpg: { quality: 78, mozjpeg: true },
    placeholder: { width: 24, quality: 40 },
  },
  photo: {
    avif: { quality: 45, effort: 2 },
    webp: { quality: 65, effort: 4 },
    jpg: { quality: 70, mozjpeg: true },
    placeholder: { width: 24, quality: 40 },
  },
};

export function encodingFor(kind: ImageKind): Encoding {
  return encodings[kind];
}

/** The role of a preset's rendition `width` px wide. */
export function roleOf(preset: Preset, width: number): ImageRole {
  return preset.thumbnailsUpTo !== undefined && width <= preset.thumbnailsUpTo
    ? "thumbnail"
    : preset.role;
}

/**
 * How much a rendition may weigh, whatever the photograph (decision 055).
 * Part of every output's cache key, like `encodings`.
 *
 * - `avifPerMegapixel`: the AVIF of a one-megapixel rendition, in KB, by
 *   role. A rendition of `p` megapixels gets that times `p ** scaling`: a
 *   larger rendition of the same photo needs fewer bytes a pixel. Pixels
 *   below a 3:4 portrait's height do not count, so a tall phone photo earns
 *   no more than the hero's crop. The hero's 750 px crop, which Lighthouse's
 *   phone takes, gets 34.5 KB: it arrives in the round trip after the fonts,
 *   and the largest paint stays within 1.5 s.
 * - `formats`: WebP and JPEG need more bytes than AVIF for the same look
 *   (1.3–1.4 and 1.7–1.8 times, measured on bench/photos at the photos'
 *   qualities), and get that much more.
 * - `floor`: the least structural similarity (ssim.ts) a rendition may keep
 *   of the pixels it was encoded from. Lowering the quality to fit the
 *   budget stops there; a photograph that cannot fit above it keeps the
 *   floor and the build says so.
 * - `lowest`: the lowest quality the search tries, by format, and `rungs`
 *   the points between the qualities it tries (fit-quality.ts).
 */
export const budgets = {
  avifPerMegapixel: { hero: 44, card: 44, gallery: 44, thumbnail: 38, preview: 60 },
  scaling: 0.85,
  tallest: 4 / 3,
  formats: { avif: 1, webp: 1.4, jpg: 1.8 },
  floor: 0.8,
  lowest: { avif: 20, webp: 10, jpg: 20 },
  rungs: { avif: 3, webp: 5, jpg: 5 },
} as const satisfies {
  avifPerMegapixel: Record<ImageRole, number>;
  scaling: number;
  tallest: number;
  formats: Record<ImageFormat, number>;
  floor: number;
  lowest: Record<ImageFormat, number>;
  rungs: Record<ImageFormat, number>;
};

/** The most a rendition of `role`, `width` × `height` px, may weigh as `format`, in bytes. */
export function budgetFor(role: ImageRole, format: ImageFormat, width: number, height: number) {
  const megapixels = (width * Math.min(height, Math.round(width * budgets.tallest))) / 1e6;
  const kb =
    budgets.avifPerMegapixel[role] * megapixels ** budgets.scaling * budgets.formats[format];
  return Math.round(kb * 1024);
}
