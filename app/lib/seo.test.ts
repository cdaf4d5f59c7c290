import { describe, expect, it } from "vitest";
import { absoluteUrl, alternates, seoMeta, siteOrigin } from "./seo";

const image = { path: "/og/about-en.jpg", width: 1200, height: 630, alt: "A villa" };
const origin = "https://example.test";

describe("siteOrigin", () => {
  it("uses the build's SITE_ORIGIN when set, without a trailing slash", () => {
    expect(siteOrigin("https://staging.example.test/")).toBe("https://staging.example.test");
  });

  it("falls back to the company's domain", () => {
    expect(siteOrigin("")).toBe("https://soleradesignbuild.com");
  });
});

describe("alternates", () => {
  it("gives each language's URL and x-default in English, from the page's own paths", () => {
    expect(alternates({ en: "/about", es: "/es/nosotros" }, origin)).toEqual([
      { hrefLang: "en", href: "https://example.test/about" },
      { hrefLang: "es", href: "https://example.test/es/nosotros" },
      { hrefLang: "x-default", href: "https://example.test/about" },
    ]);
  });

  it("maps the home pages to / and /es", () => {
    expect(alternates({ en: "/", es: "/es" }, origin).map((a) => a.href)).toEqual([
      "https://example.test/",
      "https://example.test/es",
      "https://example.test/",
    ]);
  });
});

describe("seoMeta", () => {
  // Meta descriptors are a union; the tests read them as plain records.
  const tags = seoMeta(
    {
      pathname: "/es/nosotros",
      title: "Nosotros — Solera Design Build",
      description: "D",
      image,
      alternates: { en: "/about", es: "/es/nosotros" },
    },
    origin,
  ) as Record<string, unknown>[];
  const property = (name: string) =>
    tags.filter((tag) => tag.property === name).map((tag) => tag.content as string);

  it("has a canonical absolute URL and the Open Graph basics", () => {
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://example.test/es/nosotros",
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "en",
      href: "https://example.test/about",
    });
    expect(property("og:url")).toEqual(["https://example.test/es/nosotros"]);
    expect(property("og:type")).toEqual(["website"]);
    expect(property("og:locale")).toEqual(["es_CR"]);
    expect(property("og:locale:alternate")).toEqual(["en_US"]);
    expect(property("og:image")).toEqual([absoluteUrl("/og/about-en.jpg", origin)]);
    expect(property("og:image:width")).toEqual(["1200"]);
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("marks not-found pages noindex, with no canonical or alternates", () => {
    const notFound = seoMeta(
      { pathname: "/404", title: "T", description: "D", image, noindex: true },
      origin,
    ) as Record<string, unknown>[];
    expect(notFound).toContainEqual({ name: "robots", content: "noindex" });
    expect(notFound.some((tag) => tag.rel === "canonical" || tag.rel === "alternate")).toBe(false);
  });
});
