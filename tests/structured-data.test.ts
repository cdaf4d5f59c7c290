import { describe, expect, it } from "vitest";
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  organizationJsonLd,
  websiteJsonLd,
} from "~/lib/json-ld";
import { faqPageJsonLd } from "~/lib/faq-json-ld";
import { site } from "~/site";
import { structuredDataProblems } from "./structured-data";

const origin = "https://soleradesignbuild.com";

/** A block as the page carries it: plain JSON, which a test may break. */
const json = (block: object) => JSON.parse(JSON.stringify(block)) as Record<string, unknown>;

function without(block: object, field: string) {
  const copy = json(block);
  delete copy[field];
  return copy;
}
const posting = blogPostingJsonLd(
  {
    path: "/information-news/hillside-lots",
    headline: "Building on a hillside lot",
    description: "What a slope changes.",
    image: "/og/information-news/hillside-lots.jpg",
    date: "2024-11-02",
    locale: "en",
  },
  origin,
);
const trail = breadcrumbJsonLd(
  [
    { name: "Home", path: "/" },
    { name: "Information & News", path: "/information-news" },
    { name: "Building on a hillside lot", path: "/information-news/hillside-lots" },
  ],
  origin,
);

describe("structuredDataProblems", () => {
  it("accepts every block the site builds", () => {
    const faq = faqPageJsonLd([
      { question: "How long do permits take?", answer: "Two to six months." },
    ]);
    const registered = organizationJsonLd(origin, {
      ...site,
      legal: { name: "Solera Design Build S.A.", cedulaJuridica: "3-101-123456" },
    });
    const reviewed = organizationJsonLd(origin, {
      ...site,
      reviews: { place: "https://maps.app.goo.gl/AbCd1234", write: "" },
    });
    for (const block of [
      organizationJsonLd(origin),
      registered,
      reviewed,
      websiteJsonLd(origin),
      posting,
      trail,
      faq,
    ]) {
      expect(structuredDataProblems(json(block))).toEqual([]);
    }
  });

  it("names a missing required property", () => {
    expect(structuredDataProblems(without(posting, "datePublished"))).toEqual([
      "BlogPosting.datePublished: expected an ISO 8601 date",
    ]);
    expect(structuredDataProblems(without(organizationJsonLd(origin), "telephone"))).toEqual([
      "GeneralContractor.telephone: expected an E.164 number",
    ]);
    expect(structuredDataProblems({ ...json(organizationJsonLd(origin)), hasMap: "" })).toEqual([
      "GeneralContractor.hasMap: expected an absolute URL",
    ]);
  });

  it("checks nested nodes: addresses, list items, answers", () => {
    const org = json(organizationJsonLd(origin));
    expect(
      structuredDataProblems({
        ...org,
        address: { "@type": "PostalAddress", addressLocality: "Santa Teresa" },
      }),
    ).toEqual([
      "GeneralContractor.address.addressRegion: expected a region",
      "GeneralContractor.address.addressCountry: expected a country code",
    ]);
    const shuffled = {
      ...trail,
      itemListElement: [...(trail.itemListElement as object[])].reverse(),
    };
    expect(structuredDataProblems(shuffled)).toContain(
      "BreadcrumbList.itemListElement[0].position: expected position 1",
    );
    const unanswered = {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Why?" }],
    };
    expect(structuredDataProblems(unanswered)).toEqual([
      "FAQPage.mainEntity[0].acceptedAnswer: expected @type Answer",
    ]);
    expect(
      structuredDataProblems({ "@context": "https://schema.org", "@type": "FAQPage" }),
    ).toEqual(["FAQPage.mainEntity: expected questions"]);
  });

  it("refuses relative URLs, other contexts and types the site does not publish", () => {
    expect(structuredDataProblems({ ...json(websiteJsonLd(origin)), url: "/" })).toEqual([
      "WebSite.url: expected an absolute URL",
    ]);
    expect(
      structuredDataProblems({ ...json(websiteJsonLd(origin)), "@context": "http://schema.org" }),
    ).toEqual(["WebSite: expected @context https://schema.org"]);
    expect(
      structuredDataProblems({
        "@context": "https://schema.org",
        "@type": "AggregateRating",
        ratingValue: 5,
      }),
    ).toEqual(["unexpected @type AggregateRating"]);
  });
});
