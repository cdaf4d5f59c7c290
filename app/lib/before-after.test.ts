import { describe, expect, it } from "vitest";
import {
  beforeAfterWords,
  clampSplit,
  initialSplit,
  sameProportions,
  splitText,
} from "./before-after";

describe("clampSplit", () => {
  it("keeps the divider inside the frame, in whole percents", () => {
    expect(clampSplit(-12)).toBe(0);
    expect(clampSplit(140)).toBe(100);
    expect(clampSplit(33.6)).toBe(34);
  });

  it("falls back to the middle for a value that is not a number", () => {
    expect(clampSplit(Number.NaN)).toBe(initialSplit);
    expect(clampSplit(Number.POSITIVE_INFINITY)).toBe(initialSplit);
  });
});

describe("splitText", () => {
  it("says how much of each image shows, in each language, with the percents written as the rest of the site writes them", () => {
    expect(splitText(60, beforeAfterWords("en").value)).toBe("60% before, 40% after");
    expect(splitText(25, beforeAfterWords("es").value)).toBe("25% antes, 75% después");
  });

  it("never says more than 100% of either image", () => {
    expect(splitText(130, beforeAfterWords("en").value)).toBe("100% before, 0% after");
  });
});

describe("sameProportions", () => {
  it("accepts two images of one frame at different sizes", () => {
    expect(sameProportions({ width: 1200, height: 800 }, { width: 1600, height: 1067 })).toBe(true);
  });

  it("refuses images that would not line up", () => {
    expect(sameProportions({ width: 1200, height: 800 }, { width: 1200, height: 630 })).toBe(false);
  });
});
