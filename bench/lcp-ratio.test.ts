import { describe, expect, it } from "vitest";
import { lcpRatio, measureWithScriptsBlocked, roundOrder, scriptsBlocked } from "./lcp-ratio";
import type { LighthouseReport } from "./summary";

const withLcp = (lcp: number): LighthouseReport => ({
  categories: {},
  audits: { "largest-contentful-paint": { numericValue: lcp } },
});

describe("roundOrder", () => {
  it("alternates which kind of run goes first", () => {
    expect([0, 1, 2].map(roundOrder)).toEqual([
      ["scripts", "blocked"],
      ["blocked", "scripts"],
      ["scripts", "blocked"],
    ]);
  });
});

describe("lcpRatio", () => {
  it("divides the median largest paint by the median with scripts blocked", () => {
    const ratio = lcpRatio([1100, 2000, 1050].map(withLcp), [1000, 1000, 990].map(withLcp));
    expect(ratio).toBeCloseTo(1.1);
  });

  it("refuses a run with no largest paint", () => {
    expect(() => lcpRatio([withLcp(1000)], [{ categories: {}, audits: {} }])).toThrow(/run 1/);
  });
});

describe("measureWithScriptsBlocked", () => {
  it("alternates runs with and without scripts and keeps the page's own reports", async () => {
    const calls: string[][] = [];
    let lcp = 1000;
    const { reports, lcpRatio: ratio } = await measureWithScriptsBlocked(3, (patterns) => {
      calls.push(patterns);
      // Scripts cost 10% here; the machine slows down by 10 ms a run.
      lcp += 10;
      return Promise.resolve(withLcp(patterns.length > 0 ? lcp : lcp * 1.1));
    });
    expect(calls).toEqual([[], scriptsBlocked, scriptsBlocked, [], [], scriptsBlocked]);
    expect(
      reports.map((r) => Math.round(r.audits["largest-contentful-paint"]?.numericValue ?? 0)),
    ).toEqual([1111, 1144, 1155]);
    expect(ratio).toBeCloseTo(1144 / 1030, 2);
  });
});
