import { describe, expect, it } from "vitest";
import { pageCount, pageOf, pagerItems, parsePageNumber } from "./paginate";

describe("pageCount and pageOf", () => {
  it("fill pages of a size, the last one partly", () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    expect(pageCount(items.length, 12)).toBe(3);
    expect(pageOf(items, 1, 12)).toEqual(items.slice(0, 12));
    expect(pageOf(items, 3, 12)).toEqual([24]);
  });

  it("keep one page for an empty or a short list", () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });
});

describe("parsePageNumber", () => {
  it("reads the number of a page after the first that exists", () => {
    expect(parsePageNumber("2", 3)).toBe(2);
    expect(parsePageNumber("3", 3)).toBe(3);
  });

  it("refuses page 1, pages past the last, and what is not a plain number", () => {
    for (const segment of ["1", "0", "4", "02", "-2", "2.0", "two", "", undefined])
      expect(parsePageNumber(segment, 3), String(segment)).toBeNull();
  });
});

describe("pagerItems", () => {
  it("lists every page when there are few", () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps the ends, the current page and its neighbours, in seven places at most", () => {
    expect(pagerItems(1, 17)).toEqual([1, 2, 3, 4, 5, "gap", 17]);
    expect(pagerItems(9, 17)).toEqual([1, "gap", 8, 9, 10, "gap", 17]);
    expect(pagerItems(17, 17)).toEqual([1, "gap", 13, 14, 15, 16, 17]);
    expect(pagerItems(4, 17)).toEqual([1, 2, 3, 4, 5, "gap", 17]);
    for (let current = 1; current <= 40; current++) {
      const items = pagerItems(current, 40);
      expect(items.length).toBeLessThanOrEqual(7);
      expect(items).toContain(current);
      expect(items[0]).toBe(1);
      expect(items.at(-1)).toBe(40);
    }
  });
});
