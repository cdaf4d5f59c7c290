import { describe, expect, it } from "vitest";
import { categorySearch, filterProjects, parseCategory } from "./project-filter";

const list = [
  { slug: "a", category: "residential" },
  { slug: "b", category: "commercial" },
  { slug: "c", category: "residential" },
] as const;

describe("parseCategory", () => {
  it("reads a known category", () => {
    expect(parseCategory("commercial")).toBe("commercial");
    expect(parseCategory("industrial")).toBe("industrial");
  });

  it("falls back to all for a missing, empty or unknown value", () => {
    expect(parseCategory(null)).toBe("all");
    expect(parseCategory(undefined)).toBe("all");
    expect(parseCategory("")).toBe("all");
    expect(parseCategory("castles")).toBe("all");
    expect(parseCategory("Commercial")).toBe("all");
  });
});

describe("filterProjects", () => {
  it("keeps every project for all", () => {
    expect(filterProjects(list, "all").map((p) => p.slug)).toEqual(["a", "b", "c"]);
  });

  it("keeps only the chosen category, in order", () => {
    expect(filterProjects(list, "residential").map((p) => p.slug)).toEqual(["a", "c"]);
  });

  it("returns an empty list when nothing matches", () => {
    expect(filterProjects(list, "industrial")).toEqual([]);
  });
});

describe("categorySearch", () => {
  it("writes the query string, none for all", () => {
    expect(categorySearch("all")).toBe("");
    expect(categorySearch("commercial")).toBe("?category=commercial");
  });
});
