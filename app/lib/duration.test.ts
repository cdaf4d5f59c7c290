import { describe, expect, it } from "vitest";
import { isoDuration, parseDuration } from "./duration";

describe("parseDuration", () => {
  it("reads minutes and seconds", () => {
    expect(parseDuration("12:45")).toEqual({ minutes: 12, seconds: 45 });
    expect(parseDuration("8:05")).toEqual({ minutes: 8, seconds: 5 });
  });

  it("refuses anything else", () => {
    expect(() => parseDuration("12:60")).toThrow();
    expect(() => parseDuration("1245")).toThrow();
  });
});

describe("isoDuration", () => {
  it("writes an ISO 8601 duration", () => {
    expect(isoDuration("12:45")).toBe("PT12M45S");
    expect(isoDuration("8:05")).toBe("PT8M5S");
  });
});
