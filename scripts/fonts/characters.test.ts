import { describe, expect, it } from "vitest";
import { missingCharacters, pageText } from "./characters";

describe("fontCharacters", () => {
  it("covers English and Spanish text", () => {
    expect(
      missingCharacters("¿Cuánto cuesta construir una villa? «Diseño» — 25 m² · ©2026 €"),
    ).toEqual([]);
  });
});

describe("missingCharacters", () => {
  it("names each character the set lacks once, in the order they appear", () => {
    expect(missingCharacters("Ação e façade ç", "Aaefdeo ")).toEqual(["ç", "ã"]);
  });

  it("ignores whitespace", () => {
    expect(missingCharacters("a\n\tb\u2028", "ab")).toEqual([]);
  });
});

describe("pageText", () => {
  it("keeps the body's text and drops scripts, styles, comments and markup", () => {
    const html =
      '<html><head><title>Título ✓</title></head><body><h1 class="x">Casa <em>Cielo</em></h1>' +
      '<script>const s = "→";</script><style>a::after{content:"★"}</style><!-- ♥ -->' +
      '<img alt="Ñandú ✈"><p>Fin</p></body></html>';
    expect(pageText(html).replace(/\s+/g, " ").trim()).toBe("Casa Cielo Fin");
  });

  it("decodes named and numeric character references", () => {
    expect(pageText("<body>a&amp;b&nbsp;&#8212;&#x2192;&copy;</body>")).toBe("a&b\u00a0—→&copy;");
  });
});
