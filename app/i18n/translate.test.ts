import { describe, expect, it } from "vitest";
import { en } from "./messages/en";
import { es } from "./messages/es";
import { getTranslator, translate } from "./translate";

describe("translate", () => {
  it("returns the message for a known key", () => {
    expect(getTranslator("es")("nav.home")).toBe("Inicio");
  });

  it("returns the key itself when the message is missing", () => {
    expect(translate({}, "hero.missing")).toBe("hero.missing");
    expect(translate(es, "does.not.exist")).toBe("does.not.exist");
  });

  it("does not read inherited properties as messages", () => {
    expect(translate(en, "toString")).toBe("toString");
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    expect(translate({ k: "© {year} {company} {x}" }, "k", { year: 2025, company: "S" })).toBe(
      "© 2025 S {x}",
    );
  });
});

describe("dictionaries", () => {
  it("have the same keys in English and Spanish", () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it("have no empty Spanish message", () => {
    expect(Object.entries(es).filter(([, value]) => value.trim() === "")).toEqual([]);
  });

  it("give every page a meta description of 120 to 160 characters, as search results show", () => {
    for (const dictionary of [en, es]) {
      for (const [key, value] of Object.entries(dictionary)) {
        if (!key.endsWith(".metaDescription") || key.startsWith("notFound.")) continue;
        expect(value.length, key).toBeGreaterThanOrEqual(120);
        expect(value.length, key).toBeLessThanOrEqual(160);
      }
    }
  });

  it("keep “Information & News” in English in both languages", () => {
    expect(es["nav.informationNews"]).toBe("Information & News");
  });
});
