import { describe, expect, it } from "vitest";
import { pageMeta, pageTitle } from "./meta";

describe("pageMeta", () => {
  it("titles a page “Page — Solera Design Build” in the path's language", () => {
    expect(pageMeta("/about", "about")[0]).toEqual({ title: "About us — Solera Design Build" });
    expect(pageMeta("/es/nosotros", "about")[0]).toEqual({
      title: "Nosotros — Solera Design Build",
    });
  });

  it("links the page's twins from app/pages.ts", () => {
    const tags = pageMeta("/es/nosotros", "about");
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "en",
      href: "https://soleradesignbuild.com/about",
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://soleradesignbuild.com/es/nosotros",
    });
  });

  it("adds a description and, when asked, noindex", () => {
    const tags = pageMeta("/es/404", "notFound", { noindex: true });
    expect(tags).toContainEqual({
      name: "description",
      content: "La página que busca no existe o cambió de dirección.",
    });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("writes the title suffix once", () => {
    expect(pageTitle("Contact")).toBe("Contact — Solera Design Build");
  });
});
