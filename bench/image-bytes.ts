/**
 * What a phone downloads for each page's largest image, from the image
 * outputs of the last build: every hero (its portrait crop, drawn at 100vw),
 * every project's cover in its dialog (calc(100vw - 24px)) and every
 * article's image in the reader (100vw). For each phone below it picks the
 * AVIF file a browser's srcset selection picks and checks its size against
 * that phone's budget (decision 035).
 *
 * It also sums up the record the image step writes of every file (decision
 * 055) by role: how much the AVIFs weigh against their budgets, the qualities
 * the budgets chose, the least similarity kept, and how many files of any
 * format the visual floor held above their budget.
 *
 * `npx tsx bench/image-bytes.ts` after a build; `npm run bench -- --photos`
 * runs it for the drawings and for the photographs.
 */
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { ImageFile } from "../app/lib/images";
import { imageUrl } from "../app/lib/images";
import type { Rendition } from "../scripts/images/encode";
import { parseManifestModule, parseRenditions } from "../scripts/images/manifest-module";
import { type ImageRole } from "../scripts/images/presets";
import { median } from "./summary";

export interface Phone {
  name: string;
  /** CSS pixels across. */
  width: number;
  dpr: number;
  /** The most a page's largest image may weigh on it, as AVIF, in KB (1024 bytes). */
  budget: number;
}

/**
 * Lighthouse's phone sets the largest paint the bench measures: its image
 * should arrive in the round trip after the fonts (decision 017: about 29 KB
 * of congestion window), so 35 KB. Real phones draw 1.5 and 2.25 times its
 * pixels at DPR 2 and 3.
 */
export const phones: Phone[] = [
  { name: "Lighthouse mobile (412 px, DPR 1.75)", width: 412, dpr: 1.75, budget: 35 },
  { name: "390 px, DPR 2", width: 390, dpr: 2, budget: 45 },
  { name: "390 px, DPR 3", width: 390, dpr: 3, budget: 80 },
];

export const uses = ["hero", "cover", "article"] as const;
type Use = (typeof uses)[number];

/** The candidate a browser takes from a srcset: the narrowest at least `dpr` times the slot, else the widest. */
export function pickWidth(widths: readonly number[], slot: number, dpr: number): number {
  const sorted = [...widths].sort((a, b) => a - b);
  return sorted.find((width) => width / slot >= dpr) ?? sorted[sorted.length - 1] ?? 0;
}

/** How wide each use draws its image on a phone, in CSS pixels. */
export function slotWidth(use: Use, phone: Phone): number {
  return use === "cover" ? phone.width - 24 : phone.width;
}

export interface Download {
  id: string;
  use: Use;
  phone: string;
  width: number;
  bytes: number;
}

export function useOf(image: ImageFile): Use | undefined {
  if (image.id.startsWith("hero/")) return "hero";
  if (/^projects\/[^/]+\/01$/.test(image.id)) return "cover";
  if (image.id.startsWith("news/")) return "article";
  return undefined;
}

/** The text of every manifest module the last build wrote. */
async function manifests(root: string): Promise<string[]> {
  const manifestDir = path.join(root, "app/generated/images");
  const files = await readdir(manifestDir, { recursive: true });
  return Promise.all(
    files
      .filter((name) => name.endsWith(".ts"))
      .map((name) => readFile(path.join(manifestDir, name), "utf8")),
  );
}

export async function phoneDownloads(root = "."): Promise<Download[]> {
  const images: ImageFile[] = (await manifests(root)).flatMap(parseManifestModule);
  const downloads: Download[] = [];
  for (const image of images) {
    const use = useOf(image);
    if (!use) continue;
    const frame = use === "hero" && image.portrait ? image.portrait : image;
    for (const phone of phones) {
      const width = pickWidth(frame.widths, slotWidth(use, phone), phone.dpr);
      const file = path.join(root, "public", imageUrl(frame.path, width, "avif"));
      downloads.push({
        id: image.id,
        use,
        phone: phone.name,
        width,
        bytes: (await stat(file)).size,
      });
    }
  }
  return downloads;
}

/** The largest download of each use on each phone, against the phone's budget. */
export function largestByUse(downloads: readonly Download[]) {
  const rows: (Download & { budget: number; over: boolean })[] = [];
  for (const use of uses) {
    for (const phone of phones) {
      const largest = downloads
        .filter((d) => d.use === use && d.phone === phone.name)
        .sort((a, b) => b.bytes - a.bytes)[0];
      if (largest) {
        const budget = phone.budget * 1024;
        rows.push({ ...largest, budget, over: largest.bytes > budget });
      }
    }
  }
  return rows;
}

/** Bytes as KB (1024 bytes) to one decimal, as the tables print them. */
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function downloadsTable(rows: ReturnType<typeof largestByUse>): string {
  return [
    "| largest image | phone | image | width | AVIF KB | budget KB |",
    "| --- | --- | --- | ---: | ---: | ---: |",
    ...rows.map(
      (r) =>
        `| ${r.use} | ${r.phone} | ${r.id} | ${r.width} | ${kb(r.bytes)}${r.over ? " (over)" : ""} | ${kb(r.budget)} |`,
    ),
  ].join("\n");
}

/** Every file the last build recorded, by image id. */
export async function recordedRenditions(root = "."): Promise<Map<string, Rendition[]>> {
  return new Map((await manifests(root)).flatMap((text) => [...parseRenditions(text)]));
}

export interface RoleRow {
  role: ImageRole;
  /** Files of every format. */
  files: number;
  avifMedian: number;
  /** The heaviest AVIF against its own budget (the largest share of it). */
  fullest: Rendition & { id: string };
  qualities: [number, number];
  /** The least similarity measured, where the budget lowered a quality. */
  leastSimilarity?: number;
  /** Files of any format over their budget: the visual floor held them above it. */
  over: number;
}

/** The record of every file, summed up by role, in the order of `roles`. */
export function byRole(renditions: ReadonlyMap<string, readonly Rendition[]>): RoleRow[] {
  const roles: ImageRole[] = ["hero", "card", "gallery", "thumbnail", "preview"];
  const all = [...renditions].flatMap(([id, files]) => files.map((file) => ({ ...file, id })));
  return roles.flatMap((role) => {
    const files = all.filter((file) => file.role === role);
    const avif = files.filter((file) => file.file.endsWith(".avif"));
    if (avif.length === 0) return [];
    const fullest = avif.reduce((a, b) => (b.bytes / b.budget > a.bytes / a.budget ? b : a));
    const qualities = avif.map((file) => file.quality);
    const similarities = files.flatMap((file) => (file.ssim === undefined ? [] : [file.ssim]));
    return [
      {
        role,
        files: files.length,
        avifMedian: median(avif.map((file) => file.bytes)),
        fullest,
        qualities: [Math.min(...qualities), Math.max(...qualities)] as [number, number],
        leastSimilarity: similarities.length > 0 ? Math.min(...similarities) : undefined,
        over: files.filter((file) => file.bytes > file.budget).length,
      },
    ];
  });
}

export function roleTable(rows: readonly RoleRow[]): string {
  return [
    "| role | files | AVIF median KB | fullest AVIF: KB of budget KB | its image | AVIF qualities | least SSIM | over budget |",
    "| --- | ---: | ---: | ---: | --- | --- | ---: | ---: |",
    ...rows.map(
      (r) =>
        `| ${r.role} | ${r.files} | ${kb(r.avifMedian)} | ${kb(r.fullest.bytes)} of ${kb(r.fullest.budget)} | ${r.fullest.id} ${r.fullest.file} | ${r.qualities[0] === r.qualities[1] ? r.qualities[0] : r.qualities.join("–")} | ${r.leastSimilarity?.toFixed(3) ?? "–"} | ${r.over} |`,
    ),
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = largestByUse(await phoneDownloads());
  const roles = byRole(await recordedRenditions());
  console.log(`${downloadsTable(rows)}\n\nEvery file by role:\n\n${roleTable(roles)}`);
  if (rows.some((row) => row.over) || roles.some((row) => row.over > 0)) process.exitCode = 1;
}
