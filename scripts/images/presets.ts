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
  // Full-bleed page heroes: up to 1920 on desktop, a portrait crop on phones.
  // Drawn on the hero's dark gradient, not over a preview (PageHero).
  hero: {
    widths: [640, 960, 1280, 1920],
    portrait: { aspect: 3 / 4, widths: [480, 720, 1080] },
    placeholder: false,
  },
  // The contact panel's background: wide, below the fold.
  contact: { widths: [640, 960, 1280, 1920] },
  // Home service sections: half the page at most.
  services: { widths: [480, 800, 1200] },
  // Cards, gallery thumbnails, the project dialog (720 fits it on a phone) and
  // the full-screen viewer.
  projects: { widths: [480, 720, 960, 1600] },
  // News cards and the article reader.
  news: { widths: [480, 800, 1200] },
  // The base of link previews, never drawn in a page.
  og: { widths: [1200], placeholder: false },
};

export const defaultPreset: Preset = { widths: [480, 960, 1600] };

export function presetFor(id: string): Preset {
  return presets[id.split("/")[0] ?? ""] ?? defaultPreset;
}

/** Quality settings; part of every output's cache key, so changing them re-encodes. */
export const encoding = {
  avif: { quality: 52, effort: 2 },
  webp: { quality: 74, effort: 4 },
  jpg: { quality: 78, mozjpeg: true },
  placeholder: { width: 24, quality: 40 },
} as const;
