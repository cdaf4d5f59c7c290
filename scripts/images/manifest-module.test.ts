import { describe, expect, it } from "vitest";
import type { ImageFile } from "../../app/lib/images";
import { parseManifestModule, renderManifestModule } from "./manifest-module";

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
