import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { baseURL } from "../../playwright.config";

/**
 * The hosts' own local engines, serving a build as each host serves it:
 * Cloudflare Pages' asset server (`wrangler pages dev`, workerd) and Netlify's
 * header and redirect engine (`netlify dev --offline`) with the project's
 * netlify.toml. Each listens on ports derived from E2E_PORT, and is told to
 * reach nothing beyond this machine.
 */

export interface Engine {
  name: string;
  origin: string;
  /**
   * What the engine does with a page's address plus a trailing slash:
   * Cloudflare redirects it once to the page; Netlify's local engine serves the
   * same page (its edge's pretty-URL redirect is not part of it).
   */
  trailingSlash: "redirect" | "same page";
  /**
   * The headers the engine's rules give a path, where its local server
   * overwrites them: `netlify dev`'s static server sends its own
   * Cache-Control on every file, after the `_headers` rules.
   */
  ruleHeaders?: (address: string) => Promise<Record<string, string>>;
  stop: () => Promise<void>;
}

/** A port of this run: E2E_PORT plus an offset, so parallel runs never share one. */
export function portAt(offset: number): number {
  return Number(new URL(baseURL).port) + offset;
}

const bin = (name: string) => path.resolve("node_modules/.bin", name);

/** No telemetry, update checks or location look-ups: nothing leaves the machine. */
const offlineEnv = {
  ...process.env,
  CI: "1",
  BROWSER: "none",
  NO_UPDATE_NOTIFIER: "1",
  NETLIFY_TELEMETRY_DISABLED: "1",
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};

async function ready(origin: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}:\n${log()}`);
    try {
      const response = await fetch(`${origin}/`, { redirect: "manual" });
      // Read to its end: a body of more than 64 KB left unread on a closed
      // connection trips an assertion inside Node's fetch (undici's parser).
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`not ready after 180 s:\n${log()}`);
}

/** Starts a command in a process group of its own, so that stopping it ends its children too. */
async function startEngine(
  name: string,
  command: string,
  args: string[],
  cwd: string,
  origin: string,
  trailingSlash: Engine["trailingSlash"],
  ruleHeaders?: Engine["ruleHeaders"],
): Promise<Engine> {
  let output = "";
  const child = spawn(command, args, { cwd, env: offlineEnv, detached: true, stdio: "pipe" });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid, "SIGTERM");
      const timer = setTimeout(() => child.pid && process.kill(-child.pid, "SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(cwd, { recursive: true, force: true });
  };
  try {
    await ready(origin, child, () => output);
  } catch (error) {
    await stop();
    throw new Error(`${name}: ${(error as Error).message}`);
  }
  return { name, origin, trailingSlash, ruleHeaders, stop };
}

/** Cloudflare Pages: `wrangler pages dev` over the build's client folder. */
export function startWrangler(clientDir: string, port: number): Promise<Engine> {
  const cwd = mkdtempSync(path.join(tmpdir(), "solera-wrangler-"));
  return startEngine(
    "Cloudflare Pages (wrangler pages dev)",
    bin("wrangler"),
    [
      "pages",
      "dev",
      clientDir,
      "--ip=127.0.0.1",
      `--port=${port}`,
      `--inspector-port=${port + 1}`,
      "--compatibility-date=2026-11-01",
      "--show-interactive-dev-session=false",
      `--persist-to=${path.join(cwd, "state")}`,
      "--log-level=warn",
    ],
    cwd,
    `http://127.0.0.1:${port}`,
    "redirect",
  );
}

/**
 * Netlify: `netlify dev --offline` with the project's netlify.toml, its
 * publish folder pointed at the build under test, in a folder of its own
 * (Netlify's engine reads the `_headers` of the configured publish folder).
 */
export function startNetlify(clientDir: string, port: number): Promise<Engine> {
  const cwd = mkdtempSync(path.join(tmpdir(), "solera-netlify-"));
  const config = readFileSync("netlify.toml", "utf8");
  const publish = /^publish = ".*"$/m;
  if (!publish.test(config)) throw new Error("netlify.toml names no publish folder");
  writeFileSync(
    path.join(cwd, "netlify.toml"),
    config.replace(publish, () => `publish = ${JSON.stringify(clientDir)}`),
  );
  cpSync(path.resolve("netlify"), path.join(cwd, "netlify"), { recursive: true });
  return startEngine(
    "Netlify (netlify dev --offline)",
    bin("netlify"),
    [
      "dev",
      "--offline",
      `--dir=${clientDir}`,
      `--port=${port}`,
      `--functions-port=${port + 1}`,
      `--staticServerPort=${port + 2}`,
      "--no-open",
      "--skip-gitignore",
      // Edge functions need Deno, fetched from the network; the site has none.
      "--internal-disable-edge-functions",
    ],
    cwd,
    `http://127.0.0.1:${port}`,
    "same page",
    async (address) => {
      // Netlify's own header engine, as `netlify dev` runs it.
      const { headersForPath, parseHeaders } = await import("netlify-cli/dist/utils/headers.js");
      const rules = await parseHeaders({
        config: { headers: [] } as unknown as Parameters<typeof parseHeaders>[0]["config"],
        headersFiles: [path.join(clientDir, "_headers")],
      });
      return headersForPath(rules, address) as Record<string, string>;
    },
  );
}
