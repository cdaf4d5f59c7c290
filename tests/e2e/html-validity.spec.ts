import { expect, test } from "@playwright/test";
import { execFile } from "node:child_process";
import { readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { clientDir } from "~/folders.server";
import { promisify } from "node:util";

const buildDir = clientDir();
const vnuJar: string = createRequire(import.meta.url)("vnu-jar");

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test("every pre-rendered page is valid HTML for the W3C Nu Html Checker", async () => {
  const files = await htmlFiles(buildDir);
  expect(files.length).toBeGreaterThanOrEqual(14);
  // The checker reads every page: about half a second each on a busy two-core
  // machine, so its time follows the content (594 pages with the owner's fixture).
  test.setTimeout(Math.max(120_000, files.length * 1_000));
  const result = await promisify(execFile)(
    "java",
    ["-jar", vnuJar, "--format", "json", "--errors-only", ...files],
    { maxBuffer: 16 * 1024 * 1024 },
  ).catch((error: { stdout?: string; stderr?: string }) => error);
  const report = JSON.parse(result.stderr || result.stdout || '{"messages":[]}') as {
    messages: { type: string; url: string; message: string; extract?: string }[];
  };
  const errors = report.messages
    .filter((m) => m.type === "error")
    .map((m) => `${path.relative(buildDir, new URL(m.url).pathname)}: ${m.message}`);
  expect(errors).toEqual([]);
});
