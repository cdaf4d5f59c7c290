import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mark } from "../app/components/brand/mark";

const root = fileURLToPath(new URL("../", import.meta.url));
const script = path.join(root, "scripts/icons.ts");

// Every raster icon the pages, the web manifest and the structured data link to.
const pngs: [file: string, size: number][] = [
  ["apple-touch-icon.png", 180],
  ["icon-192.png", 192],
  ["icon-512.png", 512],
  ["icon-maskable-512.png", 512],
  ["logo.png", 512],
];

let outDir: string;
let stdout: string;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), "icons-test-"));
  ({ stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", script], {
    cwd: root,
    env: { ...process.env, ICONS_DIR: outDir },
  }));
}, 60_000);

afterAll(() => rm(outDir, { recursive: true, force: true }));

describe("npm run icons", () => {
  it("writes every icon, and only into the folder it is given", () => {
    const written = stdout
      .trim()
      .split("\n")
      .map((line) => path.basename(line));
    expect(written.sort()).toEqual([...pngs.map(([file]) => file), "favicon.ico"].sort());
  });

  it.each(pngs)("draws %s as an opaque %i px square", async (file, size) => {
    const meta = await sharp(path.join(outDir, file)).metadata();
    expect(meta).toMatchObject({ format: "png", width: size, height: size, hasAlpha: false });
  });

  it("wraps a 32 px PNG in favicon.ico", async () => {
    const ico = await readFile(path.join(outDir, "favicon.ico"));
    // Reserved, type 1 (icon), one image; then its directory entry.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7]]).toEqual([32, 32]);
    const offset = ico.readUInt32LE(18);
    const image = ico.subarray(offset, offset + ico.readUInt32LE(14));
    expect(offset + image.length).toBe(ico.length);
    const meta = await sharp(image).metadata();
    expect(meta).toMatchObject({ format: "png", width: 32, height: 32, hasAlpha: true });
  });

  it("leaves the committed icons as the drawings in brand/ make them", async () => {
    for (const [file] of pngs) {
      const [made, committed] = await Promise.all(
        [outDir, path.join(root, "public")].map((dir) =>
          sharp(path.join(dir, file)).raw().toBuffer(),
        ),
      );
      // Another platform's rasteriser may shade an edge a level or two apart; a change
      // to a drawing moves far more values, and by more.
      let changed = 0;
      for (let i = 0; i < made!.length; i++)
        if (Math.abs(made![i]! - committed![i]!) > 2) changed++;
      expect(committed!.length).toBe(made!.length);
      expect(
        changed / made!.length,
        `public/${file} is out of date: run npm run icons`,
      ).toBeLessThan(0.005);
    }
  });

  it("lists in the web manifest only icons it draws, at their sizes", async () => {
    const manifest = JSON.parse(
      await readFile(path.join(root, "public/site.webmanifest"), "utf8"),
    ) as { icons: { src: string; sizes: string }[] };
    for (const icon of manifest.icons) {
      const size = pngs.find(([file]) => `/${file}` === icon.src)?.[1];
      expect(icon.sizes).toBe(`${size}x${size}`);
    }
  });
});

describe("the brand drawings", () => {
  it.each([
    "brand/app-icon.svg",
    "brand/app-icon-maskable.svg",
    "brand/logo-square.svg",
    "brand/tab-icon.svg",
    "public/favicon.svg",
    "public/logo.svg",
  ])("%s draws the mark the site draws", async (file) => {
    const svg = await readFile(path.join(root, file), "utf8");
    for (const shape of mark.shapes) expect(svg).toContain(`d="${shape.d}"`);
  });
});
