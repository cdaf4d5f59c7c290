/**
 * The main thread's work, as built and with scripts blocked, in one run
 * (docs/decisions/083). Part of `npm run bench`; on its own:
 *
 *   npx tsx bench/cpu.ts                       # the build, served by the bench
 *   BENCH_ONLY=/about,/es/proyectos npx tsx bench/cpu.ts
 *   BENCH_ORIGIN=http://localhost:4723 npx tsx bench/cpu.ts   # after PORT=4723 npm run serve
 *
 * For each page, in each browser (bench/browsers.ts), it loads the page
 * BENCH_CPU_RUNS times (5) in a fresh browser context on the mobile profile's
 * screen and network (bench/mobile-profile.ts), alternating with the same
 * page with its script files refused (`*.js`; inline scripts still run), and
 * reads from each load's trace the CPU time of the page's main thread from
 * the navigation's start to BENCH_CPU_SETTLE ms (6,000) after its load event
 * (bench/cpu-trace.ts). It prints the median of each kind, their ratio, the
 * range in which the median of the rounds' own ratios lies (90%, from five
 * rounds: bench/cpu-summary.ts `ratioRange`, docs/decisions/092), and the
 * script files the page loaded in that time, which is before the visitor
 * does anything: nothing is tapped. A ratio above the target whose range
 * reaches below it is marked undecided: more rounds (BENCH_CPU_RUNS) decide. Every row names the machine's benchmark
 * index, read in its browser before the page's loads.
 *
 * The processor is not slowed down unless BENCH_CPU_SLOWDOWN says so (4 is
 * Lighthouse's phone): on Linux, Chromium's slowdown spins on the main thread
 * itself, for a time it measures by the wall, so its thread time would count
 * the machine's wait for a core again (decision 083).
 *
 * It speaks to the browser through bench/cdp.ts alone, so no DevTools client
 * enables the `Runtime` domain on the page, which makes V8 parse React DOM
 * twice (decision 068).
 */
import { availableParallelism } from "node:os";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { launch } from "chrome-launcher";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { pageInventory } from "../app/inventory.server";
import { type BenchBrowser, browserChoice, launchable } from "./browsers";
import { type Cdp, connectCdp } from "./cdp";
import {
  cpuKey,
  cpuMachineLine,
  cpuMisses,
  cpuSchedule,
  cpuTable,
  summarizeCpu,
  type CpuKind,
  type CpuLoad,
  type CpuSummary,
} from "./cpu-summary";
import { mainThreadWork, traceCategories, type TraceEvent } from "./cpu-trace";
import { scriptsBlocked } from "./lcp-ratio";
import { mobileNetwork, mobileScreen, mobileUserAgent } from "./mobile-profile";
import { onBuild } from "./serve-build";

export interface CpuSettings {
  /** Loads of each kind per page and browser. */
  runs: number;
  /** Milliseconds after the load event at which the window ends. */
  settleMs: number;
  /** The CPU slowdown applied through the DevTools protocol; 1 for none. */
  slowdown: number;
}

export const defaultCpuSettings: CpuSettings = { runs: 5, settleMs: 6000, slowdown: 1 };

/** BENCH_CPU_RUNS, BENCH_CPU_SETTLE and BENCH_CPU_SLOWDOWN, else the defaults. */
export function cpuSettings(env: Record<string, string | undefined>): CpuSettings {
  const read = (name: string, fallback: number, least: number) => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isFinite(value) || value < least)
      throw new Error(`${name}=${env[name]}: expected a number of at least ${least}`);
    return value;
  };
  return {
    runs: read("BENCH_CPU_RUNS", defaultCpuSettings.runs, 1),
    settleMs: read("BENCH_CPU_SETTLE", defaultCpuSettings.settleMs, 0),
    slowdown: read("BENCH_CPU_SLOWDOWN", defaultCpuSettings.slowdown, 1),
  };
}

/**
 * The pages it measures unless told: one of each template, as the
 * inventory first lists it, and the not-found page.
 */
export function cpuPages(): string[] {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const { template, url } of pageInventory()) {
    if (seen.has(template)) continue;
    seen.add(template);
    urls.push(url);
  }
  return [...urls, "/no-such-page"];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Lighthouse's benchmark index, run as Lighthouse runs it: in a blank page of the browser. */
async function benchmarkIndex(cdp: Cdp): Promise<number> {
  const { targetId } = await cdp.send("Target.createTarget", { url: "about:blank" });
  try {
    const { sessionId } = await cdp.send("Target.attachToTarget", { targetId, flatten: true });
    // esbuild, when it bundles, names functions through `__name`.
    const expression = `(() => { const __name = (f) => f; return (${String(pageFunctions.computeBenchmarkIndex)})(); })()`;
    const { result } = await cdp.send(
      "Runtime.evaluate",
      { expression, returnByValue: true },
      sessionId,
    );
    if (typeof result?.value !== "number") throw new Error("the benchmark returned no index");
    return result.value;
  } finally {
    await cdp.send("Target.closeTarget", { targetId });
  }
}

const isScript = (url: string | undefined) => {
  try {
    return url !== undefined && new URL(url).pathname.endsWith(".js");
  } catch {
    return false;
  }
};

/** One load of `href` in a fresh browser context: its trace's reading and the scripts it received. */
async function loadOnce(
  cdp: Cdp,
  href: string,
  kind: CpuKind,
  { settleMs, slowdown }: CpuSettings,
): Promise<Omit<CpuLoad, "url" | "browser" | "kind">> {
  const { browserContextId } = await cdp.send("Target.createBrowserContext");
  const off: (() => void)[] = [];
  try {
    const { targetId } = await cdp.send("Target.createTarget", {
      url: "about:blank",
      browserContextId,
    });
    const { sessionId } = await cdp.send("Target.attachToTarget", { targetId, flatten: true });
    const page = (method: string, params?: Record<string, unknown>) =>
      cdp.send(method, params, sessionId);
    await page("Page.enable");
    // Kept whole, so every script's body can be read once the window ends.
    await page("Network.enable", { maxTotalBufferSize: 64e6, maxResourceBufferSize: 16e6 });
    await page("Network.setUserAgentOverride", { userAgent: mobileUserAgent });
    await page("Emulation.setDeviceMetricsOverride", { ...mobileScreen, mobile: true });
    await page("Emulation.setTouchEmulationEnabled", { enabled: true });
    await page("Network.emulateNetworkConditions", mobileNetwork);
    if (slowdown > 1) await page("Emulation.setCPUThrottlingRate", { rate: slowdown });
    if (kind === "blocked") await page("Network.setBlockedURLs", { urls: scriptsBlocked });

    const requests = new Map<string, string>();
    const scripts: { requestId: string; bytes: number; at: number }[] = [];
    // A request that failed on its own (not refused by the bench, not
    // cancelled by the page) leaves a load that is not the page's.
    const failed: string[] = [];
    off.push(
      cdp.on("Network.requestWillBeSent", (params, session) => {
        if (session === sessionId) requests.set(params.requestId, params.request.url);
      }),
      cdp.on("Network.loadingFailed", (params, session) => {
        if (session === sessionId && !params.canceled && !params.blockedReason)
          failed.push(`${params.errorText} for ${requests.get(params.requestId) ?? "a request"}`);
      }),
      cdp.on("Network.loadingFinished", (params, session) => {
        if (session === sessionId && isScript(requests.get(params.requestId)))
          scripts.push({
            requestId: params.requestId,
            bytes: params.encodedDataLength,
            at: params.timestamp,
          });
      }),
    );
    const events: TraceEvent[] = [];
    off.push(cdp.on("Tracing.dataCollected", (params) => events.push(...params.value)));
    const complete = cdp.next("Tracing.tracingComplete");
    await cdp.send("Tracing.start", {
      transferMode: "ReportEvents",
      traceConfig: { includedCategories: traceCategories },
    });
    const loaded = cdp.next("Page.loadEventFired", (_params, session) => session === sessionId);
    const navigation = await page("Page.navigate", { url: href });
    if (navigation.errorText) throw new Error(`${href}: ${navigation.errorText}`);
    const { timestamp: loadAt } = await within(loaded, 60_000, `${href}'s load`);
    // A little past the settle point, so the window's last tasks are in the trace.
    await sleep(settleMs + 500);
    await cdp.send("Tracing.end");
    await within(complete, 60_000, "the trace");

    if (failed.length > 0) throw new Error(`${href}: ${failed.join(", ")}`);
    const before = scripts.filter((script) => script.at <= loadAt + settleMs / 1000);
    let scriptGzip = 0;
    for (const { requestId } of before) {
      const { body, base64Encoded } = await page("Network.getResponseBody", { requestId });
      scriptGzip += gzipSync(Buffer.from(body, base64Encoded ? "base64" : "utf8"), {
        level: 9,
      }).length;
    }
    const work = mainThreadWork(events, targetId, settleMs);
    return {
      threadTime: work.threadTime,
      wallTime: work.wallTime,
      scriptFiles: before.length,
      scriptGzip,
      scriptTransfer: before.reduce((total, script) => total + script.bytes, 0),
    };
  } finally {
    for (const stop of off) stop();
    await cdp.send("Target.disposeBrowserContext", { browserContextId });
  }
}

/** Every page in every browser, in the order of `cpuSchedule`, one page after another. */
export async function benchCpu({
  browsers,
  flags,
  origin,
  urls,
  settings = defaultCpuSettings,
}: {
  browsers: readonly BenchBrowser[];
  /** Launch flags for every browser, beside each browser's own (bench/serve-build.ts). */
  flags: readonly string[];
  origin: string;
  urls: readonly string[];
  settings?: CpuSettings;
}): Promise<CpuSummary[]> {
  const chromes = await Promise.all(
    browsers.map((browser) =>
      launch({ chromePath: browser.path, chromeFlags: [...browser.flags, ...flags] }),
    ),
  );
  const cdps: Cdp[] = [];
  try {
    for (const chrome of chromes) cdps.push(await connectCdp(chrome.port));
    const loads: CpuLoad[] = [];
    const indexes = new Map<string, number>();
    for (const url of urls) {
      for (const [i, cdp] of cdps.entries()) {
        const index = await benchmarkIndex(cdp);
        indexes.set(cpuKey(url, browsers[i]!.name), index);
      }
      for (const { browser: i, kind } of cpuSchedule(settings.runs, browsers.length)) {
        const browser = browsers[i]!.name;
        // A browser that loses a load (no navigation or load in its trace) is asked again, twice at most.
        for (let attempt = 1; ; attempt++) {
          try {
            const load = await loadOnce(cdps[i]!, new URL(url, origin).href, kind, settings);
            loads.push({ url, browser, kind, ...load });
            console.log(
              `cpu ${url}, ${browser}, ${kind === "built" ? "as built" : "scripts blocked"}: ${Math.round(load.threadTime)} ms of CPU (${Math.round(load.wallTime)} ms by the wall), ${load.scriptFiles} script files`,
            );
            break;
          } catch (error) {
            if (attempt === 3) throw error;
            console.warn(
              `cpu ${url}, ${browser}: a load was lost (${String(error)}); taking it again.`,
            );
          }
        }
      }
    }
    return summarizeCpu(loads, indexes);
  } finally {
    for (const cdp of cdps) cdp.close();
    await Promise.all(chromes.map((chrome) => chrome.kill()));
  }
}

/** The results' heading, for cpu.md and latest.md. */
export function cpuHeading(settings: CpuSettings, browsers: readonly BenchBrowser[]): string {
  const slowed =
    settings.slowdown > 1
      ? `${settings.slowdown}× CPU slowdown through the DevTools protocol`
      : "the processor not slowed down";
  return `Main-thread CPU (thread time), median of ${settings.runs} loads as built and ${settings.runs} with scripts blocked, alternating, from the navigation's start to ${settings.settleMs / 1000} s after the load event; mobile screen and network (412 px at 1.75×, 150 ms round trip, 1.6 Mbps down), ${slowed}; in ${browsers.map((b) => `${b.name} (${b.version})`).join(" and ")}`;
}

/** The verdict's lines: every row's misses. */
export function cpuMissLines(rows: readonly CpuSummary[]): string[] {
  return rows
    .filter((row) => cpuMisses(row).length > 0)
    .map((row) => `- ${row.url}, ${row.browser}: ${cpuMisses(row).join(", ")}`);
}

export function cpuReport(
  rows: readonly CpuSummary[],
  settings: CpuSettings,
  browsers: readonly BenchBrowser[],
): string {
  const missed = cpuMissLines(rows);
  return [
    `# ${cpuHeading(settings, browsers)}`,
    "",
    cpuMachineLine(rows, availableParallelism()),
    "",
    `${rows.length - missed.length} of ${rows.length} rows (pages in each browser) meet both targets: as built at most 1.10× the main thread's CPU with scripts blocked, and at most 5 KB gzip of script before the visitor acts.`,
    ...(missed.length > 0 ? ["", "Misses:", "", ...missed] : []),
    "",
    cpuTable(rows),
    "",
  ].join("\n");
}

async function main() {
  const settings = cpuSettings(process.env);
  const browsers = launchable(
    browserChoice(process.argv, process.env),
    process.env.BENCH_CHROME_PATH,
  );
  const urls = process.env.BENCH_ONLY?.split(",") ?? cpuPages();
  const rows = await onBuild(process.env, (origin, flags) =>
    benchCpu({ browsers, flags, origin, urls, settings }),
  );
  const report = cpuReport(rows, settings, browsers);
  const resultsDir = process.env.BENCH_RESULTS ?? "bench/results";
  await mkdir(resultsDir, { recursive: true });
  await writeFile(path.join(resultsDir, "cpu.md"), report);
  await writeFile(path.join(resultsDir, "cpu.json"), `${JSON.stringify(rows, null, 2)}\n`);
  console.log(`\n${report}`);
  if (cpuMissLines(rows).length > 0) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
