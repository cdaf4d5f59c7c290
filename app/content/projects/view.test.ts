import { describe, expect, it } from "vitest";
import { beforeAfterWords } from "~/lib/before-after";
import type { ImageAsset } from "~/lib/images";
import { paragraphsOf, projectView } from "./view";

const built: ImageAsset = {
  id: "projects/a/01",
  path: "/images/projects/a/01-abc",
  width: 1600,
  height: 1067,
  widths: [480, 960, 1600],
  placeholder: "data:image/webp;base64,AAAA",
  portrait: { width: 800, height: 1200, widths: [480], path: "/images/projects/a/01-abc-portrait" },
  alt: "The terrace",
};

describe("projectView", () => {
  it("draws a project half written: only what is there, and every field it is given", () => {
    const view = projectView({ title: "Casa Nueva", year: 2026, facts: { lotArea: 900 } }, "es");
    expect(view).toMatchObject({ title: "Casa Nueva", year: 2026, paragraphs: [] });
    expect(view.facts.map((fact) => fact.key)).toEqual(["lotArea"]);
    expect(view.map).toBeUndefined();
    expect(view.beforeAfter).toBeNull();
  });

  it("links the place to its map, in the page's language", () => {
    const view = projectView(
      { location: "Mal País", facts: { coordinates: { latitude: 9.6, longitude: -85.1 } } },
      "es",
    );
    expect(view.map).toEqual({
      href: "https://www.google.com/maps/search/?api=1&query=9.6%2C-85.1",
      label: "Ver Mal País en un mapa",
    });
    expect(view.facts.find((fact) => fact.key === "location")?.detail).toBe("Mal País");
  });

  it("crops both comparison photos to one frame, and a photo just chosen stays as it is", () => {
    const chosen = { src: "blob:http://localhost/1", alt: "Before" };
    const view = projectView({ beforeAfter: { before: chosen, after: built } }, "en");
    expect(view.beforeAfter).toEqual({
      before: chosen,
      after: { ...built, placeholder: "", portrait: undefined },
      words: beforeAfterWords("en"),
    });
  });

  it("says under the comparison which of its pictures is a drawing, and nothing of two photos", () => {
    const drawn = { ...built, alt: "Vista de diseño: La terraza", drawnLabel: "Vista de diseño" };
    expect(
      projectView({ beforeAfter: { before: drawn, after: built } }, "es").beforeAfter?.note,
    ).toBe("La imagen del antes es una vista de diseño, no una fotografía.");
    expect(
      projectView({ beforeAfter: { before: drawn, after: drawn } }, "en").beforeAfter?.note,
    ).toBe("Both pictures are design views, not photographs.");
  });
});

describe("paragraphsOf", () => {
  it("splits at blank lines and joins each paragraph's lines", () => {
    expect(paragraphsOf("One\nline.\n\n  \nTwo.\n\n")).toEqual(["One line.", "Two."]);
    expect(paragraphsOf("")).toEqual([]);
  });
});
