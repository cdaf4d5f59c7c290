import { describe, expect, it } from "vitest";
import { findPlaceholder, isPlaceholder } from "./placeholder";

describe("findPlaceholder", () => {
  it("finds a bracketed note and a run of X, with the words around them", () => {
    expect(
      findPlaceholder("Razón social: [Razón social registrada, p. ej. Solera S.A.]"),
    ).toContain("social: [Razón social");
    expect(findPlaceholder("cédula jurídica 3-101-XXXXXX")).toContain("3-101-XXXXXX");
    expect(findPlaceholder("Phone: xxx-xxxx")).toContain("xxx");
    expect(findPlaceholder("see [...]")).toBe("see [...]");
    expect(findPlaceholder("[Otras señas], Santa Teresa")).toContain("[Otras señas]");
  });

  it("leaves ordinary text alone", () => {
    for (const text of [
      "Solera Design Build S.A., cédula jurídica 3-101-123456",
      "Two to six months… and a phone: +506 8700-1234",
      "Exterior walls (in the rainy season) get a sealer",
      "Box 4 x 4 m, Texas, Xavier's plan",
    ])
      expect(findPlaceholder(text), text).toBeUndefined();
  });
});

describe("isPlaceholder", () => {
  it("refuses any bracket, ellipsis or run of X in a short fact", () => {
    for (const value of ["[3-101-XXXXXX]", "3-101-XXXXXX", "[...]", "…", "...", "CC-]", "TBD ["])
      expect(isPlaceholder(value), value).toBe(true);
  });

  it("accepts real names and numbers", () => {
    for (const value of ["Solera Design Build S.A.", "3-101-123456", "CC-01234", "0116-RT-5555"])
      expect(isPlaceholder(value), value).toBe(false);
  });
});
