/**
 * Which browsers `npm run bench` measures in (docs/decisions/056). Visitors
 * run the full browser; Chromium's headless shell has none of its interface
 * and measures the page with less noise (decision 011). `--browser=both`
 * (the default) measures every page in each, its runs alternating, so the
 * two are side by side in one run; `--browser=full` or `--browser=shell`
 * measures in one. BENCH_CHROME_PATH names another browser, measured alone.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

export type BrowserChoice = "full" | "shell" | "both";

export interface BenchBrowser {
  /** As every row of the results names it. */
  name: string;
  path: string;
  /** The full browser is told to run without a window; the shell has none. */
  flags: string[];
  /** What `--version` prints. */
  version: string;
}

export const browserPaths = {
  shell: "/usr/bin/chromium-headless-shell",
  full: process.env.CHROME_PATH ?? "/usr/bin/chromium",
} as const;

/** `--browser=…` on the command line, else BENCH_BROWSER, else both. */
export function browserChoice(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): BrowserChoice {
  const given =
    argv.find((arg) => arg.startsWith("--browser="))?.slice("--browser=".length) ??
    env.BENCH_BROWSER ??
    "both";
  if (given === "full" || given === "shell" || given === "both") return given;
  throw new Error(`--browser=${given}: expected full, shell or both`);
}

/** The browser a path names, as the results name it. */
export function browserName(browserPath: string): string {
  return path.basename(browserPath).includes("headless-shell") ? "headless shell" : "Chromium";
}

/**
 * The browsers to launch, the shell first. Asking for both without the shell
 * installed measures in the full browser alone, which the caller warns about.
 */
export function browsersFor(
  choice: BrowserChoice,
  { custom, exists = existsSync }: { custom?: string; exists?: (file: string) => boolean } = {},
): { name: string; path: string; flags: string[] }[] {
  const entry = (file: string) => {
    const name = browserName(file);
    return { name, path: file, flags: name === "Chromium" ? ["--headless=new"] : [] };
  };
  if (custom) return [entry(custom)];
  const wanted =
    choice === "both"
      ? [browserPaths.shell, browserPaths.full].filter(exists)
      : [choice === "shell" ? browserPaths.shell : browserPaths.full];
  const missing = wanted.find((file) => !exists(file));
  if (missing || wanted.length === 0) {
    throw new Error(
      `No browser at ${missing ?? browserPaths.full}: install Debian's chromium-headless-shell and chromium, or name one in BENCH_CHROME_PATH.`,
    );
  }
  return wanted.map(entry);
}

export function launchable(choice: BrowserChoice, custom?: string): BenchBrowser[] {
  return browsersFor(choice, { custom }).map((browser) => ({
    ...browser,
    version: execFileSync(browser.path, ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim(),
  }));
}
