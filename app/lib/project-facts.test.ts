import { describe, expect, it } from "vitest";
import {
  projectStatus,
  projectTimeline,
  projectYear,
  timelineLong,
  timelineShort,
} from "./project-facts";

describe("projectYear and projectStatus", () => {
  it("show project 1 as started in 2025 and in progress", () => {
    expect(projectYear(1)).toBe(2025);
    expect(projectStatus(1)).toBe("in-progress");
  });

  it("show every other project as completed in 2021", () => {
    for (const id of [2, 3, 4, 5, 6, 7, 8]) {
      expect(projectYear(id)).toBe(2021);
      expect(projectStatus(id)).toBe("completed");
    }
  });
});

describe("projectTimeline", () => {
  it("follows the spec's table", () => {
    const short = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => timelineShort(projectTimeline(id)));
    expect(short).toEqual(["10M", "1Y", "10M", "6M", "1Y", "6M", "10M", "6M"]);
  });

  it("throws for an id outside the table", () => {
    expect(() => projectTimeline(9)).toThrow(/9/);
  });

  it("spells the short form out in both languages", () => {
    expect(timelineLong(projectTimeline(1), "en")).toBe("10 months");
    expect(timelineLong(projectTimeline(2), "en")).toBe("1 year");
    expect(timelineLong(projectTimeline(4), "es")).toBe("6 meses");
    expect(timelineLong(projectTimeline(5), "es")).toBe("1 año");
    expect(timelineLong({ amount: 2, unit: "year" }, "es")).toBe("2 años");
  });
});
