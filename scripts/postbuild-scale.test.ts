import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { metaPolicy } from "./http/csp";

/**
 * Cloudflare Pages reads the first 100 rules of `_headers` and skips the
 * rest, so a file that grows with the pages loses every page's headers at
 * some size. postbuild runs here on a build of 16 articles and on one of
 * 200, in both languages.
 */

const postbuild = fileURLToPath(new URL("./postbuild.ts", import.meta.url));
const folders: string[] = [];

const page = (title: string) =>
  `<!doctype html><html><head><meta charSet="utf-8"/><title>${title}</title>` +
  `<script>window.page=${JSON.stringify(title)}</script></head><body><h1>${title}</h1></body></html>`;

/** A build with `articles` articles in each language, run through postbuild. */
async function builtWith(articles: number) {
  const dir = await mkdtemp(path.join(tmpdir(), `postbuild-${articles}-`));
  folders.push(dir);
  const root = path.join(dir, "client");
  const put = async (relative: string, content: string) => {
    await mkdir(path.dirname(path.join(root, relative)), { recursive: true });
    await writeFile(path.join(root, relative), content);
  };
  const files = ["index.html", "es/index.html", "404/index.html", "es/404/index.html"];
  for (let n = 1; n <= articles; n++) {
    files.push(`information-news/story-${n}/index.html`);
    files.push(`es/informacion-y-noticias/historia-${n}/index.html`);
  }
  for (const file of files) await put(file, page(file));
  await put(
    ".vite/manifest.json",
    JSON.stringify({
      "app/i18n/messages/en.ts": { file: "assets/en-Aa1.js" },
      "app/i18n/messages/es.ts": { file: "assets/es-Bb2.js" },
    }),
  );
  await promisify(execFile)(process.execPath, ["--import", "tsx", postbuild], {
    env: { ...process.env, BUILD_DIR: dir },
  });
  const headers = await readFile(path.join(root, "_headers"), "utf8");
  const rules = headers.split("\n").filter((line) => line.startsWith("/"));
  return { root, headers, rules };
}

afterAll(async () => {
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("postbuild at any number of pages", () => {
  it("writes the same _headers, with the same rules, for 16 articles and for 200", async () => {
    const [few, many] = await Promise.all([builtWith(16), builtWith(200)]);
    expect(many.rules).toEqual(few.rules);
    expect(many.headers).toBe(few.headers);
    expect(many.rules.length).toBeLessThanOrEqual(100);
    // Each page carries its own policy instead, allowing its own inline script.
    for (const file of [
      "information-news/story-200.html",
      "es/informacion-y-noticias/historia-17.html",
    ]) {
      const html = await readFile(path.join(many.root, file), "utf8");
      expect(metaPolicy(html), file).toMatch(/script-src 'self' 'sha256-[^']+'/);
    }
  }, 60_000);
});
