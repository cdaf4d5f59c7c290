/**
 * `npm run bench`: Lighthouse (mobile defaults) against the production build,
 * three runs per page of the inventory in both languages, keeping the median
 * of each score and metric (docs/decisions/015) and every run's Total
 * Blocking Time. Writes bench/results/latest.md and latest.json.
 *
 * The build is served by `npm run serve` over HTTPS and HTTP/2, with a
 * throwaway certificate, as production serves it (docs/decisions/007):
 * BENCH_HTTP1=1 measures plain HTTP/1.1 instead. BENCH_ONLY=/,/es measures
 * only those pages; BENCH_TAPS=0 leaves out the taps, BENCH_LCP_RATIO=0 the
 * Lighthouse runs with scripts blocked.
 *
 * It measures every page in the full browser and in chromium-headless-shell,
 * side by side (bench/browsers.ts; `--browser=full` or `--browser=shell` for
 * one); BENCH_CHROME_PATH names another browser. The simulated processor is
 * slowed down so that every run stands for a machine of benchmark index 1,500
 * (docs/decisions/044 and 056); BENCH_AS_INDEX sets another, 0 leaves
 * Lighthouse's 4×.
 *
 * Before the pages, it measures the machine's floor in each browser: a page
 * of one paragraph and nothing else, served on BENCH_PORT + 1 (bench/floor.ts,
 * docs/decisions/076).
 *
 * After the pages, it reads the main thread's CPU time, as built and with
 * scripts blocked, on one page of each template (or BENCH_ONLY's), in each
 * browser (bench/cpu.ts, docs/decisions/083), and taps every control of
 * bench/tap-controls.ts at the first paint and two seconds later
 * (bench/taps.ts); BENCH_CPU=0 and BENCH_TAPS=0 leave them out.
 *
 * Needs a build (`npm run build`), a browser and openssl. Not part of
 * `npm test`: scores depend on the machine.
 *
 * `npm run bench -- --photos` runs it twice, on the drawings and on
 * photographs, and sets the two side by side (bench/modes.ts);
 * `npm run bench -- --owner-content` runs it on the news list's first page
 * built from a few years of content, 50 projects and 200 articles
 * (bench/owner-content.ts).
 */
import { mkdir, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { pageInventory } from "../app/inventory.server";
import { browserChoice, launchable } from "./browsers";
import {
  benchCpu,
  cpuHeading,
  cpuMissLines,
  cpuPages,
  cpuReport,
  cpuSettings as readCpuSettings,
} from "./cpu";
import { cpuMachineLine, cpuTable, type CpuSummary } from "./cpu-summary";
import { serveFloor } from "./floor";
import { serveBuild } from "./serve-build";
import { nodeBenchmarkIndex, steady } from "./steady";
import { measureRounds } from "./lcp-ratio";
import {
  floorLine,
  machineLine,
  misses,
  type PageSummary,
  resultsTable,
  slowdownFor,
  summarize,
} from "./summary";
import { benchTaps } from "./taps";
import { tapMisses, tapTable, type TapSummary } from "./taps-summary";
import { chromiumFlags } from "../tests/chromium";

if (process.argv.includes("--photos")) {
  await import("./modes");
  process.exit();
}
if (process.argv.includes("--owner-content")) {
  await import("./owner-content");
  process.exit();
}

const port = Number(process.env.BENCH_PORT ?? 4321);
const http1 = Boolean(process.env.BENCH_HTTP1);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const only = process.env.BENCH_ONLY?.split(",");
// BENCH_LCP_RATIO=0 leaves out the runs with scripts blocked, which only the
// ratio needs: a mode that changes the images, not the scripts, can skip them.
const withLcpRatio = process.env.BENCH_LCP_RATIO !== "0";
// BENCH_CPU=0 leaves out the main thread's loads; BENCH_CPU_RUNS (5),
// BENCH_CPU_SETTLE and BENCH_CPU_SLOWDOWN set them (bench/cpu.ts).
const withCpu = process.env.BENCH_CPU !== "0";
const cpuSettings = readCpuSettings(process.env);

const resultsDir = process.env.BENCH_RESULTS ?? "bench/results";
// Which content was built: bench/modes.ts names its two.
const mode = process.env.BENCH_MODE ?? "the site's content";
const browsers = launchable(
  browserChoice(process.argv, process.env),
  process.env.BENCH_CHROME_PATH,
);
if (browsers.every((browser) => browser.name !== "headless shell")) {
  console.warn(
    `Measuring in ${browsers.map((b) => b.version).join(", ")} only: install chromium-headless-shell to see the page without the browser's own work (docs/decisions/011).`,
  );
}

const served = await serveBuild({ port, http1 });
const { origin, tls } = served;
// The taps' browser trusts the certificate, as a visitor's trusts the site's.
const tapFlags = [...chromiumFlags, ...served.trust];

const chromes = await Promise.all(
  browsers.map((browser) =>
    launch({
      chromePath: browser.path,
      // The certificate is this run's own, so Chromium is told to accept it.
      chromeFlags: [
        ...browser.flags,
        ...chromiumFlags,
        ...(http1 ? [] : ["--ignore-certificate-errors"]),
      ],
    }),
  ),
);

// Every run stands for a machine of benchmark index BENCH_AS_INDEX (1,500
// unless set; 0 leaves Lighthouse's 4×): a mid-range phone's processor,
// whatever the machine. The machine's index moves with its load, so each run's
// slowdown follows the index the browser's previous run read.
const asIndex = Number(process.env.BENCH_AS_INDEX ?? 1500);
const lastIndex = new Map<number, number>();

// The machine's speed as Node reads it, after the last run: a run is kept
// only if the machine was about as fast after it as before (bench/steady.ts).
let machineSpeed = nodeBenchmarkIndex();
let retaken = 0;

async function lighthouseRun(
  chrome: (typeof chromes)[number],
  url: string,
  blockedUrlPatterns: string[],
) {
  // The full browser now and then loses a run on a busy machine (no
  // navigation start in its trace, decision 011), and another job may slow
  // the machine down during one: either is taken again, three times at most,
  // and said so.
  for (let attempt = 1; ; attempt++) {
    const known = lastIndex.get(chrome.port);
    const cpuSlowdownMultiplier = asIndex > 0 && known ? slowdownFor(known, asIndex) : undefined;
    const before = machineSpeed;
    const outcome = await lighthouse(new URL(url, origin).href, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      blockedUrlPatterns,
      ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
    });
    if (!outcome) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = outcome;
    const index = lhr.environment.benchmarkIndex;
    if (index) lastIndex.set(chrome.port, index);
    machineSpeed = nodeBenchmarkIndex();
    const lost =
      lhr.runtimeError?.code ??
      (lhr.audits["total-blocking-time"]?.numericValue === undefined
        ? "no blocking time"
        : steady(before, machineSpeed)
          ? undefined
          : `the machine slowed down from ${Math.round(before)} to ${Math.round(machineSpeed)} in Node's reading`);
    if (!lost || attempt === 4) return lhr;
    retaken += 1;
    console.warn(`${url}: a run was lost (${lost}); taking it again.`);
  }
}

if (asIndex > 0) {
  // A first reading of each browser's machine, before the pages.
  for (const [i, chrome] of chromes.entries()) {
    await lighthouseRun(chrome, "/", []);
    const index = lastIndex.get(chrome.port) ?? asIndex;
    console.log(
      `${browsers[i]!.name}: benchmark index ${Math.round(index)}, CPU slowed down ${slowdownFor(index, asIndex).toFixed(1)}× to stand for ${asIndex} at 4×.`,
    );
  }
}

const tapBrowser = browsers.find((browser) => browser.name === "Chromium") ?? browsers[0]!;
const results: PageSummary[] = [];
const missed: string[] = [];
let taps: TapSummary[] = [];
const tapMissed: string[] = [];
let cpu: CpuSummary[] = [];
const cpuMissed: string[] = [];
let floors: PageSummary[] = [];
try {
  // The machine's floor in each browser, its runs alternating as the pages'
  // do: what any page's blocking time has in it before the page does anything.
  const floor = await serveFloor(port + 1, tls);
  const floorReports = chromes.map(() => [] as Awaited<ReturnType<typeof lighthouseRun>>[]);
  try {
    for (let run = 0; run < runs; run++) {
      for (const [i, chrome] of chromes.entries()) {
        floorReports[i]!.push(await lighthouseRun(chrome, floor.url, []));
      }
    }
  } finally {
    await floor.close();
  }
  floors = browsers.map((browser, i) =>
    summarize("a page of one paragraph", floorReports[i]!, browser.name),
  );
  for (const { browser, tbtRuns, benchmarkIndex } of floors) {
    console.log(
      `Floor, ${browser}: TBT ${tbtRuns.map(Math.round).join("/")} ms, benchmark index ${Math.round(benchmarkIndex)}`,
    );
  }
  for (const { url } of pageInventory().filter((entry) => !only || only.includes(entry.url))) {
    const { reports, lcpRatio } = await measureRounds(
      runs,
      chromes.map((chrome) => (blocked: string[]) => lighthouseRun(chrome, url, blocked)),
      // The scripts' hold on the first view is measured in the first browser.
      { ratio: withLcpRatio },
    );
    for (const [i, browser] of browsers.entries()) {
      const result = {
        ...summarize(url, reports[i]!, browser.name),
        lcpRatio: i === 0 ? lcpRatio : undefined,
      };
      results.push(result);
      const pageMisses = misses(
        result,
        floors.find((floor) => floor.browser === browser.name),
      );
      if (pageMisses.length > 0) missed.push(`- ${url}, ${browser.name}: ${pageMisses.join(", ")}`);
      console.log(
        `${url}, ${browser.name}: performance ${result.performance}, FCP ${Math.round(result.fcp)} ms, LCP ${Math.round(result.lcp)} ms${result.lcpRatio === undefined ? "" : ` (${result.lcpRatio.toFixed(2)} of scripts blocked)`}, TBT ${result.tbtRuns.map(Math.round).join("/")} ms, CLS ${result.cls.toFixed(3)}, benchmark index ${Math.round(result.benchmarkIndex)}${result.cpuSlowdown > 4 ? ` standing for ${Math.round(result.standsFor)}` : ""}`,
      );
    }
  }
  // The main thread's work as built and with scripts blocked, by thread
  // time (docs/decisions/083); BENCH_CPU=0 leaves it out.
  if (withCpu) {
    cpu = await benchCpu({
      browsers,
      flags: [...chromiumFlags, ...served.trust],
      origin,
      urls: only ?? cpuPages(),
      settings: cpuSettings,
    });
    cpuMissed.push(...cpuMissLines(cpu));
  }
  // The first taps (docs/decisions/016 and 083); BENCH_TAPS=0 leaves them out.
  if (process.env.BENCH_TAPS !== "0") {
    // In the browser visitors use, when it is measured.
    taps = await benchTaps({ browserPath: tapBrowser.path, flags: tapFlags, origin, runs });
    for (const row of taps.filter((r) => tapMisses(r).length > 0))
      tapMissed.push(`- ${row.control}, tapped at ${row.moment}: ${tapMisses(row).join(", ")}`);
  }
} finally {
  await Promise.all(chromes.map((chrome) => chrome.kill()));
  served.close();
}

const table = resultsTable(results);
// Every figure is read against the machine it was measured on (the taps too:
// they ran right after the pages, on the same machine).
const machine = [machineLine(results, availableParallelism()), floorLine(floors)]
  .filter(Boolean)
  .join("\n\n");
const verdict = [
  `${results.length - missed.length} of ${results.length} rows (pages in each browser) meet every target.${retaken > 0 ? ` ${retaken} runs were taken again: the machine slowed down during them, or the browser lost them.` : ""}`,
  ...(missed.length > 0 ? ["", "Misses:", "", ...missed] : []),
  ...(cpuMissed.length > 0 ? ["", "Main-thread misses:", "", ...cpuMissed] : []),
  ...(tapMissed.length > 0 ? ["", "First-tap misses:", "", ...tapMissed] : []),
].join("\n");
await mkdir(resultsDir, { recursive: true });
await writeFile(path.join(resultsDir, "latest.json"), `${JSON.stringify(results, null, 2)}\n`);
const tapSection = taps.length > 0 ? `\n## First taps, mobile profile\n\n${tapTable(taps)}\n` : "";
if (taps.length > 0) {
  await writeFile(path.join(resultsDir, "taps.json"), `${JSON.stringify(taps, null, 2)}\n`);
  await writeFile(
    path.join(resultsDir, "taps.md"),
    `# First taps, mobile profile (412 px at 1.75×, 150 ms round trip, 1.6 Mbps down, 4× CPU), ${runs} per control and moment, in ${tapBrowser.version}\n\n${machine}${tapSection.slice(tapSection.indexOf("\n\n"))}`,
  );
}
// The main thread's section names its own machine: its index is read in its
// own browsers, before each page's loads.
const cpuSection =
  cpu.length > 0
    ? `\n## ${cpuHeading(cpuSettings, browsers)}\n\n${cpuMachineLine(cpu, availableParallelism())}\n\n${cpuTable(cpu)}\n`
    : "";
if (cpu.length > 0) {
  await writeFile(path.join(resultsDir, "cpu.json"), `${JSON.stringify(cpu, null, 2)}\n`);
  await writeFile(path.join(resultsDir, "cpu.md"), cpuReport(cpu, cpuSettings, browsers));
}
await writeFile(
  path.join(resultsDir, "latest.md"),
  `# Lighthouse, mobile, ${mode}, median of ${runs} runs for each figure, over ${http1 ? "HTTP/1.1" : "HTTPS and HTTP/2"}, in ${browsers.map((b) => `${b.name} (${b.version})`).join(" and ")}\n\n${machine}\n\n${verdict}\n\n${table}\n${cpuSection}${tapSection}`,
);
console.log(`\n${machine}\n\n${verdict}\n\n${table}\n${cpuSection}${tapSection}`);
// A miss fails the run, so a script or a person running it cannot overlook it.
if (missed.length + cpuMissed.length + tapMissed.length > 0) process.exitCode = 1;
