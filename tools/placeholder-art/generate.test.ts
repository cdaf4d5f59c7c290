import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { catalogue } from "./catalogue/index";
import { draw, sourceOf } from "./generate";

// A smoke test of the whole drawer: every placeholder the site ships is
// exactly what the catalogue draws today, so the committed sources can be
// drawn again after a change, and a change that redraws one shows here.

describe("placeholder art", () => {
  const drawn = catalogue.filter((entry) => !sourceOf(entry).photo);

  it("draws every committed placeholder again, byte for byte", () => {
    const changed = drawn
      .filter((entry) => readFileSync(sourceOf(entry).svg, "utf8") !== draw(entry))
      .map((entry) => entry.id);
    expect(changed).toEqual([]);
    // Every drawing drawn again: 1.3 s for 95 on a quiet machine, 7 to 10 s
    // on a busy two-core one, where Vitest's 5 s default failed it.
  }, 60_000);

  it("draws an SVG of the canvas its id asks for", () => {
    const preview = drawn.find((entry) => entry.id.startsWith("og/"));
    const photo = drawn.find((entry) => entry.id.startsWith("projects/"));
    expect(draw(preview!)).toMatch(/^<svg[^>]+viewBox="0 0 1200 630"/);
    expect(draw(photo!)).toMatch(/^<svg[^>]+viewBox="0 0 1200 800"/);
  });
});
