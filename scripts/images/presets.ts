/**
 * The widths each use of an image needs. The group is the first folder of the
 * image's id ("hero", "projects", ...). Widths stop at the source's own width.
 */
export interface Preset {
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
    widths: [640, 960, 1280, 1920],
    portrait: { aspect: 3 / 4, widths: [480, 750, 828, 1080, 1179] },
    placeholder: false,
  },
  // The contact panel's background: wide, below the fold.
  contact: { widths: [640, 960, 1280, 1920] },
  // Home service sections: half the page at most.
  services: { widths: [480, 800, 1200] },
  // Cards, gallery thumbnails, the project dialog and the full-screen viewer.
  // The dialog draws its cover at calc(100vw - 24px): 366 CSS px on a 390 px
  // phone, 732 device px at DPR 2 (750) and 1098 at DPR 3 (1120).
  projects: { widths: [480, 750, 960, 1120, 1600] },
  // Build diary photos: three to a row in a project's dialog (about 95 CSS
  // px on a phone, 200 on a desktop), the width of the text on an entry's
  // page (349 CSS px on a 390 px phone: 750 at DPR 2, 1120 at DPR 3). Drawn
  // over the ground of their frame, never over a blurred preview.
  diary: { widths: [320, 480, 750, 960, 1120, 1600], placeholder: false },
  // News cards and the article reader.
  news: { widths: [480, 800, 1200] },
  // The base of link previews, never drawn in a page.
  og: { widths: [1200], placeholder: false },
};

export const defaultPreset: Preset = { widths: [480, 960, 1600] };

export function presetFor(id: string): Preset {
  return presets[id.split("/")[0] ?? ""] ?? defaultPreset;
}

/**
 * A drawing is an SVG source (flat colour and hard edges, where low quality
 * shows as banding); a photo is a JPEG, PNG or WebP (fine texture that hides
 * compression, and far more bytes at the same settings).
 */
export type ImageKind = "photo" | "drawing";

export function kindOf(sourceFile: string): ImageKind {
  return sourceFile.toLowerCase().endsWith(".svg") ? "drawing" : "photo";
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
 * drawing at the 828 px portrait crop (decision 035).
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
