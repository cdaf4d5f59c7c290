import { describe, expect, it } from "vitest";
import type { Rendition } from "../scripts/images/encode";
import {
  byRole,
  largestByUse,
  phones,
  pickWidth,
  roleTable,
  slotWidth,
  useOf,
} from "./image-bytes";

describe("pickWidth", () => {
  const widths = [480, 750, 828, 1080, 1179];

  it("takes the narrowest file with enough pixels for the screen's density", () => {
    expect(pickWidth(widths, 390, 2)).toBe(828);
    expect(pickWidth(widths, 412, 1.75)).toBe(750);
    expect(pickWidth(widths, 360, 3)).toBe(1080);
  });

  it("takes the widest when none is enough", () => {
    expect(pickWidth(widths, 430, 3)).toBe(1179);
    expect(pickWidth([1179, 480], 430, 3)).toBe(1179);
  });
});

describe("what each use draws", () => {
  it("draws heroes and articles across the phone, and a cover inside the dialog's margins", () => {
    const phone = phones[1]!;
    expect(slotWidth("hero", phone)).toBe(390);
    expect(slotWidth("cover", phone)).toBe(366);
  });

  it("knows a page's largest image by its id", () => {
    const image = { path: "", width: 1, height: 1, widths: [1], placeholder: "" };
    expect(useOf({ ...image, id: "hero/home" })).toBe("hero");
    expect(useOf({ ...image, id: "projects/casa-cascada/01" })).toBe("cover");
    expect(useOf({ ...image, id: "projects/casa-cascada/02" })).toBeUndefined();
    expect(useOf({ ...image, id: "news/budgeting" })).toBe("article");
  });
});

describe("largestByUse", () => {
  it("keeps the heaviest download of each use on each phone and flags one over budget", () => {
    const phone = phones[2]!.name;
    const over = phones[2]!.budget * 1024 + 1;
    const rows = largestByUse([
      { id: "hero/a", use: "hero", phone, width: 1179, bytes: 1000 },
      { id: "hero/b", use: "hero", phone, width: 1179, bytes: over },
      { id: "news/a", use: "article", phone, width: 1200, bytes: 2000 },
    ]);
    expect(rows.map((r) => [r.id, r.over])).toEqual([
      ["hero/b", true],
      ["news/a", false],
    ]);
  });
});

describe("byRole", () => {
  const file = (
    name: string,
    role: Rendition["role"],
    bytes: number,
    budget: number,
    quality = 45,
  ) => ({ file: name, role, quality, bytes, budget }) satisfies Rendition;

  it("sums every file up by role: the AVIFs against their budgets, the qualities, what the floor held", () => {
    const rows = byRole(
      new Map([
        [
          "hero/home",
          [
            file("750.avif", "hero", 30_000, 35_000),
            { ...file("1179.avif", "hero", 60_000, 76_000, 33), ssim: 0.86 },
            file("750.jpg", "hero", 70_000, 63_000),
          ],
        ],
        ["projects/a/01", [file("480.avif", "thumbnail", 8000, 9000)]],
      ]),
    );
    expect(rows.map((r) => [r.role, r.files, r.fullest.file, r.qualities, r.over])).toEqual([
      ["hero", 3, "750.avif", [33, 45], 1],
      ["thumbnail", 1, "480.avif", [45, 45], 0],
    ]);
    expect(rows[0]!.leastSimilarity).toBe(0.86);
    expect(rows[1]!.leastSimilarity).toBeUndefined();
    expect(roleTable(rows).split("\n")[2]).toBe(
      "| hero | 3 | 43.9 | 29.3 of 34.2 | hero/home 750.avif | 33–45 | 0.860 | 1 |",
    );
  });
});
