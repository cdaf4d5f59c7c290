import { describe, expect, it } from "vitest";
import {
  cpuKey,
  cpuMachineLine,
  cpuMisses,
  cpuSchedule,
  cpuTable,
  cpuTargets,
  pairedRatios,
  ratioRange,
  summarizeCpu,
  type CpuLoad,
  type CpuSummary,
} from "./cpu-summary";

const load = (overrides: Partial<CpuLoad>): CpuLoad => ({
  url: "/about",
  browser: "headless shell",
  kind: "built",
  threadTime: 100,
  wallTime: 150,
  scriptFiles: 0,
  scriptGzip: 0,
  scriptTransfer: 0,
  ...overrides,
});

const row = (overrides: Partial<CpuSummary>): CpuSummary => ({
  url: "/about",
  browser: "headless shell",
  built: 55,
  blocked: 50,
  builtRuns: [55],
  blockedRuns: [50],
  ratio: 1.1,
  scriptFiles: 0,
  scriptGzip: 0,
  scriptTransfer: 0,
  benchmarkIndex: 1600,
  ...overrides,
});

describe("cpuSchedule", () => {
  it("alternates the kinds within each round and the browsers between rounds", () => {
    expect(cpuSchedule(2, 2)).toEqual([
      { browser: 0, kind: "built" },
      { browser: 0, kind: "blocked" },
      { browser: 1, kind: "built" },
      { browser: 1, kind: "blocked" },
      { browser: 1, kind: "blocked" },
      { browser: 1, kind: "built" },
      { browser: 0, kind: "blocked" },
      { browser: 0, kind: "built" },
    ]);
  });

  it("loads each kind `runs` times in each browser", () => {
    const schedule = cpuSchedule(5, 1);
    expect(schedule.filter((entry) => entry.kind === "built")).toHaveLength(5);
    expect(schedule.filter((entry) => entry.kind === "blocked")).toHaveLength(5);
  });
});

describe("summarizeCpu", () => {
  it("takes the median of each kind, their ratio, and the script of the loads as built", () => {
    const indexes = new Map([[cpuKey("/about", "headless shell"), 1700]]);
    const [summary] = summarizeCpu(
      [
        load({ threadTime: 120, scriptFiles: 12, scriptGzip: 135_000, scriptTransfer: 120_000 }),
        load({ kind: "blocked", threadTime: 50 }),
        load({ kind: "blocked", threadTime: 60 }),
        load({ threadTime: 100, scriptFiles: 12, scriptGzip: 135_000, scriptTransfer: 119_000 }),
        load({ threadTime: 140, scriptFiles: 13, scriptGzip: 140_000, scriptTransfer: 124_000 }),
        load({ kind: "blocked", threadTime: 40 }),
      ],
      indexes,
    );
    expect(summary).toEqual({
      url: "/about",
      browser: "headless shell",
      built: 120,
      blocked: 50,
      builtRuns: [120, 100, 140],
      blockedRuns: [50, 60, 40],
      ratio: 2.4,
      scriptFiles: 12,
      scriptGzip: 135_000,
      scriptTransfer: 120_000,
      benchmarkIndex: 1700,
    });
  });

  it("keeps one row per page and browser, in the order they first ran", () => {
    const loads = ["/", "/about"].flatMap((url) =>
      ["headless shell", "Chromium"].flatMap((browser) => [
        load({ url, browser }),
        load({ url, browser, kind: "blocked" }),
      ]),
    );
    const indexes = new Map(loads.map((l) => [cpuKey(l.url, l.browser), 1500]));
    expect(summarizeCpu(loads, indexes).map((s) => `${s.url} ${s.browser}`)).toEqual([
      "/ headless shell",
      "/ Chromium",
      "/about headless shell",
      "/about Chromium",
    ]);
  });

  it("refuses a page without loads of both kinds, or without the machine's index", () => {
    const indexes = new Map([[cpuKey("/about", "headless shell"), 1700]]);
    expect(() => summarizeCpu([load({})], indexes)).toThrow(/both/);
    expect(() => summarizeCpu([load({}), load({ kind: "blocked" })], new Map())).toThrow(/index/);
  });
});

describe("pairedRatios", () => {
  it("divides each load as built by the blocked load of its round", () => {
    expect(pairedRatios({ builtRuns: [120, 90, 150], blockedRuns: [100, 90, 120] })).toEqual([
      1.2, 1, 1.25,
    ]);
  });

  it("leaves out a load without its pair", () => {
    expect(pairedRatios({ builtRuns: [120, 90], blockedRuns: [100] })).toEqual([1.2]);
  });
});

describe("ratioRange", () => {
  it("gives the lowest and highest of five pairs, whatever their order", () => {
    expect(ratioRange([1.2, 0.9, 1.05, 1.3, 1.0])).toEqual([0.9, 1.3]);
  });

  it("narrows to the k-th lowest and highest as pairs are added", () => {
    const nine = [1.0, 1.01, 1.02, 1.03, 1.04, 1.05, 1.06, 1.07, 1.08];
    expect(ratioRange(nine)).toEqual([1.01, 1.07]);
    const fifteen = Array.from({ length: 15 }, (_, i) => 1 + i / 100);
    expect(ratioRange(fifteen)).toEqual([1.03, 1.11]);
  });

  it("gives no range below five pairs, which cannot reach 90%", () => {
    expect(ratioRange([1, 1.1, 1.2, 1.3])).toBeNull();
    expect(ratioRange([])).toBeNull();
  });
});

describe("cpuMisses", () => {
  it("meets the targets at 1.10× and 5 KB of script", () => {
    expect(cpuTargets).toEqual({ ratio: 1.1, scriptGzip: 5 * 1024 });
    expect(cpuMisses(row({ ratio: 1.1, scriptGzip: 5 * 1024 }))).toEqual([]);
  });

  it("judges the figures as the table prints them", () => {
    expect(cpuMisses(row({ ratio: 1.1049, scriptGzip: 5 * 1024 + 40 }))).toEqual([]);
  });

  it("says a miss is undecided when its paired loads reach below the target", () => {
    const spread = row({
      ratio: 1.16,
      builtRuns: [169, 199, 184, 193, 190],
      blockedRuns: [201, 162, 165, 183, 161],
    });
    expect(cpuMisses(spread)).toEqual([
      "main thread 1.16× scripts blocked > 1.10× (undecided: the paired loads' range, 0.84–1.23×, reaches below it at 5 pairs)",
    ]);
    const clear = row({
      ratio: 1.48,
      builtRuns: [220, 192, 207, 225, 196],
      blockedRuns: [152, 115, 133, 140, 162],
    });
    expect(cpuMisses(clear)).toEqual(["main thread 1.48× scripts blocked > 1.10×"]);
  });

  it("names a ratio above the target and script beyond the budget", () => {
    expect(cpuMisses(row({ ratio: 2.4, scriptGzip: 135_000 }))).toEqual([
      "main thread 2.40× scripts blocked > 1.10×",
      "script 131.8 KB gzip > 5.0 KB",
    ]);
  });
});

describe("cpuTable", () => {
  it("prints every row with its runs, its script and its machine", () => {
    const table = cpuTable([
      row({
        built: 120,
        blocked: 50,
        builtRuns: [120, 100.4],
        blockedRuns: [50, 49.6],
        ratio: 2.4,
      }),
    ]);
    const line = table.split("\n")[2];
    expect(line).toContain(
      "| /about | headless shell | 120 ms | 50 ms | 2.40× | fewer than 5 pairs | 120, 100 / 50, 50 |",
    );
    const five = cpuTable([
      row({ builtRuns: [110, 100, 120, 105, 115], blockedRuns: [100, 100, 100, 100, 100] }),
    ]);
    expect(five.split("\n")[0]).toContain("| ratio | paired ratio, 90% range of its median |");
    expect(five.split("\n")[2]).toContain("| 1.00–1.20× |");
    expect(line).toContain("| 1600 |");
    expect(line).toContain("main thread 2.40× scripts blocked > 1.10×");
  });
});

describe("cpuMachineLine", () => {
  it("names the range of the benchmark index and the cores", () => {
    const line = cpuMachineLine(
      [row({ benchmarkIndex: 1812.4 }), row({ benchmarkIndex: 2405 })],
      2,
    );
    expect(line).toContain("benchmark index 1812–2405");
    expect(line).toContain("2 cores");
    expect(cpuMachineLine([row({})], 1)).toContain("index 1600 ");
  });
});
