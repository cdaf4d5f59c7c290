/**
 * The image pipeline. For every image under content/images (a photo if there
 * is one, else the generated SVG of the same name), it
 * writes into public/images AVIF, WebP and JPEG files at the widths its use
 * needs, named by the source's content hash. Files that already exist are
 * kept, so a rebuild with no image change takes seconds. It then writes the
 * typed manifest modules in app/generated/images, one per folder.
 *
 * Run by `npm run build` (and `npm run images`).
 */
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp, { type Sharp } from "sharp";
import { listImageIds } from "../../app/content/content.server";
import type { ImageCrop, ImageFile, ImageFormat } from "../../app/lib/images";
import { renderManifestModule } from "./manifest-module";
import {
  cacheKey,
  centredCrop,
  chooseSource,
  contentHash,
  moduleOf,
  outputPath,
  outputWidths,
  scaledHeight,
} from "./pipeline";
import { encoding, presetFor } from "./presets";

const root = fileURLToPath(new URL("../../", import.meta.url));
const sourceDir = path.join(root, "content/images");
const publicDir = path.join(root, "public");
const outputDir = path.join(publicDir, "images");
const manifestDir = path.join(root, "app/generated/images");

// Raise when the way files are written changes, to re-encode everything.
const pipelineVersion = 1;

const stats = { encoded: 0, cached: 0, bytes: 0 };
const written = new Set<string>();

async function exists(file: string) {
  return stat(file).then(
    () => true,
    () => false,
  );
}

function encoder(image: Sharp, format: ImageFormat) {
  if (format === "avif") return image.avif(encoding.avif);
  if (format === "webp") return image.webp(encoding.webp);
  return image.flatten({ background: "#ffffff" }).jpeg(encoding.jpg);
}

/** Writes every width and format of one frame, unless the hashed file is already there. */
async function writeFrame(master: Buffer, framePath: string, widths: number[]) {
  for (const width of widths) {
    for (const format of ["avif", "webp", "jpg"] as const) {
      const file = path.join(publicDir, `${framePath}-${width}.${format}`);
      written.add(file);
      if (await exists(file)) {
        stats.cached += 1;
        stats.bytes += (await stat(file)).size;
        continue;
      }
      await mkdir(path.dirname(file), { recursive: true });
      const data = await encoder(sharp(master).resize({ width }), format).toBuffer();
      await writeFile(file, data);
      stats.encoded += 1;
      stats.bytes += data.length;
    }
  }
}

/** Renders the source once, as large as the largest output needs. */
async function loadMaster(file: string, maxWidth: number) {
  const bytes = await readFile(file);
  let input = sharp(bytes, { failOn: "error" });
  if (file.endsWith(".svg")) {
    const { width = maxWidth } = await input.metadata();
    input = sharp(bytes, { density: (72 * maxWidth) / width });
  }
  const { data, info } = await input
    .rotate()
    .resize({ width: maxWidth, withoutEnlargement: true })
    .toColourspace("srgb")
    .png({ compressionLevel: 0 })
    .toBuffer({ resolveWithObject: true });
  return { bytes, master: data, width: info.width, height: info.height };
}

async function processImage(id: string): Promise<ImageFile> {
  const folder = path.join(sourceDir, path.dirname(id));
  const files = await readdir(folder).catch(() => []);
  const source = chooseSource(id, files);
  if (!source) {
    throw new Error(
      `No source for image "${id}" in content/images (expected ${path.basename(id)}.jpg, .png, .webp or .svg).`,
    );
  }
  const preset = presetFor(id);
  const maxWidth = Math.max(...preset.widths, ...(preset.portrait?.widths ?? []));
  const { bytes, master, width, height } = await loadMaster(path.join(folder, source), maxWidth);
  const hash = contentHash(bytes, cacheKey(preset, encoding), String(pipelineVersion));
  const base = outputPath(id, hash);

  const widths = outputWidths(preset.widths, width);
  await writeFrame(master, base, widths);

  let portrait: ImageCrop | undefined;
  if (preset.portrait) {
    const crop = centredCrop({ width, height }, preset.portrait.aspect);
    const cropped = await sharp(master).extract(crop).png({ compressionLevel: 0 }).toBuffer();
    const cropWidths = outputWidths(preset.portrait.widths, crop.width);
    const cropPath = `${base}-portrait`;
    await writeFrame(cropped, cropPath, cropWidths);
    const largest = cropWidths[cropWidths.length - 1] ?? crop.width;
    portrait = {
      path: cropPath,
      widths: cropWidths,
      width: largest,
      height: scaledHeight(largest, crop),
    };
  }

  const tiny =
    preset.placeholder === false
      ? null
      : await sharp(master)
          .resize({ width: encoding.placeholder.width })
          .webp({ quality: encoding.placeholder.quality })
          .toBuffer();
  const largest = widths[widths.length - 1] ?? width;

  return {
    id,
    path: base,
    width: largest,
    height: scaledHeight(largest, { width, height }),
    widths,
    placeholder: tiny ? `data:image/webp;base64,${tiny.toString("base64")}` : "",
    ...(portrait ? { portrait } : {}),
  };
}

async function pool<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index] as T);
      }
    }),
  );
  return results;
}

async function removeStale(dir: string) {
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) await removeStale(file);
    else if (!written.has(file)) await rm(file);
  }
}

async function writeManifests(assets: ImageFile[]) {
  const modules = new Map<string, ImageFile[]>();
  for (const asset of assets) {
    const name = moduleOf(asset.id);
    modules.set(name, [...(modules.get(name) ?? []), asset]);
  }
  const expected = new Set<string>();
  for (const [name, entries] of modules) {
    const file = path.join(manifestDir, `${name}.ts`);
    expected.add(file);
    const text = renderManifestModule(entries);
    const current = await readFile(file, "utf8").catch(() => "");
    if (current !== text) {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, text);
    }
  }
  const stale = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) await stale(file);
      else if (!expected.has(file)) await rm(file);
    }
  };
  await stale(manifestDir);
}

const started = performance.now();
const ids = [...listImageIds(sourceDir)].sort();
sharp.concurrency(1);
const assets = await pool(ids, Math.max(2, availableParallelism()), processImage);
await removeStale(outputDir);
await writeManifests(assets);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `images: ${assets.length} sources, ${stats.encoded} files encoded, ${stats.cached} from cache, ` +
    `${(stats.bytes / 1024 / 1024).toFixed(1)} MB in public/images, ${seconds} s`,
);
