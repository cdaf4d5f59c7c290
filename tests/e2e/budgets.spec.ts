import { expect, test, type Browser } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { clientDir } from "~/folders.server";
import { gzipSync } from "node:zlib";
import { parse, type DefaultTreeAdapterTypes } from "parse5";
import { baseURL } from "../../playwright.config";
import { budgets } from "../budgets";
import { hydrated, pageUrls } from "./site";
import { pageFile } from "../../scripts/html/site-pages";

const buildDir = clientDir();
const kb = (bytes: number) => bytes / 1024;

/** gzip size of a built file: its precompressed sibling if there is one. */
function gzipBytes(urlPath: string): number {
  const file = path.join(buildDir, urlPath);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function rawBytes(urlPath: string): number {
  return readFileSync(path.join(buildDir, urlPath)).length;
}

function htmlFileOf(url: string) {
  return `/${pageFile(url)}`;
}

type ParsedElement = DefaultTreeAdapterTypes.Element;

/** Where each element of the body starts in the file, in document order, as a browser without scripts parses it. */
function bodyElementOffsets(html: string): number[] {
  const document = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false });
  const tag = (node: { nodeName: string }, name: string) => node.nodeName === name;
  const htmlElement = document.childNodes.find((node) => tag(node, "html")) as ParsedElement;
  const body = htmlElement.childNodes.find((node) => tag(node, "body")) as ParsedElement;
  const offsets: number[] = [];
  const walk = (parent: ParsedElement) => {
    for (const node of parent.childNodes) {
      if (!("tagName" in node)) continue;
      offsets.push(node.sourceCodeLocation!.startOffset);
      walk(node);
    }
  };
  walk(body);
  return offsets;
}

/**
 * Where the HTML of a page's first view ends: the offset in the file of the
 * first element drawn wholly below the fold, on a phone's first screen or a
 * desktop's, whichever comes later; the file's length when nothing is.
 * The browser reads the page without scripts, as parse5 reads the file, so
 * an element's place among the body's elements is the same in both.
 */
async function firstViewEnd(browser: Browser, url: string, html: string): Promise<number> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url);
    const belowTheFold = () =>
      page.evaluate(() => {
        const elements = [...document.body.querySelectorAll("*")];
        const index = elements.findIndex((element) => {
          const box = element.getBoundingClientRect();
          return box.height > 0 && box.top >= innerHeight;
        });
        return { index, count: elements.length };
      });
    const phone = await belowTheFold();
    await page.setViewportSize({ width: 1280, height: 800 });
    const desktop = await belowTheFold();

    const elements = bodyElementOffsets(html);
    expect(elements.length, "elements parse5 and the browser find in the body").toBe(phone.count);
    if (phone.index < 0 || desktop.index < 0) return html.length;
    return elements[Math.max(phone.index, desktop.index)]!;
  } finally {
    await context.close();
  }
}

interface Row {
  url: string;
  js: number;
  css: number;
  firstViewHtml: number;
  html: number;
  lcpImage: number | null;
  firstView: number;
  fonts: number;
  fontFiles: number;
}

const rows: Row[] = [];

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

for (const { url } of pageUrls) {
  test(`${url} stays within the byte budgets`, async ({ page, browser }) => {
    const html = readFileSync(path.join(buildDir, htmlFileOf(url)), "utf8");
    const scripts = new Set<string>();
    for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) scripts.add(m[1]!);
    // Classic scripts the page names itself (the tap replay) run before it is interactive too.
    for (const m of html.matchAll(/<script src="([^"]+)"/g)) scripts.add(m[1]!);
    // The boot script names every module it preloads and imports (scripts/html/defer-hydration).
    for (const [, boot = ""] of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g))
      for (const m of boot.matchAll(/"(\/assets\/[^"]+\.js)"/g)) scripts.add(m[1]!);
    const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);

    const requested = new Set<string>();
    page.on("request", (request) => {
      const { host, pathname } = new URL(request.url());
      if (host === new URL(baseURL).host) requested.add(pathname);
    });
    await page.addInitScript(() => {
      const lcp = { url: "" };
      (window as unknown as { lcp: typeof lcp }).lcp = lcp;
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1) as (PerformanceEntry & { url?: string }) | undefined;
        if (last) lcp.url = last.url ?? "";
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    await page.goto(url);
    // Pages boot after their first paint (decision 006), up to half a second
    // after load: the first view counts what they fetch to hydrate too.
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    const lcpUrl = await page.evaluate(
      () => (window as unknown as { lcp: { url: string } }).lcp.url,
    );

    const compressible = /\.(html|js|css|svg|json|webmanifest|xml|txt)$/;
    const firstView = [...requested]
      .map((p) =>
        p.endsWith("/") || !path.extname(p) ? htmlFileOf(p.replace(/\/$/, "") || "/") : p,
      )
      .filter((p) => existsSync(path.join(buildDir, p)))
      .reduce((sum, p) => sum + (compressible.test(p) ? gzipBytes(p) : rawBytes(p)), 0);
    const fonts = [...requested].filter((p) => p.endsWith(".woff2"));

    const row: Row = {
      url,
      js: kb([...scripts].reduce((sum, s) => sum + gzipBytes(s), 0)),
      css: kb(styles.reduce((sum, s) => sum + gzipBytes(s), 0)),
      firstViewHtml: kb(
        gzipSync(html.slice(0, await firstViewEnd(browser, url, html)), { level: 9 }).length,
      ),
      html: kb(gzipBytes(htmlFileOf(url))),
      lcpImage: lcpUrl ? kb(rawBytes(new URL(lcpUrl).pathname)) : null,
      firstView: kb(firstView),
      fonts: kb(fonts.reduce((sum, f) => sum + rawBytes(f), 0)),
      fontFiles: fonts.length,
    };
    rows.push(row);

    expect(row.js, "first-load JS").toBeLessThanOrEqual(budgets.firstLoadJs);
    expect(row.css, "CSS").toBeLessThanOrEqual(budgets.css);
    expect(row.firstViewHtml, "HTML of the first view").toBeLessThanOrEqual(budgets.firstViewHtml);
    expect(row.html, "HTML").toBeLessThanOrEqual(budgets.html);
    if (row.lcpImage !== null) {
      expect(row.lcpImage, "largest-paint image").toBeLessThanOrEqual(budgets.largestPaintImage);
    }
    expect(row.firstView, "first view").toBeLessThanOrEqual(budgets.firstViewTotal);
    expect(row.fontFiles, "font files").toBeLessThanOrEqual(budgets.fontFiles);
    expect(row.fonts, "fonts").toBeLessThanOrEqual(budgets.fonts);
  });
}

test.afterAll(() => {
  const f = (n: number | null) => (n === null ? "—" : n.toFixed(1));
  const lines = [
    `| page | JS (≤${budgets.firstLoadJs}) | CSS (≤${budgets.css}) | first view's HTML (≤${budgets.firstViewHtml}) | HTML (≤${budgets.html}) | LCP image (≤${budgets.largestPaintImage}) | first view (≤${budgets.firstViewTotal}) | fonts (≤${budgets.fontFiles} files, ≤${budgets.fonts}) |`,
    "|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.url} | ${f(r.js)} | ${f(r.css)} | ${f(r.firstViewHtml)} | ${f(r.html)} | ${f(r.lcpImage)} | ${f(r.firstView)} | ${r.fontFiles} files, ${f(r.fonts)} |`,
    ),
  ];
  console.log(`\nByte budgets, KB gzip per page\n${lines.join("\n")}\n`);
});
