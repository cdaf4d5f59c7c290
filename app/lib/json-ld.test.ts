import { describe, expect, it } from "vitest";
import { site } from "~/site";
import { jsonLdScript, organizationJsonLd, websiteJsonLd } from "./json-ld";

const origin = "https://example.test";

describe("organizationJsonLd", () => {
  const org = organizationJsonLd(origin);

  it("describes the business with the company constants", () => {
    expect(org["@type"]).toBe("GeneralContractor");
    expect(org).toMatchObject({
      name: site.name,
      url: "https://example.test/",
      telephone: "+50687000000",
      email: "info@soleradesignbuild.com",
      address: {
        addressLocality: "Santa Teresa",
        addressRegion: "Puntarenas",
        addressCountry: "CR",
      },
    });
    expect(org.areaServed).toHaveLength(4);
    expect(org.sameAs).toContain(site.social.instagram);
  });

  it("carries no rating or review", () => {
    expect(JSON.stringify(org)).not.toMatch(/aggregateRating|review/i);
  });
});

describe("websiteJsonLd", () => {
  it("names both languages", () => {
    expect(websiteJsonLd(origin).inLanguage).toEqual(["en-US", "es-CR"]);
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
