import { describe, expect, it } from "vitest";
import { locales, localeTags } from "~/i18n/locales";
import { formatTime, officeHours } from "./office-hours";

describe("formatTime", () => {
  it("writes a 24-hour time the way each language reads it", () => {
    expect(formatTime("07:00", "en")).toBe("7:00 AM");
    expect(formatTime("17:00", "en")).toBe("5:00 PM");
    expect(formatTime("17:00", "es")).toBe("5:00 p. m.");
    expect(formatTime("08:30", "es")).toBe("8:30 a. m.");
  });

  it("puts noon in the afternoon and midnight at 12", () => {
    expect(formatTime("12:00", "en")).toBe("12:00 PM");
    expect(formatTime("00:15", "en")).toBe("12:15 AM");
    expect(formatTime("12:00", "es")).toBe("12:00 p. m.");
  });

  it("reads as the language's own clock does, spaces aside", () => {
    const spaces = (text: string) => text.replace(/\s/g, " ");
    for (const locale of locales)
      for (const [hours, minutes] of [
        [0, 0],
        [7, 0],
        [11, 45],
        [12, 0],
        [17, 30],
        [23, 5],
      ] as const) {
        const time = `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
        const intl = new Intl.DateTimeFormat(localeTags[locale], {
          hour: "numeric",
          minute: "2-digit",
          timeZone: "UTC",
        }).format(new Date(Date.UTC(2024, 0, 1, hours, minutes)));
        expect(formatTime(time, locale)).toBe(spaces(intl));
      }
  });
});

describe("officeHours", () => {
  it("gives the weekday and Saturday spans from the company constants", () => {
    expect(officeHours("en")).toEqual({
      weekdays: "7:00 AM – 5:00 PM",
      saturday: "8:00 AM – 12:00 PM",
    });
    expect(officeHours("es")).toEqual({
      weekdays: "7:00 a. m. – 5:00 p. m.",
      saturday: "8:00 a. m. – 12:00 p. m.",
    });
  });
});
