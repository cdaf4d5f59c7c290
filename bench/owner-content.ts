/**
 * `npm run bench -- --owner-content`: the bench on the site as a few years of
 * the owner's content make it (tests/fixtures/owner-content.ts: 50 projects,
 * 200 articles), on the page that grows with it most: the news list's first
 * page, in both languages. Writes
 * bench/results/owner-content/latest.md, then builds the site's own content
 * again.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { isoDay } from "../app/lib/format-date";
import { pagePath } from "../app/pages";
import { makeOwnerContent } from "../tests/fixtures/owner-content";

function run(command: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<number>((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

const root = await mkdtemp(path.join(tmpdir(), "solera-owner-bench-"));
const today = isoDay(new Date());
let code = 1;
try {
  const owner = makeOwnerContent("content", root, { projects: 50, articles: 200, today });
  const env = { CONTENT_DIR: owner.dir, SITE_TODAY: today };
  if ((await run("npm", ["run", "build"], env)) !== 0) throw new Error("npm run build failed");
  code = await run(process.execPath, ["--import", "tsx", "bench/run.ts"], {
    ...env,
    BENCH_RESULTS: "bench/results/owner-content",
    BENCH_MODE: "a few years of content: 50 projects, 200 articles",
    BENCH_ONLY: [pagePath("informationNews", "en"), pagePath("informationNews", "es")].join(","),
    BENCH_TAPS: "0",
  });
} finally {
  await rm(root, { recursive: true, force: true });
  await run("npm", ["run", "build"]);
}
process.exitCode = code;
