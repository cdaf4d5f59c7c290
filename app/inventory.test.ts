import { describe, expect, it } from "vitest";
import { content } from "./content/content.server";
import { pageInventory } from "./inventory";
import { pages } from "./pages";

describe("pageInventory", () => {
  const urls = pageInventory().map((entry) => entry.url);

  it("lists every page in English and under /es in Spanish", () => {
    for (const path of [
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
    ]) {
      expect(urls).toContain(path);
    }
  });

  it("lists a deep link for every project and article in both languages", () => {
    expect(urls).toContain("/projects/villa-cielo");
    expect(urls).toContain("/es/projects/villa-cielo");
    expect(urls).toContain("/information-news/hillside-lots");
    expect(urls).toContain("/es/information-news/construir-en-ladera");
    const { projects, articles } = content();
    expect(pageInventory()).toHaveLength((pages.length + projects.length + articles.length) * 2);
  });

  it("never lists a URL twice", () => {
    expect(new Set(urls).size).toBe(urls.length);
  });
});
