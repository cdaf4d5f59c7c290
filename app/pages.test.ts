import { describe, expect, it } from "vitest";
import { pageInventory, pages } from "./pages";

describe("pageInventory", () => {
  it("lists every page in English and under /es in Spanish", () => {
    const urls = pageInventory().map((entry) => entry.url);
    expect(urls).toEqual([
      "/",
      "/about",
      "/projects",
      "/information-news",
      "/contact",
      "/privacy",
      "/es",
      "/es/about",
      "/es/projects",
      "/es/information-news",
      "/es/contact",
      "/es/privacy",
    ]);
  });

  it("follows the page list", () => {
    expect(pageInventory()).toHaveLength(pages.length * 2);
  });
});
