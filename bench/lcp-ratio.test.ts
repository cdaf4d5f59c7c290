import { describe, expect, it } from "vitest";
import { lcpRatio, measureRounds, roundOrder, scriptsBlocked } from "./lcp-ratio";
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

describe("measureRounds", () => {
  it("alternates runs with and without scripts and keeps the page's own reports", async () => {
    const calls: string[][] = [];
    let lcp = 1000;
    const { reports, lcpRatio: ratio } = await measureRounds(
      3,
      [
        (patterns) => {
          calls.push(patterns);
          // Scripts cost 10% here; the machine slows down by 10 ms a run.
          lcp += 10;
          return Promise.resolve(withLcp(patterns.length > 0 ? lcp : lcp * 1.1));
        },
      ],
      { ratio: true },
    );
    expect(calls).toEqual([[], scriptsBlocked, scriptsBlocked, [], [], scriptsBlocked]);
    expect(
      reports[0]!.map((r) => Math.round(r.audits["largest-contentful-paint"]?.numericValue ?? 0)),
    ).toEqual([1111, 1144, 1155]);
    expect(ratio).toBeCloseTo(1144 / 1030, 2);
  });

  it("measures each browser in turn, alternating which goes first, scripts blocked only in the first", async () => {
    const calls: string[] = [];
    const browser = (name: string) => (patterns: string[]) => {
      calls.push(`${name}${patterns.length > 0 ? " blocked" : ""}`);
      return Promise.resolve(withLcp(1000));
    };
    const { reports, lcpRatio: ratio } = await measureRounds(
      2,
      [browser("shell"), browser("full")],
      { ratio: true },
    );
    expect(calls).toEqual(["shell", "shell blocked", "full", "full", "shell blocked", "shell"]);
    expect(reports.map((runs) => runs.length)).toEqual([2, 2]);
    expect(ratio).toBe(1);
  });

  it("leaves the ratio out when it is not asked for", async () => {
    const { lcpRatio: ratio } = await measureRounds(1, [() => Promise.resolve(withLcp(1))], {
      ratio: false,
    });
    expect(ratio).toBeUndefined();
  });
});
