/**
 * The image pipeline's build step. For every image under content/images (a
 * photo if there is one, else the generated SVG of the same name), it writes
 * into public/images AVIF, WebP and JPEG files at the widths its use needs,
 * named by a hash of the source's bytes and its settings (encode.ts). An image
 * whose files the previous manifest names and public/images still holds is
 * reused without decoding, so a build after adding one photo encodes only
 * that photo; the host keeps public/images between builds
 * (netlify/plugins/image-cache). Every file fits its role's byte budget above
 * a visual floor (decision 055). It then writes the typed manifest modules in
 * app/generated/images, one per folder, each with the record of its files.
 *
 * Run by `npm run build` (and `npm run images`).
 */
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { listImageIds } from "../../app/content/content.server";
import { contentDir } from "../../app/folders.server";
import type { ImageFile } from "../../app/lib/images";
import { encodeImages, type Rendition, summary } from "./encode";
import { parseManifestModule, parseRenditions, renderManifestModule } from "./manifest-module";
import { keptFolders, moduleOf } from "./pipeline";

const root = fileURLToPath(new URL("../../", import.meta.url));
const sourceDir = path.join(contentDir(), "images");
const publicDir = path.dirname(path.join(root, keptFolders.outputs));
const manifestDir = path.join(root, "app/generated/images");
const indexFile = path.join(root, keptFolders.index, "index.json");

async function manifestFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The kept index: every image's entry and the record of its files. */
interface Index {
  assets: ImageFile[];
  renditions: Record<string, Rendition[]>;
}

/** What the last build wrote: the committed manifests, then the kept index over them. */
async function readPrevious() {
  const previous = new Map<string, ImageFile>();
  const renditions = new Map<string, Rendition[]>();
  for (const file of await manifestFiles(manifestDir)) {
    const text = await readFile(file, "utf8");
    for (const asset of parseManifestModule(text)) previous.set(asset.id, asset);
    for (const [id, files] of parseRenditions(text)) renditions.set(id, files);
  }
  const index = await readFile(indexFile, "utf8").then(
    (text) => JSON.parse(text) as Partial<Index>,
    () => ({}) as Partial<Index>,
  );
  // An index written before the record existed is a list of entries: its images are encoded again.
  if (!Array.isArray(index)) {
    for (const asset of index.assets ?? []) previous.set(asset.id, asset);
    for (const [id, files] of Object.entries(index.renditions ?? {})) renditions.set(id, files);
  }
  return { previous, renditions };
}

async function writeManifests(assets: ImageFile[], renditions: ReadonlyMap<string, Rendition[]>) {
  const modules = new Map<string, ImageFile[]>();
  for (const asset of assets) {
    const name = moduleOf(asset.id);
    modules.set(name, [...(modules.get(name) ?? []), asset]);
  }
  const expected = new Set<string>();
  for (const [name, entries] of modules) {
    const file = path.join(manifestDir, `${name}.ts`);
    expected.add(file);
    const text = renderManifestModule(entries, renditions);
    const current = await readFile(file, "utf8").catch(() => "");
    if (current !== text) {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, text);
    }
  }
  for (const file of await manifestFiles(manifestDir)) {
    if (!expected.has(file)) await rm(file);
  }
}

const started = performance.now();
const ids = [...listImageIds(sourceDir)].sort();
sharp.concurrency(1);
const { previous, renditions: previousRenditions } = await readPrevious();
const result = await encodeImages(ids, {
  sourceDir,
  publicDir,
  previous,
  previousRenditions,
  concurrency: Math.max(2, availableParallelism()),
});
await writeManifests(result.assets, result.renditions);
await mkdir(path.dirname(indexFile), { recursive: true });
const index: Index = {
  assets: result.assets,
  renditions: Object.fromEntries(result.renditions),
};
await writeFile(indexFile, JSON.stringify(index));
console.log(summary(result, (performance.now() - started) / 1000));
