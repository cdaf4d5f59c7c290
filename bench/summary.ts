/**
 * What `npm run bench` keeps of a page's Lighthouse runs: the median of each
 * category score and each metric, taken one figure at a time
 * (docs/decisions/015-benchmark-median-of-each-figure.md), and the Total
 * Blocking Time of every run, so the spread stays in the results.
 */

/** The parts of a Lighthouse result the summary reads. */
export interface LighthouseReport {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  /** How fast the machine ran Lighthouse's own benchmark: a busy or slow machine scores lower. */
  environment?: { benchmarkIndex?: number };
  /** The CPU slowdown the run simulated (4× unless the bench asked for more). */
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
}

export interface PageSummary {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  bytes: number;
  /** Total Blocking Time of each run, in the order they ran. */
  tbtRuns: number[];
  /** Lighthouse's benchmark index of the machine during the runs (median): every figure is read against it. */
  benchmarkIndex: number;
  /** The CPU slowdown Lighthouse simulated; above 4×, the runs stood in for a slower machine. */
  cpuSlowdown: number;
  /** Largest paint over the same page's with its scripts blocked (bench/lcp-ratio.ts). */
  lcpRatio?: number;
}

/** The middle value; with an even count, the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const upper = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  const lower = sorted[Math.ceil(sorted.length / 2) - 1] ?? Number.NaN;
  return (lower + upper) / 2;
}

export function summarize(url: string, reports: readonly LighthouseReport[]): PageSummary {
  if (reports.length === 0) throw new Error(`${url}: no Lighthouse runs to summarize`);
  const each = (figure: string, read: (report: LighthouseReport) => number | null | undefined) =>
    reports.map((report, run) => {
      const value = read(report);
      if (typeof value !== "number" || !Number.isFinite(value)) {
        throw new Error(`${url}: run ${run + 1} has no ${figure}`);
      }
      return value;
    });
  // Scores are whole percentages, as Lighthouse shows them.
  const score = (id: string) =>
    Math.round(median(each(`${id} score`, (report) => report.categories[id]?.score)) * 100);
  const metric = (id: string) => median(each(id, (report) => report.audits[id]?.numericValue));
  const tbtRuns = each("total-blocking-time", (r) => r.audits["total-blocking-time"]?.numericValue);
  return {
    url,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: median(tbtRuns),
    cls: metric("cumulative-layout-shift"),
    speedIndex: metric("speed-index"),
    bytes: metric("total-byte-weight"),
    tbtRuns,
    benchmarkIndex: median(each("benchmark index", (report) => report.environment?.benchmarkIndex)),
    cpuSlowdown: median(
      reports.map(
        (report) => report.configSettings?.throttling?.cpuSlowdownMultiplier ?? mobileSlowdown,
      ),
    ),
  };
}

/** Lighthouse's mobile CPU slowdown: a phone taken as four times slower than the machine. */
export const mobileSlowdown = 4;

/**
 * The CPU slowdown that makes this machine stand in for one of `asIndex`:
 * Lighthouse's 4× scaled by how much faster this machine ran its benchmark
 * (Lighthouse's own advice for calibrating the multiplier). Never below 4×.
 */
export function slowdownFor(benchmarkIndex: number, asIndex: number): number {
  return mobileSlowdown * Math.max(1, benchmarkIndex / asIndex);
}

/** The index a page's figures stand for: the machine's, or the slower one it was slowed down to. */
export function effectiveIndex(summary: Pick<PageSummary, "benchmarkIndex" | "cpuSlowdown">) {
  return (summary.benchmarkIndex * mobileSlowdown) / summary.cpuSlowdown;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** What every page must reach; home's Performance target is higher. */
export const targets = {
  performance: 95,
  homePerformance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 800,
  lcp: 1100,
  lcpRatio: 1.05,
  tbt: 60,
  cls: 0.02,
} as const;

/** The targets a page's summary misses, as a reader would say them. */
export function misses(summary: PageSummary, { home }: { home: boolean }): string[] {
  const performance = home ? targets.homePerformance : targets.performance;
  return [
    summary.performance < performance && `Performance ${summary.performance} < ${performance}`,
    summary.accessibility < targets.accessibility && `Accessibility ${summary.accessibility}`,
    summary.bestPractices < targets.bestPractices && `Best Practices ${summary.bestPractices}`,
    summary.seo < targets.seo && `SEO ${summary.seo}`,
    summary.fcp > targets.fcp && `FCP ${seconds(summary.fcp)} > ${seconds(targets.fcp)}`,
    summary.lcp > targets.lcp && `LCP ${seconds(summary.lcp)} > ${seconds(targets.lcp)}`,
    summary.lcpRatio !== undefined &&
      summary.lcpRatio > targets.lcpRatio &&
      `LCP ratio to scripts blocked ${summary.lcpRatio.toFixed(2)} > ${targets.lcpRatio}`,
    summary.tbt > targets.tbt && `TBT ${Math.round(summary.tbt)} ms > ${targets.tbt} ms`,
    summary.cls > targets.cls && `CLS ${summary.cls.toFixed(3)} > ${targets.cls}`,
  ].filter((miss) => typeof miss === "string");
}

/** The Markdown table of `bench/results/latest.md`, one row per page. */
export function resultsTable(summaries: readonly PageSummary[]): string {
  return [
    "| page | Perf | A11y | BP | SEO | FCP | LCP | LCP ÷ no scripts | TBT | TBT of each run | CLS | SI | bytes | benchmark index |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...summaries
      .map((s) =>
        [
          s.url,
          s.performance,
          s.accessibility,
          s.bestPractices,
          s.seo,
          seconds(s.fcp),
          seconds(s.lcp),
          s.lcpRatio === undefined ? "–" : s.lcpRatio.toFixed(2),
          `${Math.round(s.tbt)} ms`,
          s.tbtRuns.map((tbt) => Math.round(tbt)).join(", "),
          s.cls.toFixed(3),
          seconds(s.speedIndex),
          `${(s.bytes / 1024).toFixed(0)} KB`,
          s.cpuSlowdown > mobileSlowdown
            ? `${Math.round(s.benchmarkIndex)} at ${s.cpuSlowdown.toFixed(1)}× CPU, as ${Math.round(effectiveIndex(s))} at 4×`
            : Math.round(s.benchmarkIndex),
        ].join(" | "),
      )
      .map((row) => `| ${row} |`),
  ].join("\n");
}

/**
 * The machine the figures were measured on, for a results file's heading:
 * the lowest and highest benchmark index of its pages.
 */
export function machineLine(summaries: readonly PageSummary[]): string {
  if (summaries.length === 0) return "Machine: no pages measured.";
  const indexes = summaries.map((s) => Math.round(s.benchmarkIndex));
  const low = Math.min(...indexes);
  const high = Math.max(...indexes);
  return `Machine: Lighthouse benchmark index ${low === high ? low : `${low}–${high}`} (higher is faster; a busy machine scores lower, and its figures are slower).`;
}
