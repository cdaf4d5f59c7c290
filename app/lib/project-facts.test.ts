import { describe, expect, it } from "vitest";
import { parseTimeline, timelineLong, timelineShort } from "./project-facts";

describe("parseTimeline", () => {
  it("reads months and years as the spec writes them", () => {
    expect(parseTimeline("10M")).toEqual({ amount: 10, unit: "month" });
    expect(parseTimeline("1Y")).toEqual({ amount: 1, unit: "year" });
    expect(parseTimeline(" 18M ")).toEqual({ amount: 18, unit: "month" });
  });

  it("refuses what is not a number of months or years", () => {
    for (const text of ["", "10", "M", "0M", "10 months", "10m", "1.5Y", "100M"])
      expect(parseTimeline(text)).toBeNull();
  });

  it("gives back the short form it read", () => {
    for (const text of ["6M", "10M", "1Y", "2Y"])
      expect(timelineShort(parseTimeline(text)!)).toBe(text);
  });
});

describe("timelineLong", () => {
  it("spells the short form out in both languages", () => {
    expect(timelineLong({ amount: 10, unit: "month" }, "en")).toBe("10 months");
    expect(timelineLong({ amount: 1, unit: "year" }, "en")).toBe("1 year");
    expect(timelineLong({ amount: 6, unit: "month" }, "es")).toBe("6 meses");
    expect(timelineLong({ amount: 1, unit: "year" }, "es")).toBe("1 año");
    expect(timelineLong({ amount: 2, unit: "year" }, "es")).toBe("2 años");
  });
});
