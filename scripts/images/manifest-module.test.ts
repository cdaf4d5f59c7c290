import { describe, expect, it } from "vitest";
import type { ImageAsset } from "../../app/lib/images";
import { renderManifestModule } from "./manifest-module";

const asset = (id: string): ImageAsset => ({
  id,
  path: `/images/${id}-abc`,
  width: 1600,
  height: 1067,
  widths: [480, 960, 1600],
  placeholder: "data:image/webp;base64,AAAA",
  alt: { en: "A villa", es: "Una villa" },
});

describe("renderManifestModule", () => {
  it("writes a typed module keyed by id, in id order", () => {
    const text = renderManifestModule([asset("projects/x/02"), asset("projects/x/01")]);
    expect(text).toContain('import type { ImageAsset } from "~/lib/images";');
    expect(text).toContain("as const satisfies Record<string, ImageAsset>;");
    expect(text.indexOf('"projects/x/01"')).toBeLessThan(text.indexOf('"projects/x/02"'));
  });

  it("carries intrinsic size, widths, placeholder and both alt texts", () => {
    const text = renderManifestModule([asset("hero/home")]);
    for (const fragment of [
      '"width": 1600',
      '"height": 1067',
      "480,",
      '"es": "Una villa"',
      "base64",
    ]) {
      expect(text).toContain(fragment);
    }
  });
});
