import { describe, expect, it } from "vitest";
import {
  type LighthouseReport,
  effectiveIndex,
  machineLine,
  median,
  misses,
  resultsTable,
  slowdownFor,
  summarize,
} from "./summary";

function report(
  performance: number,
  tbt: number,
  lcp = 1000,
  fcp = 760,
  benchmarkIndex = 1500,
): LighthouseReport {
  const value = (numericValue: number) => ({ numericValue });
  return {
    categories: {
      performance: { score: performance },
      accessibility: { score: 1 },
      "best-practices": { score: 1 },
      seo: { score: 1 },
    },
    audits: {
      "first-contentful-paint": value(fcp),
      "largest-contentful-paint": value(lcp),
      "total-blocking-time": value(tbt),
      "cumulative-layout-shift": value(0),
      "speed-index": value(910),
      "total-byte-weight": value(200 * 1024),
    },
    environment: { benchmarkIndex },
  };
}

describe("median", () => {
  it("takes the middle value, whatever the order", () => {
    expect(median([72, 0, 5])).toBe(5);
  });

  it("averages the two middle values of an even count", () => {
    expect(median([10, 40, 0, 30])).toBe(20);
  });

  it("refuses an empty list", () => {
    expect(() => median([])).toThrow(/no values/);
  });
});

describe("summarize", () => {
  it("keeps the median of each figure, so one slow run does not decide", () => {
    const summary = summarize("/contact", [
      report(0.99, 72, 1280),
      report(1, 0, 1210),
      report(1, 5, 1350),
    ]);
    expect(summary).toMatchObject({
      url: "/contact",
      performance: 100,
      accessibility: 100,
      tbt: 5,
      lcp: 1280,
      bytes: 200 * 1024,
    });
  });

  it("keeps every run's blocking time, in the order they ran", () => {
    expect(summarize("/", [report(1, 72), report(1, 0), report(1, 5)]).tbtRuns).toEqual([72, 0, 5]);
  });

  it("names the page and run that has a figure missing", () => {
    const broken = report(1, 0);
    delete broken.audits["largest-contentful-paint"];
    expect(() => summarize("/es", [report(1, 0), broken])).toThrow(
      "/es: run 2 has no largest-contentful-paint",
    );
  });

  it("counts a run without a score as a failed run", () => {
    const failed = report(1, 0);
    failed.categories.performance = { score: null };
    expect(() => summarize("/about", [failed])).toThrow("/about: run 1 has no performance score");
  });
});

describe("resultsTable", () => {
  it("writes a row per page with the runs' blocking times beside their median", () => {
    const table = resultsTable([
      summarize("/es", [report(0.99, 93.4), report(1, 0), report(1, 44)]),
    ]);
    expect(table.split("\n")[2]).toBe(
      "| /es | 100 | 100 | 100 | 100 | 0.76 s | 1.00 s | – | 44 ms | 93, 0, 44 | 0.000 | 0.91 s | 200 KB | 1500 |",
    );
  });

  it("shows the largest paint's ratio to scripts blocked where it was measured", () => {
    const summary = { ...summarize("/es", [report(1, 0)]), lcpRatio: 1.0123 };
    expect(resultsTable([summary]).split("\n")[2]).toContain("| 1.00 s | 1.01 | 0 ms |");
  });
});

describe("the machine", () => {
  it("slows a fast machine's CPU down to stand in for a slower one, never below 4×", () => {
    expect(slowdownFor(3000, 1500)).toBe(8);
    expect(slowdownFor(1200, 1500)).toBe(4);
  });

  it("says which machine slowed-down runs stand for", () => {
    const run = report(1, 0, 1000, 760, 3000);
    run.configSettings = { throttling: { cpuSlowdownMultiplier: 8 } };
    const summary = summarize("/", [run]);
    expect(effectiveIndex(summary)).toBe(1500);
    expect(resultsTable([summary]).split("\n")[2]).toMatch(
      /\| 3000 at 8\.0× CPU, as 1500 at 4× \|$/,
    );
  });

  it("keeps the median benchmark index of a page's runs", () => {
    const runs = [1000, 1600, 1400].map((index) => report(1, 0, 1000, 760, index));
    expect(summarize("/", runs).benchmarkIndex).toBe(1400);
  });

  it("refuses a run without a benchmark index, since its figures could not be read", () => {
    const run = report(1, 0);
    delete run.environment;
    expect(() => summarize("/about", [run])).toThrow("/about: run 1 has no benchmark index");
  });

  it("names the range of indexes the pages were measured at", () => {
    const pages = [1210.4, 1580, 1400].map((index) =>
      summarize("/", [report(1, 0, 1000, 760, index)]),
    );
    expect(machineLine(pages)).toMatch(/^Machine: Lighthouse benchmark index 1210–1580 /);
    expect(machineLine(pages.slice(0, 1))).toMatch(/index 1210 \(/);
  });
});

describe("misses", () => {
  it("finds nothing to report on a page that meets every target", () => {
    const summary = { ...summarize("/about", [report(0.99, 60, 1100, 800)]), lcpRatio: 1.05 };
    expect(misses(summary, { home: false })).toEqual([]);
  });

  it("holds home to a Performance of 100", () => {
    const summary = summarize("/es", [report(0.99, 0)]);
    expect(misses(summary, { home: true })).toEqual(["Performance 99 < 100"]);
    expect(misses(summary, { home: false })).toEqual([]);
  });

  it("names each metric over its target", () => {
    const slow = report(0.94, 61, 1110, 810);
    slow.audits["cumulative-layout-shift"] = { numericValue: 0.05 };
    slow.categories.seo = { score: 0.92 };
    const summary = { ...summarize("/contact", [slow]), lcpRatio: 1.06 };
    expect(misses(summary, { home: false })).toEqual([
      "Performance 94 < 95",
      "SEO 92",
      "FCP 0.81 s > 0.80 s",
      "LCP 1.11 s > 1.10 s",
      "LCP ratio to scripts blocked 1.06 > 1.05",
      "TBT 61 ms > 60 ms",
      "CLS 0.050 > 0.02",
    ]);
  });
});
