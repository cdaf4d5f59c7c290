import { describe, expect, it } from "vitest";
import { formatDay, formatLongDate, isoDay } from "./format-date";

describe("formatLongDate", () => {
  it("writes year, long month and day for en-US", () => {
    expect(formatLongDate("2026-11-21T12:00:00Z", "en")).toBe("November 21, 2026");
  });

  it("writes year, long month and day for es-CR", () => {
    expect(formatLongDate("2026-11-21T12:00:00Z", "es")).toBe("21 de noviembre de 2026");
  });

  it("uses Costa Rica's calendar day, not UTC's", () => {
    // 03:00 UTC on the 22nd is still 21:00 on the 21st in Costa Rica (UTC-6).
    expect(formatLongDate("2026-11-22T03:00:00Z", "en")).toBe("November 21, 2026");
    expect(isoDay("2026-11-22T03:00:00Z")).toBe("2026-11-21");
  });
});

describe("isoDay", () => {
  it("pads month and day", () => {
    expect(isoDay("2024-12-03T18:00:00Z")).toBe("2024-12-03");
  });
});

describe("formatDay", () => {
  it("formats a calendar day in both languages without shifting it", () => {
    expect(formatDay("2024-12-03", "en")).toBe("December 3, 2024");
    expect(formatDay("2024-12-03", "es")).toBe("3 de diciembre de 2024");
  });
});
