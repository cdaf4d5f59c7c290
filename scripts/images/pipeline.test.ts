import { describe, expect, it } from "vitest";
import {
  cacheKey,
  centredCrop,
  chooseSource,
  contentHash,
  masterWidth,
  moduleOf,
  outputPath,
  outputWidths,
  scaledHeight,
} from "./pipeline";
import { keptLongSide, kindOf, presetFor, presets } from "./presets";

describe("chooseSource", () => {
  it("uses the generated SVG when there is no photo", () => {
    expect(chooseSource("hero/home", ["home.svg", "about.svg"])).toBe("home.svg");
  });

  it("prefers a company photo of the same name, whatever its case", () => {
    expect(chooseSource("hero/home", ["home.svg", "home.JPG"])).toBe("home.JPG");
    expect(chooseSource("projects/villa-cielo/01", ["01.svg", "01.webp"])).toBe("01.webp");
    expect(chooseSource("hero/home", ["home.png", "home.svg"])).toBe("home.png");
  });

  it("finds a photo by the address its name makes, as the content check reads it", () => {
    expect(chooseSource("news/img-4821", ["IMG_4821.JPG"])).toBe("IMG_4821.JPG");
    expect(chooseSource("news/losa-en-cobano", ["Losa en Cóbano.jpeg"])).toBe(
      "Losa en Cóbano.jpeg",
    );
    expect(
      chooseSource("news/whatsapp-image-2026-11-25-at-06-30-12", [
        "whatsapp-image-2026-11-25-at-06.30.12.webp",
      ]),
    ).toBe("whatsapp-image-2026-11-25-at-06.30.12.webp");
  });

  it("finds nothing when the image is missing or only a similar name exists", () => {
    expect(chooseSource("hero/home", ["homes.svg", "home.gif"])).toBeUndefined();
  });
});

describe("outputWidths", () => {
  it("keeps the preset's widths a large source can fill", () => {
    expect(outputWidths([640, 960, 1920], 4000)).toEqual([640, 960, 1920]);
  });

  it("never upscales a smaller photo", () => {
    expect(outputWidths([640, 960, 1920], 1000)).toEqual([640, 960]);
    expect(outputWidths([640, 960], 500)).toEqual([500]);
  });
});

describe("paths and hashes", () => {
  it("changes the hash when the bytes or the settings change", () => {
    const a = contentHash(Buffer.from("a"), "x");
    expect(a).toHaveLength(10);
    expect(contentHash(Buffer.from("a"), "x")).toBe(a);
    expect(contentHash(Buffer.from("b"), "x")).not.toBe(a);
    expect(contentHash(Buffer.from("a"), "y")).not.toBe(a);
    expect(cacheKey(presetFor("hero/home"), 1)).not.toBe(cacheKey(presetFor("news/x"), 1));
  });

  it("puts outputs under /images with the hash in the name", () => {
    expect(outputPath("projects/villa-cielo/01", "abc")).toBe(
      "/images/projects/villa-cielo/01-abc",
    );
  });

  it("groups images into a manifest module per folder", () => {
    expect(moduleOf("hero/home")).toBe("hero");
    expect(moduleOf("projects/villa-cielo/01")).toBe("projects/villa-cielo");
  });
});

describe("geometry", () => {
  it("scales heights and crops around the centre", () => {
    expect(scaledHeight(960, { width: 1200, height: 800 })).toBe(640);
    expect(centredCrop({ width: 1200, height: 800 }, 3 / 4)).toEqual({
      left: 300,
      top: 0,
      width: 600,
      height: 800,
    });
    expect(centredCrop({ width: 800, height: 1200 }, 3 / 2)).toEqual({
      left: 0,
      top: 334,
      width: 800,
      height: 533,
    });
  });
});

describe("presetFor", () => {
  it("reads the preset from the id's first folder, with a default", () => {
    expect(presetFor("hero/home").portrait).toBeTruthy();
    expect(presetFor("projects/villa-cielo/03").widths).toContain(1600);
    expect(presetFor("misc/thing").widths.length).toBeGreaterThan(0);
  });
});

describe("masterWidth", () => {
  it("decodes wide enough for the widest output", () => {
    expect(masterWidth(presets.projects!, { width: 4032, height: 3024 })).toBe(1600);
  });

  it("decodes a landscape photo wide enough for its widest portrait crop", () => {
    const hero = presets.hero!;
    const width = masterWidth(hero, { width: 4032, height: 3024 });
    const crop = centredCrop(
      { width, height: scaledHeight(width, { width: 4032, height: 3024 }) },
      3 / 4,
    );
    expect(crop.width).toBeGreaterThanOrEqual(Math.max(...hero.portrait!.widths));
    // A portrait phone photo needs no more than the crop's own width.
    expect(masterWidth(hero, { width: 3024, height: 4032 })).toBe(1920);
  });
});

describe("keptLongSide", () => {
  const long = keptLongSide;
  const short = Math.round((long * 3) / 4);

  it("keeps a 4:3 landscape photo large enough for every output of every preset", () => {
    for (const [name, preset] of Object.entries(presets))
      expect(masterWidth(preset, { width: long, height: short }), name).toBeLessThanOrEqual(long);
  });

  it("keeps a 3:4 portrait photo as wide as every output but a wide hero's", () => {
    for (const [name, preset] of Object.entries(presets)) {
      if (preset.role === "hero") continue;
      expect(masterWidth(preset, { width: short, height: long }), name).toBeLessThanOrEqual(short);
    }
  });
});

describe("kindOf", () => {
  it("treats SVG sources as drawings and rasters as photos", () => {
    expect(kindOf("01.svg")).toBe("drawing");
    expect(kindOf("01.SVG")).toBe("drawing");
    for (const file of ["01.jpg", "01.JPEG", "01.png", "01.webp"])
      expect(kindOf(file)).toBe("photo");
  });
});
