import { createHash } from "node:crypto";
import path from "node:path";
import { slugify } from "../../app/lib/slugify";
import type { Preset } from "./presets";

/**
 * What the image step leaves for the next build, relative to the repository:
 * its outputs, and the index of what they are (every image's manifest entry,
 * including photos the editor added that no committed manifest names yet).
 * The host keeps both between builds (netlify.toml, image-cache plugin).
 */
export const keptFolders = { outputs: "public/images", index: ".cache/images" } as const;

/** Photo formats win over the generated SVG of the same name. */
export const sourceExtensions = [".jpg", ".jpeg", ".png", ".webp", ".svg"] as const;

/**
 * The source file for an image id among the files of its folder: a company
 * photo if one exists, else the generated SVG, else nothing. A file gives the
 * id its name makes as an address ("IMG_4821.JPG" gives "img-4821"), the
 * rule the content check reads names by.
 */
export function chooseSource(id: string, files: readonly string[]): string | undefined {
  const name = id.split("/").pop() ?? id;
  const matching = files.filter((file) => {
    const extension = path.extname(file);
    return slugify(file.slice(0, -extension.length || undefined)) === name;
  });
  for (const extension of sourceExtensions) {
    const file = matching.find((candidate) => candidate.toLowerCase().endsWith(extension));
    if (file) return file;
  }
  return undefined;
}

/** The widths to write: the preset's, up to the source's width; a small source gets its own. */
export function outputWidths(wanted: readonly number[], sourceWidth: number): number[] {
  const fitting = wanted.filter((width) => width <= sourceWidth);
  return fitting.length > 0 ? fitting : [sourceWidth];
}

export function contentHash(...parts: (string | Buffer)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest("hex").slice(0, 10);
}

/** Where an image's outputs live, relative to the site root: `/images/<id>-<hash>`. */
export function outputPath(id: string, hash: string): string {
  return `/images/${id}-${hash}`;
}

/** The manifest module an image belongs to: its folder ("hero", "projects/villa-cielo"). */
export function moduleOf(id: string): string {
  const parts = id.split("/");
  return parts.length > 1 ? parts.slice(0, -1).join("/") : "root";
}

/** Height of an image scaled to `width`, keeping the source's proportions. */
export function scaledHeight(width: number, source: { width: number; height: number }): number {
  return Math.round((width * source.height) / source.width);
}

/** The largest centred crop of a given aspect (width / height). */
export function centredCrop(source: { width: number; height: number }, aspect: number) {
  const width = Math.min(source.width, Math.round(source.height * aspect));
  const height = Math.min(source.height, Math.round(width / aspect));
  return {
    left: Math.round((source.width - width) / 2),
    top: Math.round((source.height - height) / 2),
    width,
    height,
  };
}

export function cacheKey(preset: Preset, settings: unknown): string {
  return JSON.stringify({ preset, settings });
}

/**
 * How wide to decode a source so that every output can be cut from it: the
 * preset's widest output, or wider when a portrait crop of a landscape source
 * needs it (a 3:4 crop 1179 px wide, from a 4:3 photo, needs a 2096 px master).
 */
export function masterWidth(preset: Preset, source: { width: number; height: number }): number {
  const landscape = Math.max(...preset.widths);
  if (!preset.portrait) return landscape;
  const { aspect, widths } = preset.portrait;
  const widest = Math.max(...widths);
  const sourceAspect = source.width / source.height;
  const forCrop = sourceAspect > aspect ? Math.ceil((widest / aspect) * sourceAspect) : widest;
  return Math.max(landscape, forCrop);
}
