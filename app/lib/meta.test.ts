import { describe, expect, it } from "vitest";
import { itemMeta, pageMeta, pageTitle } from "./meta";

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

describe("itemMeta", () => {
  const meta = itemMeta("/es/proyectos/casa-horizonte", {
    list: "projects",
    name: "Casa Horizonte",
    title: "Casa Horizonte — Solera Design Build",
    description: "Una casa frente al mar.",
    alternates: { en: "/projects/casa-horizonte", es: "/es/proyectos/casa-horizonte" },
    extra: [{ property: "article:published_time", content: "2026-01-01" }],
  });

  it("gives an item's page its title, preview and the page's extra tags, before the breadcrumb", () => {
    expect(meta[0]).toEqual({ title: "Casa Horizonte — Solera Design Build" });
    expect(meta).toContainEqual({
      property: "og:image",
      content: "https://soleradesignbuild.com/og/es/proyectos/casa-horizonte.jpg",
    });
    expect(meta.at(-2)).toEqual({ property: "article:published_time", content: "2026-01-01" });
  });

  it("ends with the breadcrumb from the home page through the list, in the page's language", () => {
    const crumbs = (meta.at(-1) as { "script:ld+json": { itemListElement: { name: string }[] } })[
      "script:ld+json"
    ].itemListElement.map((crumb) => crumb.name);
    expect(crumbs).toEqual(["Inicio", "Proyectos", "Casa Horizonte"]);
  });
});
