import { describe, expect, it } from "vitest";
import { localeFromPath, localeFromRequest, localizePath } from "./locales";

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

describe("localizePath", () => {
  it("writes a path inside a language's site under that language's prefix", () => {
    expect(localizePath("/", "es")).toBe("/es");
    expect(localizePath("/nosotros", "es")).toBe("/es/nosotros");
    expect(localizePath("/about", "en")).toBe("/about");
    expect(localizePath("/", "en")).toBe("/");
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
