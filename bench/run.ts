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
 * runs with scripts blocked. BENCH_AS_INDEX=1500 slows the CPU down to stand
 * for a machine of that benchmark index.
 *
 * It measures in chromium-headless-shell when it is installed
 * (docs/decisions/011-benchmark-in-the-headless-shell.md), otherwise in
 * Chromium (`CHROME_PATH`, default /usr/bin/chromium); BENCH_CHROME_PATH
 * names another browser.
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
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { pageInventory } from "../app/inventory.server";
import { measureWithScriptsBlocked } from "./lcp-ratio";
import {
  machineLine,
  misses,
  type PageSummary,
  resultsTable,
  slowdownFor,
  summarize,
} from "./summary";
import { benchTaps } from "./taps";
import { tapMisses, tapTable, type TapSummary } from "./taps-summary";
import { selfSignedCertificate } from "../scripts/http/self-signed";
import { chromiumFlags, chromiumPath } from "../tests/chromium";

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
const origin = `${http1 ? "http" : "https"}://localhost:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const only = process.env.BENCH_ONLY?.split(",");
// BENCH_LCP_RATIO=0 leaves out the runs with scripts blocked, which only the
// ratio needs: a mode that changes the images, not the scripts, can skip them.
const withLcpRatio = process.env.BENCH_LCP_RATIO !== "0";

/** `count` runs of `run`, one after the other. */
async function sequence<T>(count: number, run: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < count; i++) results.push(await run());
  return results;
}
const resultsDir = process.env.BENCH_RESULTS ?? "bench/results";
// Which content was built: bench/modes.ts names its two.
const mode = process.env.BENCH_MODE ?? "the site's content";
const headlessShell = "/usr/bin/chromium-headless-shell";
const browserPath =
  process.env.BENCH_CHROME_PATH ?? (existsSync(headlessShell) ? headlessShell : chromiumPath);
// The headless shell is headless already; the full browser is told to be.
const isShell = path.basename(browserPath).includes("headless-shell");
if (!existsSync(browserPath)) {
  console.error(
    `No browser at ${browserPath}: install Debian's chromium-headless-shell or chromium, or name one in BENCH_CHROME_PATH.`,
  );
  process.exit(1);
}
const browserVersion = execFileSync(browserPath, ["--version"], {
  encoding: "utf8",
  stdio: ["ignore", "pipe", "ignore"],
}).trim();
if (!isShell) {
  console.warn(
    `Measuring in ${browserVersion}: install chromium-headless-shell for steadier figures (docs/decisions/011).`,
  );
}

// The server reads its certificate from files, kept only while it starts.
const tlsDir = await mkdtemp(path.join(tmpdir(), "solera-bench-"));
const tlsEnv: Record<string, string> = {};
if (!http1) {
  const { cert, key } = selfSignedCertificate();
  tlsEnv.TLS_CERT = path.join(tlsDir, "cert.pem");
  tlsEnv.TLS_KEY = path.join(tlsDir, "key.pem");
  await writeFile(tlsEnv.TLS_CERT, cert);
  await writeFile(tlsEnv.TLS_KEY, key, { mode: 0o600 });
}
const server = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
  env: { ...process.env, ...tlsEnv, PORT: String(port) },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((resolve, reject) => {
  server.stdout.on("data", (chunk: Buffer) => {
    if (chunk.toString().includes("Serving")) resolve();
  });
  server.on("exit", () => reject(new Error("the server did not start: run npm run build")));
});
await rm(tlsDir, { recursive: true, force: true });

const chrome = await launch({
  chromePath: browserPath,
  // The certificate is this run's own, so Chromium is told to accept it.
  chromeFlags: [
    ...(isShell ? [] : ["--headless=new"]),
    ...chromiumFlags,
    ...(http1 ? [] : ["--ignore-certificate-errors"]),
  ],
});

// BENCH_AS_INDEX=1500 slows the simulated CPU down further on a machine
// faster than that, so the figures stand for a machine of that benchmark
// index at Lighthouse's 4× (a mid-range phone's processor on this bench's
// class of machine on a busy day). The machine is read once, before the pages.
const asIndex = Number(process.env.BENCH_AS_INDEX ?? 0);
let cpuSlowdownMultiplier: number | undefined;
if (asIndex > 0) {
  const probe = await lighthouse(`${origin}/`, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  const index = probe?.lhr.environment.benchmarkIndex ?? asIndex;
  cpuSlowdownMultiplier = slowdownFor(index, asIndex);
  console.log(
    `Benchmark index ${Math.round(index)}: CPU slowed down ${cpuSlowdownMultiplier.toFixed(1)}× to stand for ${asIndex} at 4×.`,
  );
}

const results: PageSummary[] = [];
const missed: string[] = [];
let taps: TapSummary[] = [];
const tapMissed: string[] = [];
try {
  for (const { id, url } of pageInventory().filter((entry) => !only || only.includes(entry.url))) {
    const measure = async (blocked: string[]) => {
      const outcome = await lighthouse(`${origin}${url}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        blockedUrlPatterns: blocked,
        ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
      });
      if (!outcome) throw new Error(`Lighthouse returned nothing for ${url}`);
      return outcome.lhr;
    };
    const { reports, lcpRatio } = withLcpRatio
      ? await measureWithScriptsBlocked(runs, measure)
      : { reports: await sequence(runs, () => measure([])), lcpRatio: undefined };
    const result = { ...summarize(url, reports), lcpRatio };
    results.push(result);
    const pageMisses = misses(result, { home: id === "home" });
    if (pageMisses.length > 0) missed.push(`- ${url}: ${pageMisses.join(", ")}`);
    console.log(
      `${url}: performance ${result.performance}, FCP ${Math.round(result.fcp)} ms, LCP ${Math.round(result.lcp)} ms${lcpRatio === undefined ? "" : ` (${lcpRatio.toFixed(2)} of scripts blocked)`}, TBT ${result.tbtRuns.map(Math.round).join("/")} ms, benchmark index ${Math.round(result.benchmarkIndex)}`,
    );
  }
  // The first taps (docs/decisions/016); BENCH_TAPS=0 leaves them out.
  if (process.env.BENCH_TAPS !== "0") {
    taps = await benchTaps({ browserPath, flags: chromiumFlags, origin, runs });
    for (const row of taps.filter((r) => tapMisses(r).length > 0))
      tapMissed.push(`- ${row.control}, tapped at ${row.moment}: ${tapMisses(row).join(", ")}`);
  }
} finally {
  await chrome.kill();
  server.kill();
}

const table = resultsTable(results);
// Every figure is read against the machine it was measured on (the taps too:
// they ran right after the pages, on the same machine).
const machine = machineLine(results);
const verdict = [
  `${results.length - missed.length} of ${results.length} pages meet every target.`,
  ...(missed.length > 0 ? ["", "Misses:", "", ...missed] : []),
  ...(tapMissed.length > 0 ? ["", "First-tap misses:", "", ...tapMissed] : []),
].join("\n");
await mkdir(resultsDir, { recursive: true });
await writeFile(path.join(resultsDir, "latest.json"), `${JSON.stringify(results, null, 2)}\n`);
const tapSection = taps.length > 0 ? `\n## First taps, mobile profile\n\n${tapTable(taps)}\n` : "";
if (taps.length > 0) {
  await writeFile(path.join(resultsDir, "taps.json"), `${JSON.stringify(taps, null, 2)}\n`);
  await writeFile(
    path.join(resultsDir, "taps.md"),
    `# First taps, mobile profile (150 ms round trip, 1.6 Mbps down, 4× CPU), ${runs} per control and moment\n\n${machine}${tapSection.slice(tapSection.indexOf("\n\n"))}`,
  );
}
await writeFile(
  path.join(resultsDir, "latest.md"),
  `# Lighthouse, mobile, ${mode}, median of ${runs} runs for each figure, over ${http1 ? "HTTP/1.1" : "HTTPS and HTTP/2"}, in ${path.basename(browserPath)} (${browserVersion})\n\n${machine}\n\n${verdict}\n\n${table}\n${tapSection}`,
);
console.log(`\n${machine}\n\n${verdict}\n\n${table}\n${tapSection}`);
// A miss fails the run, so a script or a person running it cannot overlook it.
if (missed.length + tapMissed.length > 0) process.exitCode = 1;
