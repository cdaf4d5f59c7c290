import { describe, expect, it } from "vitest";
import {
  addMonths,
  latestHandover,
  parseTimeline,
  timelineLong,
  timelineMonths,
  timelineShort,
} from "./project-facts";

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

  it("writes a year as A (año) in Spanish, and months as M in both", () => {
    expect(timelineShort(parseTimeline("1Y")!, "es")).toBe("1A");
    expect(timelineShort(parseTimeline("10M")!, "es")).toBe("10M");
    expect(timelineShort(parseTimeline("1Y")!, "en")).toBe("1Y");
  });
});

describe("a build's months", () => {
  it("counts a timeline in months", () => {
    expect(timelineMonths(parseTimeline("10M")!)).toBe(10);
    expect(timelineMonths(parseTimeline("2Y")!)).toBe(24);
  });

  it("adds calendar months, across years, on a shorter month's last day", () => {
    expect(addMonths("2025-01-09", 10)).toBe("2025-11-09");
    expect(addMonths("2025-12-05", 10)).toBe("2026-10-05");
    expect(addMonths("2025-01-31", 1)).toBe("2025-02-28");
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2021-12-31", 12)).toBe("2022-12-31");
  });

  it("ends a completed build by its timeline after its year's last day", () => {
    expect(latestHandover(2021, parseTimeline("1Y")!)).toBe("2022-12-31");
    expect(latestHandover(2021, parseTimeline("6M")!)).toBe("2022-06-30");
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
