import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { makeOwnerContent, type OwnerContent } from "../fixtures/owner-content";

/**
 * The site built from a few years of the owner's content (fifty projects, two
 * hundred articles, a build diary of fifty entries: tests/fixtures/owner-content.ts), once per test run, for
 * every spec that needs it. The first worker to ask builds it; the others wait
 * for it. A run's build sits in a folder named after the run (the test
 * runner's process), and a later run removes the folders of runs that ended.
 */

export const ownerToday = "2026-11-25";

export interface OwnerBuild {
  owner: OwnerContent;
  /** The build folder (BUILD_DIR); the site is in its `client` folder. */
  buildDir: string;
  clientDir: string;
}

// Inside the project, so the build resolves its packages from node_modules.
const cacheDir = path.resolve("node_modules/.cache");
const prefix = "solera-owner-build-";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function removeEndedRuns() {
  if (!existsSync(cacheDir)) return;
  for (const name of readdirSync(cacheDir)) {
    const pid = Number(name.slice(prefix.length));
    if (name.startsWith(prefix) && pid && !alive(pid)) {
      rmSync(path.join(cacheDir, name), { recursive: true, force: true });
    }
  }
}

function build(dir: string): OwnerBuild {
  const owner = makeOwnerContent(path.resolve("content"), dir, {
    projects: 50,
    articles: 200,
    today: ownerToday,
    diaryEntries: 50,
  });
  const buildDir = path.join(dir, "build");
  const env = {
    ...process.env,
    CONTENT_DIR: owner.dir,
    SITE_TODAY: ownerToday,
    BUILD_DIR: buildDir,
  };
  for (const [script, args] of [
    ["tsx", ["scripts/check-content.ts"]],
    ["react-router", ["build"]],
    ["tsx", ["scripts/postbuild.ts"]],
  ] as const) {
    execFileSync(path.resolve("node_modules/.bin", script), args, { env, stdio: "pipe" });
  }
  return { owner, buildDir, clientDir: path.join(buildDir, "client") };
}

export async function ownerBuild(): Promise<OwnerBuild> {
  const dir = path.join(cacheDir, `${prefix}${process.ppid}`);
  const done = path.join(dir, "build.json");
  const failed = path.join(dir, "failed.txt");
  mkdirSync(cacheDir, { recursive: true });
  let builder = false;
  try {
    mkdirSync(dir);
    builder = true;
  } catch {
    // Another worker of this run is building it.
  }
  if (builder) {
    removeEndedRuns();
    try {
      const result = build(dir);
      writeFileSync(done, JSON.stringify(result));
      return result;
    } catch (error) {
      const { stderr, message } = error as { stderr?: Buffer; message: string };
      writeFileSync(failed, `${message}\n${stderr?.toString() ?? ""}`);
      throw error;
    }
  }
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (existsSync(done)) return JSON.parse(readFileSync(done, "utf8")) as OwnerBuild;
    if (existsSync(failed))
      throw new Error(`The owner build failed:\n${readFileSync(failed, "utf8")}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error("The owner build did not finish in 10 minutes");
}
