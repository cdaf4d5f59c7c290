import { describe, expect, it } from "vitest";
import { formatTime, officeHours } from "./office-hours";

describe("formatTime", () => {
  it("writes a 24-hour time the way each language reads it", () => {
    expect(formatTime("07:00", "en")).toMatch(/^7:00\sAM$/);
    expect(formatTime("17:00", "en")).toMatch(/^5:00\sPM$/);
    expect(formatTime("17:00", "es")).toMatch(/^5:00\sp\.\s?m\.$/);
  });
});

describe("officeHours", () => {
  it("gives the weekday and Saturday spans from the company constants", () => {
    const { weekdays, saturday } = officeHours("en");
    expect(weekdays).toMatch(/^7:00\sAM – 5:00\sPM$/);
    expect(saturday).toMatch(/^8:00\sAM – 12:00\sPM$/);
  });
});
