/**
 * Encodes images into their published files. One function, `encodeImages`,
 * used by the build (build-images.ts) and by the tests, so what is tested is
 * what is published.
 *
 * - A photo is drawn upright (its EXIF orientation applied), converted to sRGB
 *   from whatever profile it carries, and written with no metadata at all:
 *   sharp strips EXIF, XMP, IPTC and ICC unless asked to keep them, and
 *   nothing here asks.
 * - Every rendition fits its role's byte budget, at the highest quality up to
 *   its kind's that does, unless that would take it below the visual floor
 *   (fit-quality.ts, `budgets` in presets.ts): the quality, bytes, budget and
 *   similarity of each are returned for the manifest.
 * - An image whose outputs already exist for the same source bytes and the
 *   same settings is reused without decoding it: the previous manifest names
 *   its files (the hash in their names covers bytes and settings), and every
 *   one of them is on disk. Files no image wrote this run are removed.
 */
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import type { ImageCrop, ImageFile, ImageFormat } from "../../app/lib/images";
import { formats, imageUrl } from "../../app/lib/images";
import {
  cacheKey,
  centredCrop,
  chooseSource,
  contentHash,
  masterWidth,
  outputPath,
  outputWidths,
  scaledHeight,
} from "./pipeline";
import { fitQuality } from "./fit-quality";
import {
  budgetFor,
  budgets,
  type Encoding,
  encodingFor,
  type ImageRole,
  kindOf,
  presetFor,
  roleOf,
} from "./presets";
import { similarityTo } from "./ssim";

// Raise when the way files are written changes, to re-encode everything.
export const pipelineVersion = 3;

/** One published file of an image, as the manifest records it (decision 055). */
export interface Rendition {
  /** Its name after the image's path: "750.avif", or "portrait-750.avif" for the crop. */
  file: string;
  role: ImageRole;
  quality: number;
  bytes: number;
  /** The most its role allowed it, in bytes. */
  budget: number;
  /**
   * Structural similarity to the pixels it was encoded from, 0–1 (ssim.ts),
   * measured when the budget took the quality below the kind's.
   */
  ssim?: number;
}

export interface EncodeOptions {
  /** content/images: the sources, found by id. */
  sourceDir: string;
  /** public/: outputs go to its images/ folder, named by their URL path. */
  publicDir: string;
  /** The manifest entries of the previous build, by id: what may be reused. */
  previous?: ReadonlyMap<string, ImageFile>;
  /** The renditions the previous build recorded, by id: an image is reused with them. */
  previousRenditions?: ReadonlyMap<string, readonly Rendition[]>;
  concurrency?: number;
}

export interface EncodeResult {
  /** One manifest entry per id, in the order given. */
  assets: ImageFile[];
  /** Each image's renditions, by id. */
  renditions: Map<string, Rendition[]>;
  /** Ids whose files were written this run. */
  encoded: string[];
  /** Ids whose files were already there and kept. */
  reused: string[];
  /** Files removed because no image uses them any more. */
  removed: number;
  /** Total size of the outputs of every image. */
  bytes: number;
}

/** Every file an entry's manifest names, as URL paths. */
export function outputFiles(asset: ImageFile): string[] {
  const frames: { path: string; widths: readonly number[] }[] = [asset];
  if (asset.portrait) frames.push(asset.portrait);
  return frames.flatMap((frame) =>
    frame.widths.flatMap((width) => formats.map((format) => imageUrl(frame.path, width, format))),
  );
}

function encoder(image: Sharp, format: ImageFormat, encoding: Encoding, quality: number) {
  if (format === "avif") return image.avif({ ...encoding.avif, quality });
  if (format === "webp") return image.webp({ ...encoding.webp, quality });
  return image.flatten({ background: "#ffffff" }).jpeg({ ...encoding.jpg, quality });
}

/**
 * Decodes the source once, upright and in sRGB, as large as the largest
 * output needs (a portrait crop of a landscape photo needs more than its
 * width), as a lossless intermediate with no metadata.
 */
async function loadMaster(bytes: Buffer, isSvg: boolean, id: string) {
  const preset = presetFor(id);
  let input = sharp(bytes, { failOn: "error" });
  const meta = await input.metadata();
  const upright = meta.autoOrient ?? { width: meta.width ?? 1, height: meta.height ?? 1 };
  const width = masterWidth(preset, upright);
  if (isSvg) input = sharp(bytes, { density: (72 * width) / (meta.width ?? width) });
  const { data, info } = await input
    .autoOrient()
    .resize({ width, withoutEnlargement: !isSvg })
    .toColourspace("srgb")
    .png({ compressionLevel: 0 })
    .toBuffer({ resolveWithObject: true });
  return { master: data, width: info.width, height: info.height };
}

export async function encodeImages(
  ids: readonly string[],
  options: EncodeOptions,
): Promise<EncodeResult> {
  const { sourceDir, publicDir, previous = new Map() } = options;
  const written = new Set<string>();
  const encoded: string[] = [];
  const reused: string[] = [];
  let bytes = 0;
  const file = (urlPath: string) => path.join(publicDir, urlPath);

  async function writeFrame(
    master: Buffer,
    framePath: string,
    widths: number[],
    enc: Encoding,
    role: (width: number) => ImageRole,
    prefix: string,
    hints: Map<ImageFormat, number>,
  ): Promise<Rendition[]> {
    const renditions: Rendition[] = [];
    for (const width of widths) {
      // The pixels of this width, once, for every format and for the similarity.
      const { data: pixels, info } = await sharp(master)
        .resize({ width })
        .png({ compressionLevel: 0 })
        .toBuffer({ resolveWithObject: true });
      const similarity = similarityTo(pixels);
      for (const format of formats) {
        const target = file(imageUrl(framePath, width, format));
        await mkdir(path.dirname(target), { recursive: true });
        const budget = budgetFor(role(width), format, info.width, info.height);
        const fitted = await fitQuality({
          ceiling: enc[format].quality,
          lowest: budgets.lowest[format],
          rung: budgets.rungs[format],
          budget,
          floor: budgets.floor,
          encode: (quality) => encoder(sharp(pixels), format, enc, quality).toBuffer(),
          similarity,
          hint: hints.get(format),
        });
        hints.set(format, fitted.quality);
        await writeFile(target, fitted.data);
        written.add(target);
        bytes += fitted.data.length;
        renditions.push({
          file: `${prefix}${width}.${format}`,
          role: role(width),
          quality: fitted.quality,
          bytes: fitted.data.length,
          budget,
          ...(fitted.similarity === undefined
            ? {}
            : { ssim: Math.round(fitted.similarity * 1000) / 1000 }),
        });
      }
    }
    return renditions;
  }

  async function reuse(asset: ImageFile | undefined, base: string) {
    if (!asset || asset.path !== base) return false;
    const targets = outputFiles(asset).map(file);
    const sizes = await Promise.all(
      targets.map((t) =>
        stat(t).then(
          (s) => s.size,
          () => -1,
        ),
      ),
    );
    if (sizes.some((size) => size < 0)) return false;
    for (const target of targets) written.add(target);
    bytes += sizes.reduce((sum, size) => sum + size, 0);
    return true;
  }

  const renditions = new Map<string, Rendition[]>();
  const { previousRenditions = new Map<string, readonly Rendition[]>() } = options;

  async function processImage(id: string): Promise<ImageFile> {
    const folder = path.join(sourceDir, path.dirname(id));
    const source = chooseSource(id, await readdir(folder).catch(() => []));
    if (!source) {
      throw new Error(
        `No source for image "${id}" in content/images (expected ${path.basename(id)}.jpg, .png, .webp or .svg).`,
      );
    }
    const kind = kindOf(source);
    const preset = presetFor(id);
    const enc = encodingFor(kind);
    const sourceBytes = await readFile(path.join(folder, source));
    const hash = contentHash(
      sourceBytes,
      cacheKey(preset, { encoding: enc, budgets }),
      String(pipelineVersion),
    );
    const base = outputPath(id, hash);
    const known = previous.get(id);
    const knownRenditions = previousRenditions.get(id);
    if (knownRenditions && (await reuse(known, base))) {
      reused.push(id);
      renditions.set(id, [...knownRenditions]);
      return known!;
    }

    const { master, width, height } = await loadMaster(sourceBytes, kind === "drawing", id);
    const widths = outputWidths(preset.widths, width);
    const role = (w: number) => roleOf(preset, w);
    // The quality each format took at the last width, where the next looks first.
    const hints = new Map<ImageFormat, number>();
    const files = await writeFrame(master, base, widths, enc, role, "", hints);

    let portrait: ImageCrop | undefined;
    if (preset.portrait) {
      const crop = centredCrop({ width, height }, preset.portrait.aspect);
      const cropped = await sharp(master).extract(crop).png({ compressionLevel: 0 }).toBuffer();
      const cropWidths = outputWidths(preset.portrait.widths, crop.width);
      const cropPath = `${base}-portrait`;
      files.push(
        ...(await writeFrame(cropped, cropPath, cropWidths, enc, role, "portrait-", hints)),
      );
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
            .resize({ width: enc.placeholder.width })
            .webp({ quality: enc.placeholder.quality })
            .toBuffer();
    const largest = widths[widths.length - 1] ?? width;
    encoded.push(id);
    renditions.set(id, files);
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

  const assets: ImageFile[] = new Array(ids.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, options.concurrency ?? 2) }, async () => {
      while (next < ids.length) {
        const index = next++;
        assets[index] = await processImage(ids[index]!);
      }
    }),
  );

  let removed = 0;
  const prune = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const target = path.join(dir, entry.name);
      if (entry.isDirectory()) await prune(target);
      else if (!written.has(target)) {
        await rm(target);
        removed += 1;
      }
    }
  };
  await prune(path.join(publicDir, "images"));
  return {
    assets,
    renditions: new Map(ids.map((id) => [id, renditions.get(id) ?? []])),
    encoded: [...encoded].sort(),
    reused: [...reused].sort(),
    removed,
    bytes,
  };
}

/** The renditions the floor held above their budget, as "id 750.avif". */
export function overBudget(result: Pick<EncodeResult, "renditions">): string[] {
  return [...result.renditions].flatMap(([id, files]) =>
    files.filter((r) => r.bytes > r.budget).map((r) => `${id} ${r.file}`),
  );
}

/** The build's one line about images. */
export function summary(result: EncodeResult, seconds: number): string {
  const mb = (result.bytes / 1024 / 1024).toFixed(1);
  const over = overBudget(result);
  const budget =
    over.length === 0
      ? "every rendition within its budget"
      : `${over.length} renditions over their budget to keep the visual floor (${over.slice(0, 3).join(", ")}${over.length > 3 ? ", …" : ""})`;
  return `images: ${result.encoded.length} encoded, ${result.reused.length} reused, ${result.removed} stale files removed, ${mb} MB in public/images, ${budget}, ${seconds.toFixed(1)} s`;
}
