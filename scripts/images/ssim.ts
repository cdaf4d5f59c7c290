/**
 * The structural similarity of two images (SSIM; Wang, Bovik, Sheikh and
 * Simoncelli, "Image quality assessment: from error visibility to structural
 * similarity", 2004): how alike their local brightness, contrast and structure
 * are, from 1 (the same) down. The image step reads it between a rendition and
 * the pixels it was encoded from, to keep every rendition above a visual floor
 * (presets.ts, `budgets`).
 *
 * Computed on luma, over 8 × 8 windows every 4 pixels, with the paper's
 * constants, at the rendition's own size: what a screen shows pixel for
 * pixel, so no artefact is forgiven for being small.
 */
import sharp from "sharp";

const window = 8;
const stride = 4;
const c1 = (0.01 * 255) ** 2;
const c2 = (0.03 * 255) ** 2;

/** One channel of 8-bit samples, row by row. */
export interface Luma {
  data: Uint8Array;
  width: number;
  height: number;
}

export function ssim(a: Luma, b: Luma): number {
  if (a.width !== b.width || a.height !== b.height) {
    throw new Error(`SSIM of ${a.width} × ${a.height} against ${b.width} × ${b.height}`);
  }
  const { width, height } = a;
  if (width < window || height < window) throw new Error("SSIM needs 8 × 8 pixels at least");
  const n = window * window;
  let total = 0;
  let count = 0;
  for (let top = 0; top + window <= height; top += stride) {
    for (let left = 0; left + window <= width; left += stride) {
      let sa = 0;
      let sb = 0;
      let saa = 0;
      let sbb = 0;
      let sab = 0;
      for (let y = top; y < top + window; y++) {
        const row = y * width;
        for (let x = left; x < left + window; x++) {
          const va = a.data[row + x]!;
          const vb = b.data[row + x]!;
          sa += va;
          sb += vb;
          saa += va * va;
          sbb += vb * vb;
          sab += va * vb;
        }
      }
      const ma = sa / n;
      const mb = sb / n;
      const va = saa / n - ma * ma;
      const vb = sbb / n - mb * mb;
      const cov = sab / n - ma * mb;
      total += ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2));
      count += 1;
    }
  }
  return total / count;
}

/** An image's luma, on white where it is transparent, as a JPEG of it draws. */
async function lumaOf(data: Buffer): Promise<Luma> {
  const { data: samples, info } = await sharp(data)
    .flatten({ background: "#ffffff" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: samples, width: info.width, height: info.height };
}

/**
 * How alike an encoded file is to `pixels` (lossless, the same size), for
 * each file asked about; the pixels' luma is read once, on the first call.
 */
export function similarityTo(pixels: Buffer): (encoded: Buffer) => Promise<number> {
  let reference: Promise<Luma> | undefined;
  return async (encoded) => ssim(await (reference ??= lumaOf(pixels)), await lumaOf(encoded));
}
