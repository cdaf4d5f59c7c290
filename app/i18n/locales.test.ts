import { describe, expect, it } from "vitest";
import { localeFromPath, localeFromRequest, localizePath, stripLocale, twinUrl } from "./locales";

describe("localeFromPath", () => {
  it.each([
    ["/", "en"],
    ["/about", "en"],
    ["/es", "es"],
    ["/es/", "es"],
    ["/es/projects", "es"],
    ["/espanol", "en"],
    ["/established", "en"],
  ] as const)("%s is %s", (path, locale) => {
    expect(localeFromPath(path)).toBe(locale);
  });
});

describe("path twins", () => {
  it("adds and removes the /es prefix", () => {
    expect(localizePath("/", "es")).toBe("/es");
    expect(localizePath("/about", "es")).toBe("/es/about");
    expect(localizePath("/about", "en")).toBe("/about");
    expect(stripLocale("/es")).toBe("/");
    expect(stripLocale("/es/about")).toBe("/about");
    expect(stripLocale("/about")).toBe("/about");
  });

  it("gives each page its twin in the other language, keeping query and hash", () => {
    expect(twinUrl({ pathname: "/" })).toBe("/es");
    expect(twinUrl({ pathname: "/es" })).toBe("/");
    expect(twinUrl({ pathname: "/projects", search: "?category=commercial" })).toBe(
      "/es/projects?category=commercial",
    );
    expect(twinUrl({ pathname: "/es/projects/villa-luz", search: "", hash: "#gallery" })).toBe(
      "/projects/villa-luz#gallery",
    );
  });

  it("round-trips every path", () => {
    for (const path of ["/", "/about", "/information-news/some-article"]) {
      expect(twinUrl({ pathname: twinUrl({ pathname: path }) })).toBe(path);
    }
  });
});

describe("localeFromRequest", () => {
  it.each([
    ["http://localhost/es", "es"],
    ["http://localhost/es.data", "es"],
    ["http://localhost/es/about.data", "es"],
    ["http://localhost/_root.data", "en"],
    ["http://localhost/about.data", "en"],
    ["http://localhost/estudio.data", "en"],
  ] as const)("%s is %s", (url, locale) => {
    expect(localeFromRequest(new Request(url))).toBe(locale);
  });
});
