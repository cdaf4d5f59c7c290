import { describe, expect, it } from "vitest";
import { factsToCome, missingFacts, missingFactsWarning } from "./company-facts";

const filled = {
  legal: {
    name: "Solera Design Build S.A.",
    cedulaJuridica: "3-101-123456",
    address: "Santa Teresa, Cóbano, Puntarenas",
  },
  credentials: { cfia: "CC-01234", ins: "0116-RT-5555" },
  reviews: {
    place: "https://maps.app.goo.gl/AbCd1234",
    write: "https://g.page/r/CAbCd1234/review",
  },
};

describe("missingFacts", () => {
  it("lists every fact that is empty, blank or left out", () => {
    expect(missingFacts({ legal: {} })).toEqual(Object.keys(factsToCome));
    expect(
      missingFacts({ legal: { name: "", cedulaJuridica: " ", address: "" }, credentials: {} }),
    ).toEqual(Object.keys(factsToCome));
  });

  it("lists only what is still empty", () => {
    expect(missingFacts(filled)).toEqual([]);
    expect(missingFacts({ ...filled, credentials: { cfia: "CC-01234", ins: "" } })).toEqual([
      "credentials.ins",
    ]);
    expect(missingFacts({ ...filled, reviews: { place: filled.reviews.place } })).toEqual([
      "reviews.write",
    ]);
  });
});

describe("missingFactsWarning", () => {
  it("names the file and each empty field, and says where to fill them in", () => {
    const warning = missingFactsWarning("content/company.json", ["legal.name", "credentials.cfia"]);
    expect(warning).toMatch(/^content\/company\.json: /);
    expect(warning).toContain('"legal.name" (registered name, the razón social)');
    expect(warning).toContain('"credentials.cfia" (CFIA registration number)');
    expect(warning).toContain("docs/editing.md");
  });

  it("says nothing once every fact is filled in", () => {
    expect(missingFactsWarning("content/company.json", [])).toBeUndefined();
  });
});
