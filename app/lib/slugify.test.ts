import { describe, expect, it } from "vitest";
import { slugify } from "./slugify";

describe("slugify", () => {
  it("folds accents and lower-cases", () => {
    expect(slugify("Losa en Cóbano")).toBe("losa-en-cobano");
    expect(slugify("Año nuevo en Montezuma: ¿qué construir?")).toBe(
      "ano-nuevo-en-montezuma-que-construir",
    );
    expect(slugify("ÉPOCA SECA")).toBe("epoca-seca");
  });

  it("makes phone and chat-app photo names addresses", () => {
    expect(slugify("IMG_4821")).toBe("img-4821");
    expect(slugify("WhatsApp Image 2026-11-25 at 06.30.12")).toBe(
      "whatsapp-image-2026-11-25-at-06-30-12",
    );
    expect(slugify("whatsapp-image-2026-11-25-at-06.30.12")).toBe(
      "whatsapp-image-2026-11-25-at-06-30-12",
    );
  });

  it("leaves an address as it is", () => {
    for (const slug of ["casa-horizonte", "permit-process", "01", "a"])
      expect(slugify(slug)).toBe(slug);
  });

  it("gives nothing for a name with no letter or digit", () => {
    expect(slugify("--- !!")).toBe("");
    expect(slugify("")).toBe("");
  });
});
