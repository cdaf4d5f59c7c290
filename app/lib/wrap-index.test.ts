import { describe, expect, it } from "vitest";
import { wrapIndex } from "./wrap-index";

describe("wrapIndex", () => {
  it("wraps past the last photo to the first and before the first to the last", () => {
    expect(wrapIndex(9, 9)).toBe(0);
    expect(wrapIndex(-1, 9)).toBe(8);
    expect(wrapIndex(4, 9)).toBe(4);
  });

  it("stays on the only photo of a one-photo gallery", () => {
    expect(wrapIndex(1, 1)).toBe(0);
    expect(wrapIndex(-1, 1)).toBe(0);
  });
});
