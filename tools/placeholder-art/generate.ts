/**
 * Writes the placeholder illustration of every catalogue entry as
 * content/images/<id>.svg, unless a photo with the same id exists
 * (.jpg, .jpeg, .png, .webp): photos always win. Deterministic: the same
 * recipe always gives a byte-identical file.
 *
 *   npm run generate                   # every entry (in this folder)
 *   npm run generate -- hero/          # only ids starting with a prefix
 *   npm run images:generate -- hero/   # the same, from the repository's root
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { catalogue } from "./catalogue/index";
import type { CatalogueEntry } from "./catalogue/types";
import { scenes } from "./scenes/index";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The site's image sources, where the drawings go. */
export const imagesDir = path.join(root, "content/images");
const PHOTO_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp"];

/** Canvas size of an image: 1200 × 800 (3:2), link previews 1200 × 630. */
export function canvasFor(id: string, options: Record<string, unknown> = {}) {
  const width = typeof options.width === "number" ? options.width : 1200;
  const height =
    typeof options.height === "number" ? options.height : id.startsWith("og/") ? 630 : 800;
  return { width, height };
}

/** The SVG of a catalogue entry. */
export function draw(entry: CatalogueEntry): string {
  const scene = scenes[entry.scene.kind];
  if (!scene) throw new Error(`${entry.id}: unknown scene kind "${entry.scene.kind}"`);
  return scene(entry.scene, canvasFor(entry.id, entry.scene.options));
}

/** The file of an entry's image, and whether a photo has taken the placeholder's place. */
export function sourceOf(entry: CatalogueEntry): { svg: string; photo: string | undefined } {
  const base = path.join(imagesDir, entry.id);
  const photo = PHOTO_EXTENSIONS.find((ext) => existsSync(base + ext));
  return { svg: base + ".svg", photo: photo && base + photo };
}

function main(prefixes: string[]): void {
  const started = performance.now();
  let written = 0;
  let unchanged = 0;
  let skipped = 0;
  for (const entry of catalogue) {
    if (prefixes.length && !prefixes.some((p) => entry.id.startsWith(p))) continue;
    const { svg: file, photo } = sourceOf(entry);
    if (photo) {
      console.log(`skip  ${entry.id}: a photo exists (${path.basename(photo)})`);
      skipped++;
      continue;
    }
    const svg = draw(entry);
    mkdirSync(path.dirname(file), { recursive: true });
    if (existsSync(file) && readFileSync(file, "utf8") === svg) {
      unchanged++;
      continue;
    }
    writeFileSync(file, svg);
    written++;
    console.log(`write ${entry.id}.svg (${(svg.length / 1024).toFixed(1)} KB)`);
  }
  const ms = Math.round(performance.now() - started);
  console.log(
    `placeholder-art: ${written} written, ${unchanged} unchanged, ${skipped} skipped (photo), in ${ms} ms`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  main(process.argv.slice(2));
