/**
 * Rasterises the brand's icons into public/ from the drawings in brand/:
 *
 *   brand/app-icon.svg           apple-touch-icon.png (180), icon-192.png, icon-512.png
 *   brand/app-icon-maskable.svg  icon-maskable-512.png: the mark smaller, inside the safe zone
 *   brand/logo-square.svg        logo.png (512), the mark on paper, for structured data
 *   brand/tab-icon.svg           favicon.ico (32), one PNG in an ICO container
 *
 * public/logo.svg (the lockup, its words as outlines), public/favicon.svg and
 * public/site.webmanifest are sources themselves and are edited in place.
 *
 * Run with `npm run icons` after changing a drawing; the outputs are committed.
 * ICONS_DIR writes them elsewhere.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import sharp from "sharp";

const root = fileURLToPath(new URL("../", import.meta.url));
const outDir = path.resolve(process.env.ICONS_DIR ?? path.join(root, "public"));

interface Icon {
  source: string;
  file: string;
  size: number;
  /** Keeps the alpha channel. Full-bleed tiles drop it: iOS would fill it with black. */
  transparent?: boolean;
}

const icons: Icon[] = [
  { source: "app-icon.svg", file: "apple-touch-icon.png", size: 180 },
  { source: "app-icon.svg", file: "icon-192.png", size: 192 },
  { source: "app-icon.svg", file: "icon-512.png", size: 512 },
  { source: "app-icon-maskable.svg", file: "icon-maskable-512.png", size: 512 },
  { source: "logo-square.svg", file: "logo.png", size: 512 },
  // Rounded corners, so it keeps its alpha channel.
  { source: "tab-icon.svg", file: "favicon.ico", size: 32, transparent: true },
];

/** Draws a square SVG at `size` pixels: its vectors are rendered at that size, not scaled afterwards. */
async function png(svg: Buffer, { size, transparent }: Icon): Promise<Buffer> {
  const { width } = await sharp(svg).metadata();
  const image = sharp(svg, { density: (72 * size) / width });
  return (transparent ? image : image.removeAlpha()).png({ compressionLevel: 9 }).toBuffer();
}

/** An ICO file holding one PNG image: a 6-byte header and one 16-byte directory entry. */
function ico(image: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6); // width (0 means 256)
  header.writeUInt8(size % 256, 7); // height
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14); // image size
  header.writeUInt32LE(header.length, 18); // image offset
  return Buffer.concat([header, image]);
}

await mkdir(outDir, { recursive: true });
for (const icon of icons) {
  const image = await png(await readFile(path.join(root, "brand", icon.source)), icon);
  await writeFile(
    path.join(outDir, icon.file),
    icon.file.endsWith(".ico") ? ico(image, icon.size) : image,
  );
  console.log(path.relative(root, path.join(outDir, icon.file)));
}
