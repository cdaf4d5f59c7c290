import { describe, expect, it } from "vitest";
import { pageInventory } from "../app/inventory.server";
import { cpuPages, cpuSettings, defaultCpuSettings } from "./cpu";

describe("cpuPages", () => {
  it("takes the first page of each template the inventory lists, then the not-found page", () => {
    const inventory = pageInventory();
    const pages = cpuPages();
    const templates = [...new Set(inventory.map((entry) => entry.template))];
    expect(pages.slice(0, -1)).toEqual(
      templates.map((template) => inventory.find((entry) => entry.template === template)!.url),
    );
    const notFound = pages.at(-1)!;
    expect(inventory.some((entry) => entry.url === notFound)).toBe(false);
  });
});

describe("cpuSettings", () => {
  it("loads each page five times of each kind, to six seconds after its load, unslowed, unless told", () => {
    expect(cpuSettings({})).toEqual({ runs: 5, settleMs: 6000, slowdown: 1 });
    expect(defaultCpuSettings).toEqual(cpuSettings({}));
    expect(
      cpuSettings({ BENCH_CPU_RUNS: "3", BENCH_CPU_SETTLE: "2000", BENCH_CPU_SLOWDOWN: "4" }),
    ).toEqual({ runs: 3, settleMs: 2000, slowdown: 4 });
  });

  it("refuses a setting that is not a number within its range", () => {
    expect(() => cpuSettings({ BENCH_CPU_RUNS: "0" })).toThrow(/BENCH_CPU_RUNS=0/);
    expect(() => cpuSettings({ BENCH_CPU_SLOWDOWN: "fast" })).toThrow(/BENCH_CPU_SLOWDOWN/);
    expect(() => cpuSettings({ BENCH_CPU_SETTLE: "-1" })).toThrow(/BENCH_CPU_SETTLE/);
  });
});
