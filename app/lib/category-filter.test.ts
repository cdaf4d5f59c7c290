import { describe, expect, it } from "vitest";
import { categorySearch, filterByCategory, parseCategory } from "./category-filter";

const categories = ["residential", "commercial", "industrial"] as const;
const list = [
  { slug: "a", category: "residential" },
  { slug: "b", category: "commercial" },
  { slug: "c", category: "residential" },
] as const;

describe("parseCategory", () => {
  it("reads a known category", () => {
    expect(parseCategory("commercial", categories)).toBe("commercial");
    expect(parseCategory("industrial", categories)).toBe("industrial");
  });

  it("falls back to all for a missing, empty or unknown value", () => {
    expect(parseCategory(null, categories)).toBe("all");
    expect(parseCategory(undefined, categories)).toBe("all");
    expect(parseCategory("", categories)).toBe("all");
    expect(parseCategory("castles", categories)).toBe("all");
    expect(parseCategory("Commercial", categories)).toBe("all");
  });
});

describe("filterByCategory", () => {
  it("keeps every item for all", () => {
    expect(filterByCategory(list, "all").map((p) => p.slug)).toEqual(["a", "b", "c"]);
  });

  it("keeps only the chosen category, in order", () => {
    expect(filterByCategory(list, "residential").map((p) => p.slug)).toEqual(["a", "c"]);
  });

  it("returns an empty list when nothing matches", () => {
    const items: { slug: string; category: (typeof categories)[number] }[] = [...list];
    expect(filterByCategory(items, "industrial")).toEqual([]);
  });
});

describe("categorySearch", () => {
  it("writes the query string, none for all", () => {
    expect(categorySearch("all")).toBe("");
    expect(categorySearch("commercial")).toBe("?category=commercial");
  });
});
