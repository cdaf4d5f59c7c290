import { describe, expect, it } from "vitest";
import { locales, localeTags } from "~/i18n/locales";
import { formatDay, formatShortDay, isoDay } from "./format-date";

describe("isoDay", () => {
  it("pads month and day", () => {
    expect(isoDay("2024-12-03T18:00:00Z")).toBe("2024-12-03");
  });

  it("uses Costa Rica's calendar day, not UTC's", () => {
    // 03:00 UTC on the 22nd is still 21:00 on the 21st in Costa Rica (UTC−6).
    expect(isoDay("2026-11-22T03:00:00Z")).toBe("2026-11-21");
    expect(isoDay("2026-11-22T06:00:00Z")).toBe("2026-11-22");
    expect(isoDay(new Date("2027-01-01T05:59:59Z"))).toBe("2026-12-31");
  });

  it("agrees with the time zone database through a whole year", () => {
    const costaRica = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Costa_Rica" });
    for (let hour = 0; hour < 366 * 24; hour += 7) {
      const instant = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000);
      expect(isoDay(instant)).toBe(costaRica.format(instant));
    }
  });

  it("refuses what is not a date", () => {
    expect(() => isoDay("soon")).toThrow(RangeError);
  });
});

describe("formatDay", () => {
  it("formats a calendar day in both languages without shifting it", () => {
    expect(formatDay("2024-12-03", "en")).toBe("December 3, 2024");
    expect(formatDay("2024-12-03", "es")).toBe("3 de diciembre de 2024");
  });

  it("writes September the Costa Rican way in Spanish", () => {
    expect(formatDay("2025-09-18", "es")).toBe("18 de setiembre de 2025");
    expect(formatDay("2025-09-18", "en")).toBe("September 18, 2025");
  });

  it("writes every month as Intl does, but for the Spanish September", () => {
    for (const locale of locales) {
      const intl = new Intl.DateTimeFormat(localeTags[locale], {
        year: "numeric",
        month: "long",
        day: "numeric",
        timeZone: "UTC",
      });
      for (let month = 1; month <= 12; month++) {
        const pad = (n: number) => String(n).padStart(2, "0");
        const day = `2025-${pad(month)}-${pad(month * 2)}`;
        const written = intl.format(new Date(`${day}T12:00:00Z`));
        expect(formatDay(day, locale)).toBe(
          locale === "es" ? written.replace("septiembre", "setiembre") : written,
        );
      }
    }
  });

  it("refuses what is not a calendar day", () => {
    expect(() => formatDay("2024-13-01", "en")).toThrow(RangeError);
    expect(() => formatDay("3 December", "es")).toThrow(RangeError);
  });
});

describe("formatShortDay", () => {
  it("shortens the month, with the year unless the reader knows it", () => {
    expect(formatShortDay("2026-11-20", "en")).toBe("Nov 20, 2026");
    expect(formatShortDay("2026-11-20", "es")).toBe("20 nov 2026");
    expect(formatShortDay("2026-11-20", "en", { year: false })).toBe("Nov 20");
    expect(formatShortDay("2026-11-20", "es", { year: false })).toBe("20 nov");
  });

  it("shortens September the Costa Rican way in Spanish", () => {
    expect(formatShortDay("2026-09-04", "es", { year: false })).toBe("4 set");
    expect(formatShortDay("2026-09-04", "en", { year: false })).toBe("Sep 4");
  });

  it("writes every month as Intl does, but for the Spanish September", () => {
    for (const locale of locales) {
      const intl = new Intl.DateTimeFormat(localeTags[locale], {
        year: "numeric",
        month: "short",
        day: "numeric",
        timeZone: "UTC",
      });
      for (let month = 1; month <= 12; month++) {
        const day = `2025-${String(month).padStart(2, "0")}-${String(month + 10)}`;
        const written = intl.format(new Date(`${day}T12:00:00Z`));
        expect(formatShortDay(day, locale)).toBe(
          locale === "es" ? written.replace("sept", "set") : written,
        );
      }
    }
  });

  it("refuses what is not a calendar day", () => {
    expect(() => formatShortDay("2026-00-10", "en")).toThrow(RangeError);
    expect(() => formatShortDay("Nov 20", "es")).toThrow(RangeError);
  });
});
