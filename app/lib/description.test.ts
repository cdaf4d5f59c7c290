import { describe, expect, it } from "vitest";
import { clampDescription } from "./description";

describe("clampDescription", () => {
  it("keeps text that fits as it is", () => {
    const text = "A".repeat(160);
    expect(clampDescription(text)).toBe(text);
  });

  it("cuts long text at a word boundary and adds an ellipsis", () => {
    const text = `${"word ".repeat(40)}end`;
    const result = clampDescription(text);
    expect(result.length).toBeLessThanOrEqual(160);
    expect(result.endsWith("word…")).toBe(true);
  });

  it("drops punctuation left before the ellipsis", () => {
    expect(clampDescription("one two, three four", 12)).toBe("one two…");
  });

  it("cuts a single overlong word within the limit", () => {
    expect(clampDescription("x".repeat(20), 10)).toBe(`${"x".repeat(9)}…`);
  });

  it("collapses whitespace", () => {
    expect(clampDescription(" a \n b ")).toBe("a b");
  });
});
