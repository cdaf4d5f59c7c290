import { describe, expect, it } from "vitest";
import type { ImageFile } from "../../app/lib/images";
import type { Rendition } from "./encode";
import { parseManifestModule, parseRenditions, renderManifestModule } from "./manifest-module";

const asset = (id: string): ImageFile => ({
  id,
  path: `/images/${id}-abc`,
  width: 1600,
  height: 1067,
  widths: [480, 960, 1600],
  placeholder: "data:image/webp;base64,AAAA",
});

describe("renderManifestModule", () => {
  it("writes a typed module keyed by id, in id order", () => {
    const text = renderManifestModule([asset("projects/x/02"), asset("projects/x/01")]);
    expect(text).toContain('import type { ImageFile } from "~/lib/images";');
    expect(text).toContain("as const satisfies Record<string, ImageFile>;");
    expect(text.indexOf('"projects/x/01"')).toBeLessThan(text.indexOf('"projects/x/02"'));
  });

  it("carries intrinsic size, widths and placeholder, and no text: alt text lives in content", () => {
    const text = renderManifestModule([asset("hero/home")]);
    for (const fragment of ['"width": 1600', '"height": 1067', "480,", "base64"]) {
      expect(text).toContain(fragment);
    }
    expect(text).not.toContain('"alt"');
  });
});

describe("parseManifestModule", () => {
  it("reads back every image a module lists, as it was written", () => {
    const images = [asset("projects/x/01"), { ...asset("hero/home"), placeholder: "" }];
    const parsed = parseManifestModule(renderManifestModule(images));
    expect(parsed).toEqual([images[1], images[0]]);
  });

  it("reads nothing from text that is not a manifest", () => {
    expect(parseManifestModule("")).toEqual([]);
    expect(parseManifestModule("export const images = {oops as const satisfies")).toEqual([]);
  });
});

describe("the record of each image's files", () => {
  const files: Rendition[] = [
    { file: "480.avif", role: "thumbnail", quality: 45, bytes: 9100, budget: 9300, ssim: 0.951 },
    { file: "750.avif", role: "gallery", quality: 38, bytes: 18200, budget: 18900, ssim: 0.912 },
  ];

  it("is read back as it was written, one line per file", () => {
    const text = renderManifestModule(
      [asset("projects/x/01"), asset("projects/x/02")],
      new Map([["projects/x/01", files]]),
    );
    expect(text).toContain(`    ${JSON.stringify(files[1])}`);
    expect(parseRenditions(text)).toEqual(
      new Map([
        ["projects/x/01", files],
        ["projects/x/02", []],
      ]),
    );
    // The images read back as before, the record beside them.
    expect(parseManifestModule(text).map((image) => image.id)).toEqual([
      "projects/x/01",
      "projects/x/02",
    ]);
  });

  it("is empty for a module written before there was one", () => {
    const text = renderManifestModule([asset("hero/home")]).replace(
      /\n\/\*\*[^\n]*\nexport const renditions[\s\S]*$/,
      "",
    );
    expect(text).not.toContain("renditions");
    expect(parseRenditions(text)).toEqual(new Map());
  });
});
