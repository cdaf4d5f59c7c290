import { describe, expect, it } from "vitest";
import { site } from "~/site";
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  jsonLdScript,
  organizationJsonLd,
  websiteJsonLd,
} from "./json-ld";

const origin = "https://example.test";

describe("organizationJsonLd", () => {
  // schema-dts types every field as optional or a string; read it as a plain record.
  const org = organizationJsonLd(origin) as unknown as Record<string, unknown[]> & {
    "@type": string;
  };

  it("describes the business with the company constants", () => {
    expect(org["@type"]).toBe("GeneralContractor");
    expect(org).toMatchObject({
      name: site.name,
      url: "https://example.test/",
      telephone: site.phone.e164,
      email: site.email,
      address: {
        addressLocality: site.address.locality,
        addressRegion: site.address.region,
        addressCountry: site.address.countryCode,
      },
    });
    expect(org.areaServed).toHaveLength(site.areaServed.length);
    expect(org.sameAs).toContain(site.social.instagram);
  });

  it("carries no rating or review", () => {
    expect(JSON.stringify(org)).not.toMatch(/aggregateRating|review/i);
  });

  it("names the registered company and its cédula jurídica only once they are known", () => {
    const empty = organizationJsonLd(origin, {
      ...site,
      legal: { name: "", cedulaJuridica: "", address: "" },
    });
    expect(empty).not.toHaveProperty("legalName");
    expect(empty).not.toHaveProperty("taxID");
    expect(organizationJsonLd(origin, { ...site, legal: {} })).not.toHaveProperty("legalName");
    const filled = organizationJsonLd(origin, {
      ...site,
      legal: { name: "Solera Design Build S.A.", cedulaJuridica: "3-101-123456" },
    });
    expect(filled).toMatchObject({
      name: site.name,
      legalName: "Solera Design Build S.A.",
      taxID: "3-101-123456",
    });
  });
});

describe("the business's Google Business Profile", () => {
  const profile = "https://maps.app.goo.gl/AbCd1234";
  const reviewed = (reviews: { place?: string; write?: string }) =>
    organizationJsonLd(origin, { ...site, reviews }) as unknown as Record<string, unknown>;

  it("is one of its profiles and its map once the owner fills it in", () => {
    const org = reviewed({ place: profile, write: "https://g.page/r/CAbCd1234/review" });
    expect(org.sameAs).toEqual([...Object.values(site.social), profile]);
    expect(org.hasMap).toBe(profile);
    // The review form is where a client writes, not what the business is.
    expect(JSON.stringify(org)).not.toContain("g.page");
  });

  it("is left out while empty", () => {
    for (const org of [reviewed({ place: "", write: "" }), reviewed({})]) {
      expect(org.sameAs).toEqual(Object.values(site.social));
      expect(org).not.toHaveProperty("hasMap");
    }
  });

  it("never comes with ratings of the business by itself", () => {
    const org = reviewed({ place: profile });
    for (const property of ["aggregateRating", "review", "reviews"])
      expect(org).not.toHaveProperty(property);
  });
});

describe("websiteJsonLd", () => {
  it("names both languages", () => {
    expect((websiteJsonLd(origin) as { inLanguage?: unknown }).inLanguage).toEqual([
      "en-US",
      "es-CR",
    ]);
  });
});

describe("jsonLdScript", () => {
  it("cannot be closed early by the text inside it", () => {
    const script = jsonLdScript({ name: "</script><script>alert(1)</script>" });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(script.slice(35, -9))).toEqual({
      name: "</script><script>alert(1)</script>",
    });
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the trail from 1 with absolute URLs", () => {
    const list = breadcrumbJsonLd(
      [
        { name: "Inicio", path: "/es" },
        { name: "Proyectos", path: "/es/projects" },
      ],
      origin,
    );
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Inicio", item: "https://example.test/es" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Proyectos",
        item: "https://example.test/es/projects",
      },
    ]);
  });
});

describe("blogPostingJsonLd", () => {
  it("has the headline, image, date, language, and the company as author and publisher", () => {
    const post = blogPostingJsonLd(
      {
        path: "/es/information-news/x",
        headline: "Título",
        description: "Resumen",
        image: "/og/es/information-news/x.jpg",
        date: "2024-12-17",
        locale: "es",
      },
      origin,
    );
    expect(post).toMatchObject({
      "@type": "BlogPosting",
      headline: "Título",
      image: "https://example.test/og/es/information-news/x.jpg",
      datePublished: "2024-12-17",
      inLanguage: "es-CR",
      author: { "@type": "Organization", name: site.name },
      publisher: { "@type": "Organization", name: site.name },
    });
  });
});
