import { describe, expect, it } from "vitest";
import {
  blockingWithoutUrl,
  floorLine,
  type LighthouseReport,
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

/** A run whose long tasks (on the simulated timeline) are the given ones. */
function withLongTasks(
  tbt: number,
  tasks: { url: string; startTime: number; duration: number }[],
  fcp = 900,
): LighthouseReport {
  const run = report(1, tbt, 1200, fcp);
  run.audits["long-tasks"] = { details: { items: tasks } };
  return run;
}

describe("blockingWithoutUrl", () => {
  it("counts a task with no URL that runs past the first paint by its part after it, beyond 50 ms", () => {
    // The navigation's commit, 250 ms from 800 ms: 150 ms after a first paint at 900 ms.
    const run = withLongTasks(180, [{ url: "Unattributable", startTime: 800, duration: 250 }]);
    expect(blockingWithoutUrl(run)).toBe(100);
  });

  it("leaves out the page's own tasks, and tasks with no URL that end before the first paint", () => {
    const run = withLongTasks(120, [
      { url: "https://localhost/contact", startTime: 950, duration: 120 },
      { url: "https://localhost/assets/entry.client.js", startTime: 1100, duration: 100 },
      { url: "Unattributable", startTime: 700, duration: 190 },
    ]);
    expect(blockingWithoutUrl(run)).toBe(0);
  });

  it("adds up every task with no URL, and never says more than the run's blocking time", () => {
    const tasks = [
      { url: "Unattributable", startTime: 1000, duration: 90 },
      { url: "Unattributable", startTime: 2000, duration: 80 },
    ];
    expect(blockingWithoutUrl(withLongTasks(200, tasks))).toBe(70);
    expect(blockingWithoutUrl(withLongTasks(60, tasks))).toBe(60);
  });

  it("reads nothing from a run without the long-tasks audit", () => {
    expect(blockingWithoutUrl(report(1, 80))).toBe(0);
  });
});

describe("resultsTable", () => {
  it("writes a row per page with the runs' blocking times beside their median", () => {
    const table = resultsTable([
      summarize("/es", [report(0.99, 93.4), report(1, 0), report(1, 44)]),
    ]);
    expect(table.split("\n")[2]).toBe(
      "| /es | headless shell | 100 | 100 | 100 | 100 | 0.76 s | 1.00 s | – | 44 ms | 93, 0, 44 | 0.000 | 0.91 s | 200 KB | 1500 |",
    );
  });

  it("shows beside each run's blocking time the part in tasks with no URL, where there is one", () => {
    const table = resultsTable([
      summarize(
        "/about",
        [
          withLongTasks(200, [{ url: "Unattributable", startTime: 750, duration: 330 }]),
          withLongTasks(14, [{ url: "https://localhost/about", startTime: 900, duration: 64 }]),
        ],
        "Chromium",
      ),
    ]);
    expect(table.split("\n")[2]).toContain("| 200 (130), 14 |");
  });

  it("names the browser of every row", () => {
    const rows = resultsTable([
      summarize("/", [report(1, 0)], "headless shell"),
      summarize("/", [report(1, 80)], "Chromium"),
    ]).split("\n");
    expect(rows[0]).toMatch(/^\| page \| browser \|/);
    expect(rows.slice(2).map((row) => row.split(" | ")[1])).toEqual(["headless shell", "Chromium"]);
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
    expect(summary.standsFor).toBe(1500);
    expect(resultsTable([summary]).split("\n")[2]).toMatch(
      /\| 3000 at 8\.0× CPU, as 1500 at 4× \|$/,
    );
  });

  it("reads each run against its own slowdown, so runs slowed down differently stand for one index", () => {
    const runs = [
      [3000, 8],
      [2400, 6.4],
      [3200, 8.5],
    ].map(([index, slowdown]) => {
      const run = report(1, 0, 1000, 760, index);
      run.configSettings = { throttling: { cpuSlowdownMultiplier: slowdown } };
      return run;
    });
    const summary = summarize("/", runs);
    expect(summary.standsFor).toBe(1500);
    expect(machineLine([summary])).toBe(
      "Machine: Lighthouse benchmark index 3000, slowed down to stand for 1500 at 4× (higher is faster; a busy machine scores lower, and its figures are slower).",
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

  it("says when the machine has fewer cores than Lighthouse recommends, and only then", () => {
    const pages = [summarize("/", [report(1, 0, 1000, 760, 1500)])];
    expect(machineLine(pages, 2)).toMatch(
      /\. 2 cores, fewer than the 4 Lighthouse recommends: .* blocking time/,
    );
    expect(machineLine(pages, 4)).toBe(machineLine(pages));
    expect(machineLine(pages, 8)).not.toMatch(/Lighthouse recommends/);
  });
});

describe("misses", () => {
  it("finds nothing to report on a page that meets every target", () => {
    const summary = { ...summarize("/about", [report(0.95, 100, 1500, 1000)]), lcpRatio: 1.05 };
    expect(misses(summary)).toEqual([]);
  });

  it("names each metric over its target, and the browser's index beside the blocking time", () => {
    const slow = report(0.94, 101, 1510, 1010);
    slow.audits["cumulative-layout-shift"] = { numericValue: 0.0012 };
    slow.categories.seo = { score: 0.92 };
    const summary = { ...summarize("/contact", [slow], "Chromium"), lcpRatio: 1.06 };
    expect(misses(summary)).toEqual([
      "Performance 94 < 95",
      "SEO 92",
      "FCP 1.01 s > 1.00 s",
      "LCP 1.51 s > 1.50 s",
      "LCP ratio to scripts blocked 1.06 > 1.05",
      "TBT 101 ms > 100 ms at index 1500",
      "CLS 0.001 > 0",
    ]);
  });

  it("takes a shift too small to print as none", () => {
    const still = report(1, 0);
    still.audits["cumulative-layout-shift"] = { numericValue: 0.0004 };
    expect(misses(summarize("/", [still]))).toEqual([]);
  });

  it("does not read blocking time from a machine faster than the target's", () => {
    const fast = summarize("/", [report(1, 0, 1000, 760, 2400)]);
    expect(misses(fast)).toEqual([
      "TBT read at index 2400, above 1600: it says nothing of the target (BENCH_AS_INDEX)",
    ]);
    const slowedDown = report(1, 0, 1000, 760, 2400);
    slowedDown.configSettings = { throttling: { cpuSlowdownMultiplier: 6.4 } };
    expect(misses(summarize("/", [slowedDown]))).toEqual([]);
  });

  it("holds the blocking time on a slower machine too", () => {
    expect(misses(summarize("/", [report(1, 140, 1000, 760, 1200)]))).toEqual([
      "TBT 140 ms > 100 ms at index 1200",
    ]);
  });

  it("sets the browser's floor beside a blocking time over its target, where the floor is over it too", () => {
    const page = summarize("/contact", [report(1, 240)], "Chromium");
    const highFloor = summarize("a page of one paragraph", [report(1, 310)], "Chromium");
    const lowFloor = summarize("a page of one paragraph", [report(1, 40)], "Chromium");
    expect(misses(page, highFloor)).toEqual([
      "TBT 240 ms > 100 ms at index 1500 (a page of one paragraph reads 310 ms in this browser)",
    ]);
    expect(misses(page, lowFloor)).toEqual(["TBT 240 ms > 100 ms at index 1500"]);
    // A floor excuses nothing: a page within its targets has no miss to explain.
    expect(misses(summarize("/", [report(1, 60)], "Chromium"), highFloor)).toEqual([]);
  });
});

describe("floorLine", () => {
  const floor = (browser: string, ...tbtRuns: number[]) =>
    summarize(
      "a page of one paragraph",
      tbtRuns.map((tbt) => report(1, tbt, 1000, 760, 1500)),
      browser,
    );

  it("gives each browser's floor, every run beside the median, and what it means for the target", () => {
    const line = floorLine([floor("headless shell", 8, 44, 29), floor("Chromium", 185, 405, 208)]);
    expect(line).toContain("29 ms in the headless shell (8, 44, 29; index 1500)");
    expect(line).toContain("208 ms in Chromium (185, 405, 208; index 1500)");
    expect(line).toMatch(/this machine cannot show the target met in Chromium,/);
    expect(line).not.toMatch(/met in headless shell/);
  });

  it("claims nothing for the machine when every floor is under the target", () => {
    const line = floorLine([floor("headless shell", 0, 12, 3), floor("Chromium", 20, 61, 40)]);
    expect(line).toMatch(/Under 100 ms in each browser, it does not explain a page's miss/);
    expect(line).not.toMatch(/cannot show/);
  });

  it("says nothing when no floor was measured", () => {
    expect(floorLine([])).toBe("");
  });
});
