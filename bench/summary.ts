/**
 * What `npm run bench` keeps of a page's Lighthouse runs: the median of each
 * category score and each metric, taken one figure at a time
 * (docs/decisions/015-benchmark-median-of-each-figure.md), and the Total
 * Blocking Time of every run, so the spread stays in the results.
 */

/** The parts of a Lighthouse result the summary reads. */
export interface LighthouseReport {
  categories: Record<string, { score: number | null } | undefined>;
  /** An audit's `details` vary by audit; only the long tasks' are read (blockingWithoutUrl). */
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
  /** How fast the machine ran Lighthouse's own benchmark: a busy or slow machine scores lower. */
  environment?: { benchmarkIndex?: number };
  /** The CPU slowdown the run simulated (4× unless the bench asked for more). */
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
}

export interface PageSummary {
  url: string;
  /** Which browser measured it: "Chromium" (the full browser) or "headless shell". */
  browser: string;
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
  /** The part of each run's blocking time in tasks tied to no URL (blockingWithoutUrl). */
  noUrlRuns: number[];
  /** Lighthouse's benchmark index of the machine during the runs (median): every figure is read against it. */
  benchmarkIndex: number;
  /** The CPU slowdown Lighthouse simulated (median); above 4×, the runs stood in for a slower machine. */
  cpuSlowdown: number;
  /**
   * The index of the machine the runs stand for (median of each run's): its
   * own, or, slowed down further than 4×, the slower one it stood in for.
   */
  standsFor: number;
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

export function summarize(
  url: string,
  reports: readonly LighthouseReport[],
  browser = "headless shell",
): PageSummary {
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
  const indexes = each("benchmark index", (report) => report.environment?.benchmarkIndex);
  const slowdowns = reports.map(
    (report) => report.configSettings?.throttling?.cpuSlowdownMultiplier ?? mobileSlowdown,
  );
  return {
    url,
    browser,
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
    noUrlRuns: reports.map(blockingWithoutUrl),
    benchmarkIndex: median(indexes),
    cpuSlowdown: median(slowdowns),
    standsFor: median(indexes.map((index, run) => (index * mobileSlowdown) / slowdowns[run]!)),
  };
}

/**
 * Lighthouse's name for a long task it can tie to no script and no document.
 * In the full browser the longest is the navigation's commit in the new
 * renderer, which creates the page's script context before any of the
 * page's code runs (docs/decisions/070).
 */
const noUrl = "Unattributable";

/** Total Blocking Time's threshold: the part of a task beyond it blocks. */
const blockingThreshold = 50;

/**
 * The part of a run's blocking time spent in tasks Lighthouse ties to no URL:
 * each such long task's time after the first paint, beyond 50 ms, as Total
 * Blocking Time counts it, from the simulated tasks of the `long-tasks`
 * audit. That audit runs a simulation of its own, so the figure is read
 * beside the run's TBT, never subtracted from it, and it is capped at it.
 */
export function blockingWithoutUrl(report: LighthouseReport): number {
  const firstPaint = report.audits["first-contentful-paint"]?.numericValue ?? 0;
  const tbt = report.audits["total-blocking-time"]?.numericValue ?? 0;
  const details = report.audits["long-tasks"]?.details as { items?: unknown } | undefined;
  const items = Array.isArray(details?.items) ? (details.items as unknown[]) : [];
  let blocking = 0;
  for (const item of items) {
    const { url, startTime, duration } = item as Record<string, unknown>;
    if (url !== noUrl || typeof startTime !== "number" || typeof duration !== "number") continue;
    const afterPaint = startTime + duration - Math.max(startTime, firstPaint);
    blocking += Math.max(0, afterPaint - blockingThreshold);
  }
  return Math.min(blocking, tbt);
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

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * What every page must reach (docs/decisions/056): the first paint within
 * 1.0 s over HTTPS (its floor there is about 0.9 s, decision 030), the
 * largest within 1.5 s, at most 100 ms of blocking time on a machine of
 * benchmark index 1,600 or lower, nothing moving, and scripts that do not
 * hold the first view back.
 */
export const targets = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 1000,
  lcp: 1500,
  lcpRatio: 1.05,
  tbt: 100,
  /** The blocking time is read on a machine of this index or lower (decision 044). */
  tbtIndex: 1600,
  cls: 0,
} as const;

/**
 * The targets a page's summary misses, as a reader would say them. Beside a
 * blocking time over its target goes the floor of the same browser
 * (bench/floor.ts) where that too is over it: the machine could not have
 * shown the target met.
 */
export function misses(summary: PageSummary, floor?: PageSummary): string[] {
  const index = Math.round(summary.standsFor);
  // Printed to three decimals: a shift too small to print is none.
  const cls = Number(summary.cls.toFixed(3));
  return [
    summary.performance < targets.performance &&
      `Performance ${summary.performance} < ${targets.performance}`,
    summary.accessibility < targets.accessibility && `Accessibility ${summary.accessibility}`,
    summary.bestPractices < targets.bestPractices && `Best Practices ${summary.bestPractices}`,
    summary.seo < targets.seo && `SEO ${summary.seo}`,
    summary.fcp > targets.fcp && `FCP ${seconds(summary.fcp)} > ${seconds(targets.fcp)}`,
    summary.lcp > targets.lcp && `LCP ${seconds(summary.lcp)} > ${seconds(targets.lcp)}`,
    summary.lcpRatio !== undefined &&
      summary.lcpRatio > targets.lcpRatio &&
      `LCP ratio to scripts blocked ${summary.lcpRatio.toFixed(2)} > ${targets.lcpRatio}`,
    index > targets.tbtIndex &&
      `TBT read at index ${index}, above ${targets.tbtIndex}: it says nothing of the target (BENCH_AS_INDEX)`,
    index <= targets.tbtIndex &&
      summary.tbt > targets.tbt &&
      `TBT ${Math.round(summary.tbt)} ms > ${targets.tbt} ms at index ${index}${
        floor && floor.tbt > targets.tbt
          ? ` (a page of one paragraph reads ${Math.round(floor.tbt)} ms in this browser)`
          : ""
      }`,
    cls > targets.cls && `CLS ${cls.toFixed(3)} > ${targets.cls}`,
  ].filter((miss) => typeof miss === "string");
}

/** The Markdown table of `bench/results/latest.md`, one row per page. */
export function resultsTable(summaries: readonly PageSummary[]): string {
  return [
    "| page | browser | Perf | A11y | BP | SEO | FCP | LCP | LCP ÷ no scripts | TBT | TBT of each run (of it, in tasks with no URL) | CLS | SI | bytes | benchmark index |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...summaries
      .map((s) =>
        [
          s.url,
          s.browser,
          s.performance,
          s.accessibility,
          s.bestPractices,
          s.seo,
          seconds(s.fcp),
          seconds(s.lcp),
          s.lcpRatio === undefined ? "–" : s.lcpRatio.toFixed(2),
          `${Math.round(s.tbt)} ms`,
          s.tbtRuns
            .map((tbt, run) => {
              const noUrlPart = Math.round(s.noUrlRuns[run] ?? 0);
              return noUrlPart > 0 ? `${Math.round(tbt)} (${noUrlPart})` : `${Math.round(tbt)}`;
            })
            .join(", "),
          s.cls.toFixed(3),
          seconds(s.speedIndex),
          `${(s.bytes / 1024).toFixed(0)} KB`,
          s.cpuSlowdown > mobileSlowdown
            ? `${Math.round(s.benchmarkIndex)} at ${s.cpuSlowdown.toFixed(1)}× CPU, as ${Math.round(s.standsFor)} at 4×`
            : Math.round(s.benchmarkIndex),
        ].join(" | "),
      )
      .map((row) => `| ${row} |`),
  ].join("\n");
}

/**
 * What the machine adds to any page's blocking time, for a results file's
 * heading: the floor page's Total Blocking Time in each browser, every run
 * beside its median (docs/decisions/076).
 */
export function floorLine(floors: readonly PageSummary[]): string {
  if (floors.length === 0) return "";
  const each = floors.map(
    (floor) =>
      `${Math.round(floor.tbt)} ms in ${floor.browser === "Chromium" ? "Chromium" : `the ${floor.browser}`} (${floor.tbtRuns.map(Math.round).join(", ")}; index ${Math.round(floor.benchmarkIndex)})`,
  );
  const over = floors.filter((floor) => floor.tbt > targets.tbt).map((floor) => floor.browser);
  const verdict =
    over.length > 0
      ? ` Every page's load has the same navigation and first frame in it: over ${targets.tbt} ms, this machine cannot show the target met in ${over.join(" or ")}, whatever the page does.`
      : ` Under ${targets.tbt} ms in each browser, it does not explain a page's miss: what a page adds, the machine stretches too.`;
  return `Floor: a page of one paragraph, with no script, stylesheet, font or image, served beside the site, reads a Total Blocking Time of ${each.join(" and ")}.${verdict}`;
}

/**
 * The cores Lighthouse asks a machine to give it: "Minimum 2 dedicated cores
 * (4 recommended)", in its variability guide.
 */
export const recommendedCores = 4;

/**
 * The machine the figures were measured on, for a results file's heading:
 * the lowest and highest benchmark index of its pages; when the runs were
 * slowed down to stand for a slower machine, that machine's; and, on a
 * machine with fewer cores than Lighthouse recommends, what that does to the
 * full browser's blocking time (docs/decisions/068).
 */
export function machineLine(summaries: readonly PageSummary[], cores?: number): string {
  if (summaries.length === 0) return "Machine: no pages measured.";
  const range = (values: number[]) => {
    const low = Math.min(...values.map(Math.round));
    const high = Math.max(...values.map(Math.round));
    return low === high ? `${low}` : `${low}–${high}`;
  };
  const slowed = summaries.some((s) => s.cpuSlowdown > mobileSlowdown);
  const standing = slowed
    ? `, slowed down to stand for ${range(summaries.map((s) => s.standsFor))} at 4×`
    : "";
  const fewCores =
    cores !== undefined && cores < recommendedCores
      ? ` ${cores} ${cores === 1 ? "core" : "cores"}, fewer than the ${recommendedCores} Lighthouse recommends: the browser's own processes, the server and Lighthouse wait for a core beside the page, and a task's wait counts in its blocking time, multiplied by the slowdown; the full browser, with more processes, waits most (docs/decisions/068).`
      : "";
  return `Machine: Lighthouse benchmark index ${range(summaries.map((s) => s.benchmarkIndex))}${standing} (higher is faster; a busy machine scores lower, and its figures are slower).${fewCores}`;
}
