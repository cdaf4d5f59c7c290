import { describe, expect, it } from "vitest";
import { largestByUse, phones, pickWidth, slotWidth, useOf } from "./image-bytes";

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
