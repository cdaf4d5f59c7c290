import { describe, expect, it } from "vitest";
import { localeFromPath, locales } from "./i18n/locales";
import {
  feedPath,
  itemAlternates,
  itemPages,
  itemPath,
  pageAlternates,
  pageOfRoute,
  pagePath,
  pages,
  routeId,
} from "./pages";

describe("pagePath", () => {
  it.each([
    ["home", "/", "/es"],
    ["about", "/about", "/es/nosotros"],
    ["projects", "/projects", "/es/proyectos"],
    ["informationNews", "/information-news", "/es/informacion-y-noticias"],
    ["contact", "/contact", "/es/contacto"],
    ["privacy", "/privacy", "/es/privacidad"],
  ] as const)("%s is %s in English and %s in Spanish", (id, en, es) => {
    expect(pagePath(id, "en")).toBe(en);
    expect(pagePath(id, "es")).toBe(es);
    expect(pageAlternates(id)).toEqual({ en, es });
  });

  it("writes every path in its own language's site, ASCII, lower case and hyphenated", () => {
    for (const page of pages) {
      for (const locale of locales) {
        const path = pagePath(page.id, locale);
        expect(localeFromPath(path), path).toBe(locale);
        expect(path, page.id).toMatch(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/|$))*$/);
      }
    }
  });

  it("gives every page a path of its own in each language", () => {
    for (const locale of locales) {
      const paths = pages.map((page) => pagePath(page.id, locale));
      expect(new Set(paths).size).toBe(paths.length);
    }
  });
});

describe("itemPath", () => {
  it("puts an item under its list, with its slug in that language", () => {
    expect(itemPath("project", "casa-horizonte", "en")).toBe("/projects/casa-horizonte");
    expect(itemPath("project", "casa-horizonte", "es")).toBe("/es/proyectos/casa-horizonte");
    expect(itemPath("article", "building-permits", "en")).toBe(
      "/information-news/building-permits",
    );
    expect(itemPath("article", "permisos-de-construccion", "es")).toBe(
      "/es/informacion-y-noticias/permisos-de-construccion",
    );
  });

  it("pairs an item's twins by their slugs, not by rewriting a path", () => {
    expect(
      itemAlternates("article", { en: "building-permits", es: "permisos-de-construccion" }),
    ).toEqual({
      en: "/information-news/building-permits",
      es: "/es/informacion-y-noticias/permisos-de-construccion",
    });
  });

  it("nests every kind of item in a page that exists", () => {
    for (const item of itemPages) {
      expect(pages.map((page) => page.id)).toContain(item.parent);
    }
  });
});

describe("routeId and pageOfRoute", () => {
  it("read a page back from its route's id, and nothing from other routes", () => {
    for (const locale of locales) {
      for (const page of pages) expect(pageOfRoute(routeId(locale, page.id))).toBe(page.id);
      expect(pageOfRoute(routeId(locale, "project"))).toBeUndefined();
      expect(pageOfRoute(`${locale}.not-found`)).toBeUndefined();
    }
    expect(pageOfRoute("root")).toBeUndefined();
  });
});

describe("feedPath", () => {
  it("gives each language one feed", () => {
    expect(feedPath("en")).toBe("/rss.xml");
    expect(feedPath("es")).toBe("/es/rss.xml");
  });
});
