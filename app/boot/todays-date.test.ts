// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { longDateWords, siteUtcOffsetMs } from "~/lib/format-date";
import todaysDate from "./todays-date";

function page() {
  document.body.innerHTML =
    '<p><time datetime="2026-01-05">January 5, 2026</time><script></script></p>';
  return { time: document.querySelector("time")!, script: document.querySelector("script")! };
}

afterEach(() => vi.useRealTimers());

describe("todaysDate", () => {
  it("writes today in Costa Rica over the build day, in the page's language", () => {
    // 03:00 UTC on 1 September is still 31 August in Costa Rica (UTC−6).
    vi.useFakeTimers({ now: new Date("2026-09-01T03:00:00Z") });
    const { time, script } = page();
    const { pattern, months } = longDateWords("es");
    todaysDate(siteUtcOffsetMs, pattern, months, script);
    expect(time.dateTime).toBe("2026-08-31");
    expect(time.textContent).toBe("31 de agosto de 2026");
  });

  it("writes English as English does, and Costa Rica's setiembre in Spanish", () => {
    vi.useFakeTimers({ now: new Date("2026-09-14T18:00:00Z") });
    const { time, script } = page();
    const en = longDateWords("en");
    todaysDate(siteUtcOffsetMs, en.pattern, en.months, script);
    expect(time.textContent).toBe("September 14, 2026");
    const es = longDateWords("es");
    todaysDate(siteUtcOffsetMs, es.pattern, es.months, script);
    expect(time.textContent).toBe("14 de setiembre de 2026");
  });

  it("leaves the page alone when no date stands before it", () => {
    document.body.innerHTML = "<p>Last updated<script></script></p>";
    const script = document.querySelector("script")!;
    expect(() => todaysDate(siteUtcOffsetMs, "{day}", [], script)).not.toThrow();
    expect(document.body.textContent).toBe("Last updated");
  });
});
