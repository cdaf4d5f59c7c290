import { describe, expect, it } from "vitest";
import { steady } from "./steady";

describe("steady", () => {
  it("keeps a run the machine stayed about as fast through", () => {
    expect(steady(3000, 2900)).toBe(true);
    expect(steady(3000, 3600)).toBe(true);
    expect(steady(3000, 2250)).toBe(true);
  });

  it("takes a run again when the machine slowed down by more than a quarter", () => {
    expect(steady(3000, 2200)).toBe(false);
    expect(steady(2600, 900)).toBe(false);
  });
});
