import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap";

const origin = "https://example.test";

describe("sitemapXml", () => {
  const xml = sitemapXml(
    [
      { url: "/about", alternates: { en: "/about", es: "/es/nosotros" } },
      {
        url: "/es/informacion-y-noticias/x-es",
        alternates: { en: "/information-news/x", es: "/es/informacion-y-noticias/x-es" },
        lastmod: "2024-12-17",
      },
    ],
    origin,
  );

  it("lists each URL with its alternates", () => {
    expect(xml).toContain("<loc>https://example.test/about</loc>");
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="es" href="https://example.test/es/nosotros"/>',
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.test/information-news/x"/>',
    );
    expect(xml).toContain("<loc>https://example.test/es/informacion-y-noticias/x-es</loc>");
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it("gives lastmod only where the content has a date", () => {
    expect(xml).toContain("<lastmod>2024-12-17</lastmod>");
    expect(xml.match(/<lastmod>/g)).toHaveLength(1);
  });
});

describe("robotsTxt", () => {
  it("allows every page but the editor and names the sitemap", () => {
    expect(robotsTxt(origin)).toBe(
      "User-agent: *\nDisallow: /admin\n\nSitemap: https://example.test/sitemap.xml\n",
    );
  });
});
