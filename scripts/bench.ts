/**
 * `npm run bench`: Lighthouse (mobile defaults) against the production build,
 * three runs per page of the inventory in both languages, keeping the median
 * run of each page as Lighthouse picks it. Writes bench/results/latest.md
 * and latest.json.
 *
 * The build is served by `npm run serve` over HTTPS and HTTP/2, with a
 * throwaway certificate, as production serves it (docs/decisions/007):
 * BENCH_HTTP1=1 measures plain HTTP/1.1 instead.
 *
 * It measures in chromium-headless-shell when it is installed
 * (docs/decisions/011-benchmark-in-the-headless-shell.md), otherwise in
 * Chromium (`CHROME_PATH`, default /usr/bin/chromium); BENCH_CHROME_PATH
 * names another browser.
 *
 * Needs a build (`npm run build`), a browser and openssl. Not part of
 * `npm test`: scores depend on the machine.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { pageInventory } from "../app/inventory";
import { selfSignedCertificate } from "./http/self-signed";
import { chromiumFlags, chromiumPath } from "../tests/chromium";

const port = Number(process.env.BENCH_PORT ?? 4321);
const http1 = Boolean(process.env.BENCH_HTTP1);
const origin = `${http1 ? "http" : "https"}://localhost:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const only = process.env.BENCH_ONLY?.split(",");
const headlessShell = "/usr/bin/chromium-headless-shell";
const browserPath =
  process.env.BENCH_CHROME_PATH ?? (existsSync(headlessShell) ? headlessShell : chromiumPath);
// The headless shell is headless already; the full browser is told to be.
const isShell = path.basename(browserPath).includes("headless-shell");
const browserVersion = execFileSync(browserPath, ["--version"], {
  encoding: "utf8",
  stdio: ["ignore", "pipe", "ignore"],
}).trim();
if (!isShell) {
  console.warn(
    `Measuring in ${browserVersion}: install chromium-headless-shell for steadier figures (docs/decisions/011).`,
  );
}

interface Result {
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

const results: Result[] = [];
try {
  for (const { url } of pageInventory().filter((entry) => !only || only.includes(entry.url))) {
    const reports = [];
    for (let run = 0; run < runs; run++) {
      const outcome = await lighthouse(`${origin}${url}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
      });
      if (!outcome) throw new Error(`Lighthouse returned nothing for ${url}`);
      reports.push(outcome.lhr);
    }
    // Lighthouse's own choice of the median run: the one closest to the
    // median first contentful paint and time to interactive.
    const { categories, audits } = computeMedianRun(reports);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const result: Result = {
      url,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcp: value("first-contentful-paint"),
      lcp: value("largest-contentful-paint"),
      tbt: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
      speedIndex: value("speed-index"),
      bytes: value("total-byte-weight"),
    };
    results.push(result);
    console.log(`${url}: performance ${result.performance}, LCP ${Math.round(result.lcp)} ms`);
  }
} finally {
  await chrome.kill();
  server.kill();
}

const ms = (n: number) => `${(n / 1000).toFixed(2)} s`;
const table = [
  "| page | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | SI | bytes |",
  "|---|---|---|---|---|---|---|---|---|---|---|",
  ...results.map(
    (r) =>
      `| ${r.url} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${ms(r.speedIndex)} | ${(r.bytes / 1024).toFixed(0)} KB |`,
  ),
].join("\n");
await mkdir("bench/results", { recursive: true });
await writeFile("bench/results/latest.json", `${JSON.stringify(results, null, 2)}\n`);
await writeFile(
  "bench/results/latest.md",
  `# Lighthouse, mobile, median of ${runs} runs, over ${http1 ? "HTTP/1.1" : "HTTPS and HTTP/2"}, in ${path.basename(browserPath)} (${browserVersion})\n\n${table}\n`,
);
console.log(`\n${table}`);
