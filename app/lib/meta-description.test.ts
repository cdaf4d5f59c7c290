import { describe, expect, it } from "vitest";
import { clampDescription } from "./meta-description";

describe("clampDescription", () => {
  it("keeps a text that fits", () => {
    expect(clampDescription("A short description.")).toBe("A short description.");
  });

  it("cuts a long text at a word, with an ellipsis, within the limit", () => {
    const text = `${"word ".repeat(40)}end`;
    const result = clampDescription(text, 160);
    expect(result.length).toBeLessThanOrEqual(160);
    expect(result.endsWith("word…")).toBe(true);
  });

  it("drops trailing punctuation before the ellipsis", () => {
    expect(clampDescription("Casa de concreto, con piscina infinita", 20)).toBe(
      "Casa de concreto…",
    );
  });
});
