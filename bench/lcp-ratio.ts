/**
 * The ratio of a page's largest paint to the same page's with its script
 * files blocked, for `npm run bench`: how much the page's scripts hold its
 * first view back (1.00: not at all). Runs of the two kinds alternate, and
 * which goes first alternates too, so a machine that slows down or speeds up
 * during the benchmark weighs on both alike. Each kind keeps its median.
 */
import { median, type LighthouseReport } from "./summary";

/** Lighthouse's `blockedUrlPatterns` for a run without the site's script files. */
export const scriptsBlocked = ["*.js"];

/** Which runs come first in round `round`: with scripts, then blocked, and the other way in the next. */
export function roundOrder(round: number): ("scripts" | "blocked")[] {
  return round % 2 === 0 ? ["scripts", "blocked"] : ["blocked", "scripts"];
}

/** The median largest paint of `reports` over that of `blocked`. */
export function lcpRatio(
  reports: readonly LighthouseReport[],
  blocked: readonly LighthouseReport[],
): number {
  const lcp = (runs: readonly LighthouseReport[]) =>
    median(
      runs.map((report, run) => {
        const value = report.audits["largest-contentful-paint"]?.numericValue;
        if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) {
          throw new Error(`run ${run + 1} has no largest-contentful-paint`);
        }
        return value;
      }),
    );
  return lcp(reports) / lcp(blocked);
}

/**
 * Runs `measure` `runs` times as the page is and `runs` times with its scripts
 * blocked, alternating, and returns the reports of the runs with scripts (the
 * page's figures) and the ratio of the two kinds' largest paints.
 */
export async function measureWithScriptsBlocked<Report extends LighthouseReport>(
  runs: number,
  measure: (blockedUrlPatterns: string[]) => Promise<Report>,
): Promise<{ reports: Report[]; lcpRatio: number }> {
  const reports: Report[] = [];
  const blocked: Report[] = [];
  for (let round = 0; round < runs; round++) {
    for (const kind of roundOrder(round)) {
      if (kind === "scripts") reports.push(await measure([]));
      else blocked.push(await measure(scriptsBlocked));
    }
  }
  return { reports, lcpRatio: lcpRatio(reports, blocked) };
}
