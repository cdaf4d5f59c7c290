import { expect, test, type Browser } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { parse, type DefaultTreeAdapterTypes } from "parse5";
import { baseURL } from "../../playwright.config";
import { budgets } from "../budgets";
import { buildDir, htmlFile, pageHtml } from "./built";
import { browserUrls, hydrated, pageUrls } from "./site";

const kb = (bytes: number) => bytes / 1024;
const f = (n: number | null) => (n === null ? "—" : n.toFixed(1));

/** gzip size of a built file: its precompressed sibling if there is one. */
function gzipBytes(urlPath: string): number {
  const file = path.join(buildDir, urlPath);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function rawBytes(urlPath: string): number {
  return readFileSync(path.join(buildDir, urlPath)).length;
}

const htmlPath = (url: string) => path.relative(buildDir, htmlFile(url));

/**
 * What a page's file makes the browser fetch before it is interactive, read
 * from the file: its modules and classic scripts, and its stylesheets.
 */
function pageAssets(html: string) {
  const scripts = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) scripts.add(m[1]!);
  // Classic scripts the page names itself run before it is interactive too.
  for (const m of html.matchAll(/<script src="([^"]+)"/g)) scripts.add(m[1]!);
  // The boot script names every module it preloads and imports (scripts/html/defer-hydration).
  for (const [, boot = ""] of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g))
    for (const m of boot.matchAll(/"(\/assets\/[^"]+\.js)"/g)) scripts.add(m[1]!);
  const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  return {
    js: kb([...scripts].reduce((sum, s) => sum + gzipBytes(s), 0)),
    css: kb(styles.reduce((sum, s) => sum + gzipBytes(s), 0)),
  };
}

test("every page's HTML, scripts and stylesheet, read from its file, stay within their budgets", () => {
  const rows = pageUrls.map(({ url }) => ({
    url,
    html: kb(gzipBytes(htmlPath(url))),
    ...pageAssets(pageHtml(url)),
  }));
  console.log(
    [
      `\nByte budgets of every page, KB gzip, from the files`,
      `| page | JS (≤${budgets.firstLoadJs}) | CSS (≤${budgets.css}) | HTML (≤${budgets.html}) |`,
      "|---|---|---|---|",
      ...rows.map((r) => `| ${r.url} | ${f(r.js)} | ${f(r.css)} | ${f(r.html)} |`),
    ].join("\n"),
  );
  const over = (limit: number, pick: (row: (typeof rows)[number]) => number, what: string) =>
    rows
      .filter((row) => pick(row) > limit)
      .map((row) => `${row.url}: ${what} ${f(pick(row))} KB, over ${limit}`);
  expect([
    ...over(budgets.firstLoadJs, (row) => row.js, "first-load JS"),
    ...over(budgets.css, (row) => row.css, "CSS"),
    // The whole page: the ceiling a list or an article grows towards (decision 028).
    ...over(budgets.html, (row) => row.html, "HTML"),
  ]).toEqual([]);
});

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

// The first view needs a layout: one page of each template, and its longest.
test.describe("the first view of each template", () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

  for (const { url } of browserUrls) {
    test(`${url} stays within the first view's budgets`, async ({ page, browser }) => {
      const html = pageHtml(url);
      const requested = new Set<string>();
      page.on("request", (request) => {
        const { host, pathname } = new URL(request.url());
        if (host === new URL(baseURL).host) requested.add(pathname);
      });
      await page.addInitScript(() => {
        const lcp = { url: "" };
        (window as unknown as { lcp: typeof lcp }).lcp = lcp;
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as
            (PerformanceEntry & { url?: string }) | undefined;
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
          p.endsWith("/") || !path.extname(p) ? htmlPath(p.replace(/\/$/, "") || "/") : p,
        )
        .filter((p) => existsSync(path.join(buildDir, p)))
        .reduce((sum, p) => sum + (compressible.test(p) ? gzipBytes(p) : rawBytes(p)), 0);
      const fonts = [...requested].filter((p) => p.endsWith(".woff2"));

      const row = {
        firstViewHtml: kb(
          gzipSync(html.slice(0, await firstViewEnd(browser, url, html)), { level: 9 }).length,
        ),
        lcpImage: lcpUrl ? kb(rawBytes(new URL(lcpUrl).pathname)) : null,
        firstView: kb(firstView),
        fonts: kb(fonts.reduce((sum, font) => sum + rawBytes(font), 0)),
        fontFiles: fonts.length,
      };
      console.log(
        `${url}: first view's HTML ${f(row.firstViewHtml)} (≤${budgets.firstViewHtml}), ` +
          `LCP image ${f(row.lcpImage)} (≤${budgets.largestPaintImage}), ` +
          `first view ${f(row.firstView)} (≤${budgets.firstViewTotal}), ` +
          `fonts ${row.fontFiles} files, ${f(row.fonts)} (≤${budgets.fontFiles}, ≤${budgets.fonts}) KB`,
      );

      expect(row.firstViewHtml, "HTML of the first view").toBeLessThanOrEqual(
        budgets.firstViewHtml,
      );
      if (row.lcpImage !== null) {
        expect(row.lcpImage, "largest-paint image").toBeLessThanOrEqual(budgets.largestPaintImage);
      }
      expect(row.firstView, "first view").toBeLessThanOrEqual(budgets.firstViewTotal);
      expect(row.fontFiles, "font files").toBeLessThanOrEqual(budgets.fontFiles);
      expect(row.fonts, "fonts").toBeLessThanOrEqual(budgets.fonts);
    });
  }
});
