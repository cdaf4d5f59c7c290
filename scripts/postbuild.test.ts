import { createHash } from "node:crypto";
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorPolicy, metaPolicy } from "./http/csp";
import { netlifyHeadersFile } from "./http/headers";

const postbuild = fileURLToPath(new URL("./postbuild.ts", import.meta.url));
const page = `<!doctype html><html><head><meta charSet="utf-8"/><script>boot()</script></head><body><main>${"<p>Solera</p>".repeat(200)}</main></body></html>`;
// A page as React Router pre-renders it, with its module preloads and boot script.
const spanishPage = [
  '<!doctype html><html lang="es-CR"><head><link rel="modulepreload" href="/assets/entry.client-Cc3.js"/></head>',
  '<body><h1>Nosotros</h1><script type="module" async="">import * as route0 from "/assets/root-AbC123.js";',
  'window.__reactRouterRouteModules = {"root":route0};',
  'import("/assets/entry.client-Cc3.js");</script></body></html>',
].join("\n");
let tempDir: string;
let root: string;
let output: string;

async function put(relative: string, content: string) {
  const filePath = path.join(root, relative);
  await mkdir(path.dirname(filePath), { recursive: true });
  await writeFile(filePath, content);
}

beforeAll(async () => {
  // The build's client folder sits inside a folder of its own, as build/client does.
  tempDir = await mkdtemp(path.join(tmpdir(), "postbuild-test-"));
  root = path.join(tempDir, "client");
  await put("index.html", page);
  await put("404/index.html", `<h1>not found</h1>${page}`);
  await put("es/404/index.html", "<head></head><h1>no encontrado</h1>");
  await put(
    "admin/index.html",
    '<head><meta charset="utf-8" /><script src="/admin/a.js"></script></head>',
  );
  await put("__spa-fallback.html", page);
  await put("assets/root-AbC123.js", "x");
  await put("robots.txt", "User-agent: *\n");
  await put("es/about/index.html", spanishPage);
  await put(
    ".vite/manifest.json",
    JSON.stringify({
      "app/i18n/messages/en.ts": { file: "assets/en-Aa1.js" },
      "app/i18n/messages/es.ts": { file: "assets/es-Bb2.js" },
    }),
  );
  await put("assets/font-AbC123.woff2", page);
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", postbuild], {
    env: { ...process.env, BUILD_DIR: tempDir, SITE_ORIGIN: "https://staging.example" },
  });
  output = stdout;
}, 30_000);

afterAll(async () => {
  await rm(tempDir, { recursive: true, force: true });
});

describe("postbuild", () => {
  it("flattens the 404 pages and drops the SPA fallback", async () => {
    expect(await readFile(path.join(root, "404.html"), "utf8")).toContain("not found");
    expect(await readFile(path.join(root, "es/404.html"), "utf8")).toContain(
      "<h1>no encontrado</h1>",
    );
    expect(existsSync(path.join(root, "404"))).toBe(false);
    expect(existsSync(path.join(root, "es/404"))).toBe(false);
    expect(existsSync(path.join(root, "__spa-fallback.html"))).toBe(false);
  });

  it("fetches a page's own language's messages with its other modules", async () => {
    const html = await readFile(path.join(root, "es/about.html"), "utf8");
    expect(html).toContain('(["/assets/entry.client-Cc3.js","/assets/es-Bb2.js"],()=>');
    expect(html).not.toContain("en-Aa1");
  });

  it("moves each page to <path>.html, the file every host serves at its address", () => {
    expect(existsSync(path.join(root, "es/about.html"))).toBe(true);
    expect(existsSync(path.join(root, "es/about"))).toBe(false);
    expect(existsSync(path.join(root, "index.html"))).toBe(true);
    expect(existsSync(path.join(root, "admin/index.html"))).toBe(true);
  });

  it("puts the tap replay inline in every deferred page's head, allowed by the page's own policy", async () => {
    const html = await readFile(path.join(root, "es/about.html"), "utf8");
    const inline = html.match(/<script>([^<]*)<\/script>(?=[^]*<\/head>)/)?.[1];
    expect(inline).toContain('addEventListener("click"');
    expect(html).not.toMatch(/<script src="\/assets\/tap-replay/);
    const hash = createHash("sha256").update(inline!).digest("base64");
    expect(metaPolicy(html)).toContain(`'sha256-${hash}'`);
  });

  it("writes each page's own policy first in its head, with every inline script's hash", async () => {
    for (const file of ["index.html", "404.html", "es/404.html", "es/about.html"]) {
      const html = await readFile(path.join(root, file), "utf8");
      expect(html.indexOf('<meta http-equiv="Content-Security-Policy"'), file).toBeLessThan(
        html.search(/<script|<link/) === -1 ? Infinity : html.search(/<script|<link/),
      );
      expect(metaPolicy(html), file).toMatch(/^default-src 'self'; script-src 'self'/);
    }
    const home = await readFile(path.join(root, "index.html"), "utf8");
    const boot = createHash("sha256").update("boot()").digest("base64");
    expect(metaPolicy(home)).toContain(`'sha256-${boot}'`);
  });

  it("gives the editor's page the editor's policy", async () => {
    const html = await readFile(path.join(root, "admin/index.html"), "utf8");
    expect(html).toMatch(
      /^<head><meta charset="utf-8" \/><meta http-equiv="Content-Security-Policy"/,
    );
    expect(metaPolicy(html)).toBe(editorPolicy);
  });

  it("keeps the build manifest out of the site", () => {
    expect(existsSync(path.join(root, ".vite"))).toBe(false);
  });

  it("writes the nginx maps beside the client folder", async () => {
    const conf = await readFile(path.join(tempDir, "nginx-policies.conf"), "utf8");
    expect(conf).toContain('    /404.html "no-store";');
    expect(conf).toContain('    /es/404.html "no-store";');
    expect(conf).toContain("    /es/about /es/nosotros;");
  });

  it("writes _redirects from the Spanish pages' former paths to their new ones", async () => {
    const redirects = await readFile(path.join(root, "_redirects"), "utf8");
    expect(redirects).toContain("\n/es/about /es/nosotros 301\n");
    expect(redirects).toContain("\n/es/information-news /es/informacion-y-noticias 301\n");
    expect(redirects).not.toMatch(/^\/es \//m);
  });

  it("writes _headers with the same rules for every build, none per page", async () => {
    expect(await readFile(path.join(root, "_headers"), "utf8")).toBe(netlifyHeadersFile());
  });

  it("precompresses large text files, losslessly", async () => {
    const html = path.join(root, "index.html");
    const text = await readFile(html, "utf8");
    expect(brotliDecompressSync(await readFile(`${html}.br`)).toString()).toBe(text);
    expect(gunzipSync(await readFile(`${html}.gz`)).toString()).toBe(text);
    expect(existsSync(path.join(root, "404.html.br"))).toBe(true);
  });

  it("skips small and already-compressed files", () => {
    expect(existsSync(path.join(root, "assets/root-AbC123.js.br"))).toBe(false);
    expect(existsSync(path.join(root, "assets/font-AbC123.woff2.br"))).toBe(false);
    expect(existsSync(path.join(root, "robots.txt.gz"))).toBe(false);
  });

  it("prints a summary", async () => {
    const compressed = (await readdir(root, { recursive: true })).filter((file) =>
      file.endsWith(".gz"),
    );
    expect(output).toContain(`precompressed ${compressed.length} files`);
    expect(output).toContain("deferred hydration on 4 pages");
    // es/about; the home page stays index.html.
    expect(output).toContain("moved 1 pages to <path>.html, wrote 4 page policies");
  });
});
