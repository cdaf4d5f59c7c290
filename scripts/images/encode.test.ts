import { mkdtemp, readFile, rm, writeFile, mkdir, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ImageFile } from "../../app/lib/images";
import { encodeImages, type EncodeResult, outputFiles, summary } from "./encode";

// Each test encodes real files; the limit is generous for a busy machine, not a goal.
let dir: string;
let sourceDir: string;
let publicDir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "images-"));
  sourceDir = path.join(dir, "content/images");
  publicDir = path.join(dir, "public");
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/**
 * A phone photo as a camera writes it: stored on its side (400 x 300) with
 * EXIF orientation 6 (turn 90 degrees clockwise to view), a red band along the
 * stored top edge (so the upright photo's right edge), the camera's make and
 * model, the owner's name and a GPS position in EXIF, and its colour in
 * Display P3 with the profile embedded.
 */
async function phonePhoto(): Promise<Buffer> {
  const green = await sharp({
    create: { width: 400, height: 300, channels: 3, background: "#20a040" },
  })
    .composite([
      {
        input: { create: { width: 400, height: 80, channels: 3, background: "#ff0000" } },
        top: 0,
        left: 0,
      },
    ])
    .png()
    .toBuffer();
  return sharp(green)
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "Pocket 12", Artist: "Owner Name" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "9/1 38/1 12/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "85/1 10/1 4/1",
      },
    })
    .withMetadata({ orientation: 6 })
    .withIccProfile("p3")
    .jpeg({ quality: 95 })
    .toBuffer();
}

async function addSource(id: string, data: Buffer, extension = ".jpg") {
  const file = path.join(sourceDir, `${id}${extension}`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
}

/** The GPS IFD pointer (tag 0x8825) in either byte order. */
const hasGpsPointer = (exif: Buffer) =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

/** Pixel values as stored, without applying any embedded profile. */
async function pixelAt(data: Buffer, x: number, y: number) {
  const { data: raw, info } = await sharp(data, { ignoreIcc: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at =
    (Math.round(y * (info.height - 1)) * info.width + Math.round(x * (info.width - 1))) * 3;
  return [raw[at], raw[at + 1], raw[at + 2]] as [number, number, number];
}

describe("a phone photo, as the build publishes it", () => {
  it("is drawn upright, in sRGB, with no EXIF, GPS, camera or owner in any file", async () => {
    const photo = await phonePhoto();
    const input = await sharp(photo).metadata();
    // The fixture carries what a phone writes.
    expect(input.orientation).toBe(6);
    expect(input.exif && hasGpsPointer(input.exif)).toBe(true);
    expect(photo.includes("PhoneCo")).toBe(true);
    expect(await pixelAt(photo, 0.5, 0.1)).not.toEqual([255, 0, 0]);

    await addSource("projects/site/01", photo);
    await addSource("hero/site", photo);
    const { assets } = await encodeImages(["projects/site/01", "hero/site"], {
      sourceDir,
      publicDir,
    });

    const outputs: Buffer[] = [];
    for (const asset of assets) {
      for (const url of outputFiles(asset)) outputs.push(await readFile(path.join(publicDir, url)));
    }
    const placeholder = assets[0]!.placeholder.replace(/^data:image\/webp;base64,/, "");
    expect(placeholder.length).toBeGreaterThan(0);
    outputs.push(Buffer.from(placeholder, "base64"));
    // AVIF, WebP and JPEG at every width, the portrait crop and the placeholder.
    expect(outputs.length).toBeGreaterThanOrEqual(7);

    for (const output of outputs) {
      const meta = await sharp(output).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.space).toBe("srgb");
      for (const text of ["PhoneCo", "Pocket 12", "Owner Name", "Exif"]) {
        expect(output.includes(text)).toBe(false);
      }
    }

    // Upright: 300 wide and 400 tall, the red band down the right edge.
    const landscape = assets[0]!;
    expect(landscape.width).toBe(300);
    expect(landscape.height).toBe(400);
    for (const format of ["avif", "webp", "jpg"]) {
      const file = await readFile(path.join(publicDir, `${landscape.path}-300.${format}`));
      const meta = await sharp(file).metadata();
      expect([meta.width, meta.height]).toEqual([300, 400]);
      const [r, g, b] = await pixelAt(file, 0.95, 0.5);
      // Converted from Display P3 to sRGB: full red, not P3's numbers (234, 51, 35) read as sRGB.
      expect(r).toBeGreaterThan(240);
      expect(g).toBeLessThan(30);
      expect(b).toBeLessThan(30);
      const [, left] = await pixelAt(file, 0.05, 0.5);
      expect(left).toBeGreaterThan(120);
    }
  }, 20_000);
});

async function drawn(colour: string) {
  return sharp({ create: { width: 600, height: 400, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** What a build leaves for the next: its entries and the record of their files. */
const kept = (result: EncodeResult) => ({
  previous: new Map<string, ImageFile>(result.assets.map((asset) => [asset.id, asset])),
  previousRenditions: result.renditions,
});

describe("outputs kept between builds", () => {
  it("encodes only the photo that was added, and prunes the files of one removed", async () => {
    await addSource("projects/a/01", await drawn("#336699"));
    await addSource("projects/a/02", await drawn("#996633"));
    const first = await encodeImages(["projects/a/01", "projects/a/02"], { sourceDir, publicDir });
    expect(first.encoded).toEqual(["projects/a/01", "projects/a/02"]);
    expect(first.reused).toEqual([]);

    await addSource("projects/a/03", await drawn("#669933"));
    const ids = ["projects/a/01", "projects/a/02", "projects/a/03"];
    const second = await encodeImages(ids, { sourceDir, publicDir, ...kept(first) });
    expect(second.encoded).toEqual(["projects/a/03"]);
    expect(second.reused).toEqual(["projects/a/01", "projects/a/02"]);
    expect(second.assets.slice(0, 2)).toEqual(first.assets);
    expect(second.removed).toBe(0);
    expect(summary(second, 1.25)).toMatch(/^images: 1 encoded, 2 reused, /);

    // A changed photo under the same name is encoded again; the one removed leaves nothing.
    await addSource("projects/a/01", await drawn("#000000"));
    const third = await encodeImages(["projects/a/01", "projects/a/03"], {
      sourceDir,
      publicDir,
      ...kept(second),
    });
    expect(third.encoded).toEqual(["projects/a/01"]);
    expect(third.reused).toEqual(["projects/a/03"]);
    const left = await readdir(path.join(publicDir, "images/projects/a"));
    const expected = third.assets.flatMap(outputFiles).map((url) => path.basename(url));
    expect(left.sort()).toEqual(expected.sort());
    expect(third.removed).toBe(outputFiles(first.assets[0]!).length * 2);
  }, 20_000);

  it("encodes again when a listed file is missing from the kept folder", async () => {
    await addSource("projects/a/01", await drawn("#336699"));
    const first = await encodeImages(["projects/a/01"], { sourceDir, publicDir });
    await rm(path.join(publicDir, outputFiles(first.assets[0]!)[0]!));
    const second = await encodeImages(["projects/a/01"], {
      sourceDir,
      publicDir,
      ...kept(first),
    });
    expect(second.encoded).toEqual(["projects/a/01"]);
    expect(second.assets).toEqual(first.assets);
  }, 20_000);

  it("encodes again an image whose record of files is missing", async () => {
    await addSource("projects/a/01", await drawn("#336699"));
    const first = await encodeImages(["projects/a/01"], { sourceDir, publicDir });
    const second = await encodeImages(["projects/a/01"], {
      sourceDir,
      publicDir,
      ...kept(first),
      previousRenditions: new Map(),
    });
    expect(second.encoded).toEqual(["projects/a/01"]);
    expect(second.renditions.get("projects/a/01")).toEqual(first.renditions.get("projects/a/01"));
  }, 20_000);
});
