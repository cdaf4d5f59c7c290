import { describe, expect, it } from "vitest";
import { readMinutes, wordCount, WORDS_PER_MINUTE } from "./read-time";

describe("wordCount", () => {
  it("counts words, not markup or dashes", () => {
    expect(wordCount("**A heading**\n\n- one item\n- two items\n\nText – with a dash.")).toBe(10);
  });

  it("counts accented words as words", () => {
    expect(wordCount("Construcción en ladera: así se hace")).toBe(6);
  });
});

describe("readMinutes", () => {
  const words = (n: number) => Array.from({ length: n }, () => "palabra").join(" ");

  it("rounds to the nearest minute at 200 words a minute", () => {
    expect(readMinutes(words(WORDS_PER_MINUTE * 5))).toBe(5);
    expect(readMinutes(words(WORDS_PER_MINUTE * 5 + 99))).toBe(5);
    expect(readMinutes(words(WORDS_PER_MINUTE * 5 + 100))).toBe(6);
  });

  it("never says zero minutes", () => {
    expect(readMinutes("")).toBe(1);
  });
});
