/**
 * The image step's time for a site with many photographs: `count` distinct
 * photographs (crops of bench/photos' large ones, so no two share bytes),
 * encoded cold, then again with one more photo added, as the host's second
 * build after the editor adds one (decision 034). Run by
 * `npm run bench -- --photos` with 100 photographs.
 */
import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { encodeImages } from "../scripts/images/encode";

/** Writes `count` photographs under `<dir>/projects/bench-NNN/01.jpg`, `width` px wide; returns their ids. */
export async function writePhotoSet(
  dir: string,
  count: number,
  width = 2400,
  photosDir = "bench/photos",
) {
  // Each large photograph decoded once, a little wider than the crops cut from it.
  const large: Buffer[] = [];
  for (const file of (await readdir(photosDir)).filter((name) => name.endsWith(".jpg")).sort()) {
    const image = sharp(path.join(photosDir, file));
    if (((await image.metadata()).width ?? 0) < 1600) continue;
    large.push(
      await image
        .resize({ width: Math.ceil(width / 0.9) })
        .png({ compressionLevel: 0 })
        .toBuffer(),
    );
  }
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const source = sharp(large[index % large.length]!);
    const { width: w = 0, height: h = 0 } = await source.metadata();
    // A different crop of each photograph for each index: 90 % of it, moved along its diagonal.
    const crop = { width: Math.round(w * 0.9), height: Math.round(h * 0.9) };
    const step = Math.floor(index / large.length) % 10;
    const left = Math.round(((w - crop.width) * step) / 9);
    const top = Math.round(((h - crop.height) * step) / 9);
    const id = `projects/bench-${String(index).padStart(3, "0")}/01`;
    await mkdir(path.join(dir, path.dirname(id)), { recursive: true });
    await source
      .extract({ left, top, ...crop })
      .resize({ width })
      .modulate({ brightness: 1 + (index % 7) / 100 })
      .jpeg({ quality: 84 })
      .toFile(path.join(dir, `${id}.jpg`));
    ids.push(id);
  }
  return ids;
}

export interface ImageTime {
  count: number;
  cold: { seconds: number; encoded: number };
  warm: { seconds: number; encoded: number; reused: number };
}

export async function measureImageTime(count: number, width = 2400): Promise<ImageTime> {
  const dir = await mkdtemp(path.join(tmpdir(), "solera-image-time-"));
  try {
    const sourceDir = path.join(dir, "images");
    const publicDir = path.join(dir, "public");
    const ids = await writePhotoSet(sourceDir, count + 1, width);
    const first = ids.slice(0, count);
    let started = performance.now();
    const cold = await encodeImages(first, { sourceDir, publicDir });
    const coldSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const warm = await encodeImages(ids, {
      sourceDir,
      publicDir,
      previous: new Map(cold.assets.map((asset) => [asset.id, asset])),
      previousRenditions: cold.renditions,
    });
    return {
      count,
      cold: { seconds: coldSeconds, encoded: cold.encoded.length },
      warm: {
        seconds: (performance.now() - started) / 1000,
        encoded: warm.encoded.length,
        reused: warm.reused.length,
      },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function imageTimeLine(time: ImageTime): string {
  return `Image step, ${time.count} photographs: cold ${time.cold.seconds.toFixed(1)} s (${time.cold.encoded} encoded); after adding one, ${time.warm.seconds.toFixed(1)} s (${time.warm.encoded} encoded, ${time.warm.reused} reused)`;
}
