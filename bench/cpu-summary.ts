/**
 * What the CPU benchmark runs and keeps (bench/cpu.ts, docs/decisions/083):
 * the order of a page's loads, and for each page in each browser the median
 * of its main thread's CPU time as built and with its script files blocked,
 * their ratio, and the script it loads before the visitor does anything,
 * checked against the targets.
 */
import { roundOrder } from "./lcp-ratio";
import { median } from "./summary";

/** A load as built, or the same page with every `*.js` request refused. */
export type CpuKind = "built" | "blocked";

/**
 * One page's loads, in the order they run: round after round, every browser
 * loads it once as built and once with scripts blocked. Which kind goes
 * first alternates between rounds (bench/lcp-ratio.ts), and so does the
 * order of the browsers, so a machine that slows down or speeds up weighs on
 * every kind and browser alike.
 */
export function cpuSchedule(runs: number, browsers: number): { browser: number; kind: CpuKind }[] {
  const loads: { browser: number; kind: CpuKind }[] = [];
  for (let round = 0; round < runs; round++) {
    const order = Array.from({ length: browsers }, (_, browser) => browser);
    if (round % 2 === 1) order.reverse();
    for (const browser of order)
      for (const kind of roundOrder(round))
        loads.push({ browser, kind: kind === "scripts" ? "built" : "blocked" });
  }
  return loads;
}

/** One load of one page, in a fresh browser context. */
export interface CpuLoad {
  url: string;
  browser: string;
  kind: CpuKind;
  /** The main thread's CPU time in ms, from the navigation's start to the settle point. */
  threadTime: number;
  /** The same tasks' time by the wall, in ms. */
  wallTime: number;
  /** Script files (`.js` responses) the load received before the settle point. */
  scriptFiles: number;
  /** Their bytes, gzip-compressed at level 9. */
  scriptGzip: number;
  /** Their bytes as they crossed the network (headers and the server's own compression). */
  scriptTransfer: number;
}

export interface CpuSummary {
  url: string;
  browser: string;
  /** Median thread time in ms as built, and with scripts blocked. */
  built: number;
  blocked: number;
  /** Every load's thread time, in the order they ran. */
  builtRuns: number[];
  blockedRuns: number[];
  /** Median as built over median with scripts blocked. */
  ratio: number;
  /** Medians of the loads as built. */
  scriptFiles: number;
  scriptGzip: number;
  scriptTransfer: number;
  /** Lighthouse's benchmark index of the machine, read in the same browser before the page's loads. */
  benchmarkIndex: number;
}

export const cpuTargets = {
  /** The main thread's CPU as built, at most this many times the same page's with scripts blocked. */
  ratio: 1.1,
  /** Bytes of script, gzip, before the visitor acts. */
  scriptGzip: 5 * 1024,
} as const;

/**
 * The loads grouped by page and browser, in the order they first ran; each
 * group needs loads of both kinds. `indexes` holds the benchmark index read
 * for each page and browser, keyed `url browser`.
 */
export function summarizeCpu(
  loads: readonly CpuLoad[],
  indexes: ReadonlyMap<string, number>,
): CpuSummary[] {
  const groups = new Map<string, CpuLoad[]>();
  for (const load of loads) {
    const key = cpuKey(load.url, load.browser);
    groups.set(key, [...(groups.get(key) ?? []), load]);
  }
  return [...groups.entries()].map(([key, group]) => {
    const { url, browser } = group[0]!;
    const of = (kind: CpuKind) => group.filter((load) => load.kind === kind);
    const built = of("built");
    const blocked = of("blocked");
    if (built.length === 0 || blocked.length === 0) {
      throw new Error(
        `${url}, ${browser}: loads as built and with scripts blocked are both needed`,
      );
    }
    const builtRuns = built.map((load) => load.threadTime);
    const blockedRuns = blocked.map((load) => load.threadTime);
    const index = indexes.get(key);
    if (index === undefined) throw new Error(`${url}, ${browser}: no benchmark index`);
    return {
      url,
      browser,
      built: median(builtRuns),
      blocked: median(blockedRuns),
      builtRuns,
      blockedRuns,
      ratio: median(builtRuns) / median(blockedRuns),
      scriptFiles: median(built.map((load) => load.scriptFiles)),
      scriptGzip: median(built.map((load) => load.scriptGzip)),
      scriptTransfer: median(built.map((load) => load.scriptTransfer)),
      benchmarkIndex: index,
    };
  });
}

/**
 * Each round's ratio: the load as built over the load with scripts blocked
 * that ran beside it, in the same round and browser (cpuSchedule). A pair
 * shares the machine's state of that moment, which two medians do not.
 */
export function pairedRatios({
  builtRuns,
  blockedRuns,
}: Pick<CpuSummary, "builtRuns" | "blockedRuns">): number[] {
  const pairs = Math.min(builtRuns.length, blockedRuns.length);
  return Array.from({ length: pairs }, (_, i) => builtRuns[i]! / blockedRuns[i]!);
}

/** The confidence of ratioRange. */
export const rangeConfidence = 0.9;

/**
 * Where the median of the paired ratios lies, at rangeConfidence at least,
 * whatever their distribution: the k-th lowest and the k-th highest ratio,
 * for the largest k at which the chance that fewer than k of the n ratios
 * fall below their true median is at most (1 − confidence) / 2 (the
 * binomial at ½). Five pairs give their lowest and highest, fifteen their
 * fourth lowest and fourth highest; fewer than five give no range.
 */
export function ratioRange(ratios: readonly number[]): [number, number] | null {
  const n = ratios.length;
  const tail = (1 - rangeConfidence) / 2;
  let k = 0;
  let below = 0; // P(X < k + 1) for X ~ Binomial(n, ½), built up term by term
  let term = 0.5 ** n; // P(X = 0)
  while (k < Math.floor(n / 2)) {
    below += term;
    if (below > tail) break;
    k += 1;
    term = (term * (n - k + 1)) / k;
  }
  if (k === 0) return null;
  const sorted = [...ratios].sort((a, b) => a - b);
  return [sorted[k - 1]!, sorted[n - k]!];
}

/** How the benchmark indexes are keyed. */
export function cpuKey(url: string, browser: string): string {
  return `${url} ${browser}`;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** What a row misses of the targets, in words; empty when it meets them. */
export function cpuMisses(row: CpuSummary): string[] {
  const found: string[] = [];
  // Judged as printed, to two decimals and a tenth of a KB: a row never reads "1.10× > 1.10×".
  const ratio = Number(row.ratio.toFixed(2));
  if (ratio > cpuTargets.ratio) {
    // A median above the target that the pairs' range still reaches below it
    // is the machine's spread as much as the page's work: more loads decide.
    const pairs = pairedRatios(row);
    const range = ratioRange(pairs);
    const spread =
      range && Number(range[0].toFixed(2)) <= cpuTargets.ratio
        ? ` (undecided: the paired loads' range, ${times(range)}, reaches below it at ${pairs.length} pairs)`
        : "";
    found.push(
      `main thread ${ratio.toFixed(2)}× scripts blocked > ${cpuTargets.ratio.toFixed(2)}×${spread}`,
    );
  }
  if (Number((row.scriptGzip / 1024).toFixed(1)) > cpuTargets.scriptGzip / 1024)
    found.push(`script ${kb(row.scriptGzip)} gzip > ${kb(cpuTargets.scriptGzip)}`);
  return found;
}

const ms = (value: number) => `${Math.round(value)} ms`;

const times = ([low, high]: [number, number]) => `${low.toFixed(2)}–${high.toFixed(2)}×`;

export function cpuTable(rows: readonly CpuSummary[]): string {
  return [
    `| page | browser | as built | scripts blocked | ratio | paired ratio, ${rangeConfidence * 100}% range of its median | each load, as built / blocked (ms) | script files | script gzip (transfer) | benchmark index | meets targets |`,
    "| --- | --- | --: | --: | --: | --: | --- | --: | --: | --: | --- |",
    ...rows.map((row) => {
      const missed = cpuMisses(row);
      return `| ${[
        row.url,
        row.browser,
        ms(row.built),
        ms(row.blocked),
        `${row.ratio.toFixed(2)}×`,
        ((range) => (range ? times(range) : "fewer than 5 pairs"))(ratioRange(pairedRatios(row))),
        `${row.builtRuns.map(Math.round).join(", ")} / ${row.blockedRuns.map(Math.round).join(", ")}`,
        row.scriptFiles,
        `${kb(row.scriptGzip)} (${kb(row.scriptTransfer)})`,
        Math.round(row.benchmarkIndex),
        missed.length === 0 ? "yes" : missed.join("; "),
      ].join(" | ")} |`;
    }),
  ].join("\n");
}

/**
 * The machine the loads ran on, for the results' heading: the benchmark
 * indexes read, the cores, and what thread time leaves out.
 */
export function cpuMachineLine(rows: readonly CpuSummary[], cores: number): string {
  if (rows.length === 0) return "Machine: no pages measured.";
  const indexes = rows.map((row) => Math.round(row.benchmarkIndex));
  const low = Math.min(...indexes);
  const high = Math.max(...indexes);
  return `Machine: Lighthouse benchmark index ${low === high ? low : `${low}–${high}`} (higher is faster), read in each browser before each page's loads; ${cores} ${cores === 1 ? "core" : "cores"}. Thread time counts the CPU the page's main thread spent, not its wait for a core (docs/decisions/083).`;
}
