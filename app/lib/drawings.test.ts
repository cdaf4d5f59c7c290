import { describe, expect, it } from "vitest";
import {
  describedPicture,
  entryNote,
  isDrawn,
  pairNote,
  pictureAlt,
  pictureCount,
  pictureOfDay,
  pictureSource,
  sourceOfFile,
  sourceOfFiles,
  thumbnailLabel,
} from "./drawings";

describe("what a picture is made from", () => {
  it("reads a drawing from an SVG and a photo from any other format, whatever the case", () => {
    expect(sourceOfFile("projects/villa-cielo/01.svg")).toBe("drawing");
    expect(sourceOfFile("projects/villa-cielo/01.SVG")).toBe("drawing");
    for (const file of ["01.jpg", "IMG_4821.JPG", "01.jpeg", "01.png", "01.webp", "blob:x/9"])
      expect(sourceOfFile(file), file).toBe("photo");
  });

  it("lets a photo win over the drawing of the same name, as the image pipeline does", () => {
    expect(sourceOfFiles(["01.svg"])).toBe("drawing");
    expect(sourceOfFiles(["01.jpg", "01.svg"])).toBe("photo");
    expect(sourceOfFiles(["01.webp"])).toBe("photo");
  });
});

describe("a picture's words", () => {
  it("says a drawing is a design view before its description, in each language", () => {
    expect(pictureAlt("Villa at dusk", "drawing", "en")).toBe("Design view: Villa at dusk");
    expect(pictureAlt("Villa al anochecer", "drawing", "es")).toBe(
      "Vista de diseño: Villa al anochecer",
    );
  });

  it("leaves a photo's description, an empty one and one that already says so as written", () => {
    expect(pictureAlt("Villa at dusk", "photo", "en")).toBe("Villa at dusk");
    expect(pictureAlt("", "drawing", "en")).toBe("");
    expect(pictureAlt("Design view of the pool", "drawing", "en")).toBe("Design view of the pool");
    expect(pictureAlt("Vista de diseño de la sala", "drawing", "es")).toBe(
      "Vista de diseño de la sala",
    );
  });

  it("reads a photo whose description calls it a design view as one, in its own language", () => {
    expect(pictureSource("photo", "Design view: the pool at dusk", "en")).toBe("drawing");
    expect(pictureSource("photo", "  vista de diseño de la sala", "es")).toBe("drawing");
    expect(pictureSource("photo", "Vista de diseño de la sala", "en")).toBe("photo");
    expect(pictureSource("photo", "The pool at dusk", "en")).toBe("photo");
    expect(pictureSource("drawing", "The pool at dusk", "en")).toBe("drawing");
    const rendering = describedPicture({ id: "r", alt: "Design view of the pool" }, "photo", "en");
    expect(rendering).toEqual({
      id: "r",
      alt: "Design view of the pool",
      drawnLabel: "Design view",
    });
  });

  it("gives a drawing its tag and a photo none, and takes off a tag a photo no longer needs", () => {
    const drawing = describedPicture({ id: "a", alt: "Pool" }, "drawing", "es");
    expect(drawing).toEqual({
      id: "a",
      alt: "Vista de diseño: Pool",
      drawnLabel: "Vista de diseño",
    });
    expect(isDrawn(drawing)).toBe(true);
    const photo = describedPicture({ ...drawing, alt: "Pool" }, "photo", "es");
    expect(photo).toEqual({ id: "a", alt: "Pool" });
    expect(isDrawn(photo)).toBe(false);
  });
});

describe("a gallery's count", () => {
  it("counts photos as photos, and says drawings are not photographs", () => {
    expect(pictureCount(["photo", "photo", "photo", "photo"], "en")).toBe("4 photos");
    expect(pictureCount(["drawing", "drawing", "drawing", "drawing"], "en")).toBe(
      "4 design views, not photographs",
    );
    expect(pictureCount(["drawing", "drawing", "drawing", "drawing"], "es")).toBe(
      "4 vistas de diseño, no fotografías",
    );
  });

  it("names both where a gallery has both, one of each in the singular", () => {
    expect(pictureCount(["photo", "drawing", "drawing", "drawing"], "en")).toBe(
      "1 photo and 3 design views",
    );
    expect(pictureCount(["photo", "photo", "photo", "drawing"], "es")).toBe(
      "3 fotos y 1 vista de diseño",
    );
  });

  it("names each thumbnail by what it is", () => {
    expect(thumbnailLabel({ alt: "Pool", source: "drawing" }, 3, 10, "en")).toBe(
      "Design view 3 of 10: Pool",
    );
    expect(thumbnailLabel({ alt: "Piscina", source: "photo" }, 3, 10, "es")).toBe(
      "Foto 3 de 10: Piscina",
    );
  });
});

describe("a diary's and a before and after's words", () => {
  it("names a picture left without its line by what it is", () => {
    expect(pictureOfDay("drawing", 2, "October 23, 2025", "en")).toBe(
      "Design view 2, October 23, 2025",
    );
    expect(pictureOfDay("photo", 2, "23 de octubre de 2025", "es")).toBe(
      "Foto 2, 23 de octubre de 2025",
    );
  });

  it("says which of a before and after is a drawing, and nothing of two photos", () => {
    expect(pairNote({ before: "drawing", after: "drawing" }, "en")).toBe(
      "Both pictures are design views, not photographs.",
    );
    expect(pairNote({ before: "drawing", after: "photo" }, "es")).toBe(
      "La imagen del antes es una vista de diseño, no una fotografía.",
    );
    expect(pairNote({ before: "photo", after: "drawing" }, "en")).toMatch(/after the work/);
    expect(pairNote({ before: "photo", after: "photo" }, "en")).toBeUndefined();
  });

  it("says which of an entry's pictures are drawings, by their place when some are photos", () => {
    expect(entryNote(["drawing"], "en")).toBe(
      "The picture is a design view, not a photograph of the work.",
    );
    expect(entryNote(["drawing", "drawing"], "es")).toBe(
      "Las imágenes son vistas de diseño, no fotografías de la obra.",
    );
    expect(entryNote(["photo", "drawing", "drawing"], "en")).toBe(
      "Pictures 2 and 3 are design views, not photographs of the work.",
    );
    expect(entryNote(["drawing", "photo", "photo"], "es")).toBe(
      "La imagen 1 es una vista de diseño, no una fotografía de la obra.",
    );
    expect(entryNote(["photo", "photo"], "en")).toBeUndefined();
  });
});
