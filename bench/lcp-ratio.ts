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
 * One page's runs in each browser, side by side: round after round, every
 * browser measures the page once, the order of the browsers alternating
 * between rounds, so a machine that slows down or speeds up during the
 * benchmark weighs on each alike. With `ratio`, the first browser also
 * measures the page with its scripts blocked in every round, and the ratio of
 * the two kinds' largest paints is returned.
 */
export async function measureRounds<Report extends LighthouseReport>(
  runs: number,
  browsers: readonly ((blockedUrlPatterns: string[]) => Promise<Report>)[],
  { ratio }: { ratio: boolean },
): Promise<{ reports: Report[][]; lcpRatio?: number }> {
  const reports: Report[][] = browsers.map(() => []);
  const blocked: Report[] = [];
  for (let round = 0; round < runs; round++) {
    const order = browsers.map((_, index) => index);
    if (round % 2 === 1) order.reverse();
    for (const index of order) {
      const measure = browsers[index]!;
      const kinds = ratio && index === 0 ? roundOrder(round) : (["scripts"] as const);
      for (const kind of kinds) {
        if (kind === "scripts") reports[index]!.push(await measure([]));
        else blocked.push(await measure(scriptsBlocked));
      }
    }
  }
  return { reports, lcpRatio: ratio ? lcpRatio(reports[0] ?? [], blocked) : undefined };
}
