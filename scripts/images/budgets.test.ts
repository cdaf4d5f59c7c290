import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeImages, type EncodeResult } from "./encode";
import { centredCrop } from "./pipeline";
import { budgetFor, budgets, encodings, presets, roleOf } from "./presets";
import { ssim } from "./ssim";

/**
 * Every rendition of a photograph fits its role's byte budget above the
 * visual floor, whatever the photograph: a detailed one (foliage, gravel, a
 * textured wall: detail at every scale, which costs an encoder the most
 * bytes) and a flat one (a sky over a calm sea).
 */

/** A small deterministic random sequence, so the photographs are the same every run. */
function random(seed: number) {
  return () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
}

/**
 * Leaves in sun and shade: noise at every scale from 256 px down to 2, each
 * octave 0.84 as strong as the one above. Its hero crop at 750 px weighs
 * about 52 KB as AVIF at the photos' quality, half again its budget.
 */
async function detailed(width: number, height: number): Promise<Buffer> {
  const next = random(7);
  const sum = new Float32Array(width * height * 3);
  let amplitude = 1;
  let total = 0;
  for (let cell = 256; cell >= 2; cell /= 2) {
    const columns = Math.ceil(width / cell) + 1;
    const rows = Math.ceil(height / cell) + 1;
    const grid = Buffer.alloc(columns * rows * 3);
    for (let i = 0; i < grid.length; i++) grid[i] = Math.floor(next() * 256);
    const octave = await sharp(grid, { raw: { width: columns, height: rows, channels: 3 } })
      .resize(columns * cell, rows * cell, { kernel: "cubic" })
      .extract({ left: 0, top: 0, width, height })
      .raw()
      .toBuffer();
    for (let i = 0; i < sum.length; i++) sum[i] = sum[i]! + (octave[i]! - 128) * amplitude;
    total += amplitude;
    amplitude *= 0.84;
  }
  const pixels = Buffer.alloc(width * height * 3);
  for (let p = 0; p < width * height; p++) {
    const light = 110 + (sum[p * 3]! / total) * 2.2;
    const [a, b] = [sum[p * 3 + 1]! / total, sum[p * 3 + 2]! / total];
    pixels[p * 3] = Math.max(0, Math.min(255, light * 0.55 + a * 0.6));
    pixels[p * 3 + 1] = Math.max(0, Math.min(255, light * 0.9 + b * 0.4));
    pixels[p * 3 + 2] = Math.max(0, Math.min(255, light * 0.4));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** A pale sky fading to a calm sea at the horizon, with a camera's faint grain. */
async function flat(width: number, height: number): Promise<Buffer> {
  const next = random(11);
  const pixels = Buffer.alloc(width * height * 3);
  const horizon = height * 0.6;
  for (let y = 0; y < height; y++) {
    const sky = y < horizon;
    const t = sky ? y / horizon : (y - horizon) / (height - horizon);
    const colour = sky
      ? [150 + 70 * t, 190 + 40 * t, 235]
      : [40 + 20 * t, 90 + 30 * t, 130 + 20 * t];
    for (let x = 0; x < width; x++) {
      const grain = (next() - 0.5) * 6;
      for (let channel = 0; channel < 3; channel++) {
        pixels[(y * width + x) * 3 + channel] = colour[channel]! + grain;
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

let dir: string;
let result: EncodeResult;
const sources = new Map<string, Buffer>();

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "budgets-"));
  // A phone photo's shape, large enough for the hero's 750 px crop that Lighthouse's phone takes.
  sources.set("hero/detailed", await detailed(1400, 1050));
  sources.set("hero/flat", await flat(1400, 1050));
  await mkdir(path.join(dir, "images/hero"), { recursive: true });
  for (const [id, data] of sources) await writeFile(path.join(dir, "images", `${id}.jpg`), data);
  result = await encodeImages([...sources.keys()], {
    sourceDir: path.join(dir, "images"),
    publicDir: path.join(dir, "public"),
  });
}, 300_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The luma of a file, on white, as the encoder measures it. */
async function luma(input: Buffer) {
  const { data, info } = await sharp(input)
    .flatten({ background: "#ffffff" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe.each(["hero/detailed", "hero/flat"])("%s", (id) => {
  it("fits every rendition within its role's budget, and records what it chose", () => {
    const files = result.renditions.get(id)!;
    // AVIF, WebP and JPEG at three landscape widths and two of the portrait crop.
    expect(files.map((file) => file.file)).toEqual(
      ["640", "960", "1280", "portrait-480", "portrait-750"].flatMap((width) =>
        ["avif", "webp", "jpg"].map((format) => `${width}.${format}`),
      ),
    );
    for (const file of files) {
      expect(file.role).toBe("hero");
      expect(file.bytes, file.file).toBeLessThanOrEqual(file.budget);
    }
  });

  it("keeps every rendition above the visual floor, measured on its pixels", async () => {
    const asset = result.assets.find((a) => a.id === id)!;
    const master = await sharp(sources.get(id)).toColourspace("srgb").png().toBuffer();
    const { width = 0, height = 0 } = await sharp(master).metadata();
    const crop = centredCrop({ width, height }, 3 / 4);
    for (const file of result.renditions.get(id)!) {
      const [, portrait, size, format] = /^(portrait-)?(\d+)\.(\w+)$/.exec(file.file)!;
      const frame = portrait ? asset.portrait!.path : asset.path;
      const published = await readFile(path.join(dir, "public", `${frame}-${size}.${format}`));
      const source = portrait ? sharp(master).extract(crop) : sharp(master);
      const pixels = await source
        .resize({ width: Number(size) })
        .png()
        .toBuffer();
      const kept = ssim(await luma(pixels), await luma(published));
      expect(kept, file.file).toBeGreaterThanOrEqual(budgets.floor);
      if (file.ssim !== undefined) expect(file.ssim, file.file).toBeCloseTo(kept, 2);
    }
  }, 60_000);
});

describe("the budget", () => {
  const quality = (id: string, file: string) =>
    result.renditions.get(id)!.find((r) => r.file === file)!.quality;

  it("lowers the detailed photograph's quality and leaves the flat one's at its kind's", () => {
    expect(quality("hero/detailed", "portrait-750.avif")).toBeLessThan(
      encodings.photo.avif.quality,
    );
    expect(quality("hero/flat", "portrait-750.avif")).toBe(encodings.photo.avif.quality);
  });

  it("keeps the hero Lighthouse's phone takes within 35 KB, the round trip after the fonts", () => {
    expect(roleOf(presets.hero!, 750)).toBe("hero");
    expect(budgetFor("hero", "avif", 750, 1000)).toBeLessThanOrEqual(35 * 1024);
  });

  it("gives a taller photo no more than a 3:4 portrait's budget, and thumbnails their own", () => {
    expect(budgetFor("gallery", "avif", 750, 1333)).toBe(budgetFor("gallery", "avif", 750, 1000));
    expect(roleOf(presets.projects!, 480)).toBe("thumbnail");
    expect(roleOf(presets.projects!, 750)).toBe("gallery");
    expect(budgetFor("thumbnail", "avif", 480, 320)).toBeLessThan(
      budgetFor("gallery", "avif", 480, 320),
    );
  });
});
