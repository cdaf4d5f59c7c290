import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { loadContent, type Content } from "~/content/content.server";
import { locales } from "~/i18n/locales";
import { pageCount } from "~/lib/paginate";
import { itemPath, pagePath } from "~/pages";
import { listPagePath, pagingOf } from "~/paged-lists";
import { budgets } from "../budgets";
import { makeOwnerContent, type OwnerContent } from "../fixtures/owner-content";

/**
 * The site built from the content an owner has after a few years: fifty
 * projects, two hundred articles, a ninth project made by duplicating one,
 * an accented title, a two-minute article and one dated ahead
 * (tests/fixtures/owner-content.ts). Every page must build, stay within its
 * budget and be reached by links alone.
 */

const today = "2026-11-25";
const paging = pagingOf("informationNews")!;

test.describe("the site with a few years of the owner's content", () => {
  test.describe.configure({ mode: "serial" });
  // Inside the project, so the build resolves its packages from node_modules.
  const buildDir = path.resolve("node_modules/.cache/solera-owner-content");
  const client = path.join(buildDir, "client");
  let owner: OwnerContent;
  let site: Content;
  const file = (urlPath: string) =>
    path.join(client, urlPath === "/" ? "index.html" : `${urlPath}/index.html`);
  const html = (urlPath: string) => readFileSync(file(urlPath), "utf8");
  const hrefs = (urlPath: string) =>
    [...html(urlPath).matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]!);

  test.beforeAll(() => {
    test.setTimeout(600_000);
    const root = mkdtempSync(path.join(tmpdir(), "solera-owner-"));
    owner = makeOwnerContent(path.resolve("content"), root, { projects: 50, articles: 200, today });
    const env = { ...process.env, CONTENT_DIR: owner.dir, SITE_TODAY: today };
    site = (() => {
      const previous = process.env.SITE_TODAY;
      process.env.SITE_TODAY = today;
      try {
        return loadContent(owner.dir);
      } finally {
        if (previous === undefined) delete process.env.SITE_TODAY;
        else process.env.SITE_TODAY = previous;
      }
    })();
    rmSync(buildDir, { recursive: true, force: true });
    const run = (script: string, args: string[], extra = {}) =>
      execFileSync(path.resolve("node_modules/.bin", script), args, {
        env: { ...env, BUILD_DIR: buildDir, ...extra },
        stdio: "pipe",
      });
    run("tsx", ["scripts/check-content.ts"]);
    run("react-router", ["build"]);
    run("tsx", ["scripts/postbuild.ts"]);
  });

  test.afterAll(() => {
    if (owner) rmSync(path.dirname(owner.dir), { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  });

  test("holds the content it was given: fifty projects, two hundred articles and more", () => {
    expect(site.projects.length).toBeGreaterThanOrEqual(50);
    expect(site.articles.length).toBeGreaterThanOrEqual(200);
  });

  test("pages the news list within the HTML budget, every story linked once, in both languages", () => {
    const pages = pageCount(site.news.length, paging.size);
    expect(pages).toBeGreaterThan(1);
    for (const locale of locales) {
      const linked: string[] = [];
      for (let n = 1; n <= pages; n++) {
        const url = listPagePath(paging, n, locale);
        const kb = gzipSync(readFileSync(file(url)), { level: 9 }).length / 1024;
        expect(kb, `${url}: ${kb.toFixed(1)} KB of gzip HTML`).toBeLessThanOrEqual(
          budgets.firstViewHtml,
        );
        const list = pagePath("informationNews", locale);
        linked.push(...hrefs(url).filter((href) => href.startsWith(`${list}/`)));
      }
      const articles = site.articles.map((article) =>
        itemPath("article", article.slug[locale], locale),
      );
      const stories = linked.filter((href) => articles.includes(href));
      expect(stories.sort()).toEqual([...articles].sort());
      expect(existsSync(file(listPagePath(paging, pages + 1, locale)))).toBe(false);
    }
  });

  test("lists every project on the projects page, within its budget, each with its own page", () => {
    for (const locale of locales) {
      const list = pagePath("projects", locale);
      const kb = gzipSync(readFileSync(file(list)), { level: 9 }).length / 1024;
      expect(kb, `${list}: ${kb.toFixed(1)} KB`).toBeLessThanOrEqual(budgets.html);
      const links = new Set(hrefs(list));
      for (const project of site.projects) {
        const url = itemPath("project", project.slug[locale], locale);
        expect(links.has(url), url).toBe(true);
        expect(existsSync(file(url)), url).toBe(true);
      }
    }
  });

  test("shows the ninth project, duplicated from another, with its own year, status and timeline", () => {
    const english = html(itemPath("project", owner.ninth.key, "en"));
    expect(english).toContain(owner.ninth.title);
    expect(english).toMatch(/data-fact="year"[\s\S]*?2026[\s\S]*?In Progress/);
    expect(english).toMatch(/data-fact="timeline"[\s\S]*?18M/);
    const spanish = html(itemPath("project", owner.ninth.es, "es"));
    expect(spanish).toMatch(/data-fact="year"[\s\S]*?2026[\s\S]*?En construcción/);
  });

  test("publishes the accented title at its folded address, and the two-minute article", () => {
    expect(html(itemPath("article", owner.accented.en, "en"))).toContain("Losa en Cóbano");
    const short = site.articles.find((article) => article.key === owner.short.key)!;
    expect(html(itemPath("article", short.slug.en, "en"))).toContain("2 min read");
    expect(html(itemPath("article", short.slug.es, "es"))).toContain("2 min de lectura");
  });

  test("keeps the article dated ahead off every page, the sitemap and the feeds", () => {
    const built = readdirSync(client, { recursive: true })
      .map(String)
      .filter((name) => name.endsWith(".html") || name.endsWith(".xml"));
    for (const name of built) {
      const text = readFileSync(path.join(client, name), "utf8");
      expect(text.includes(owner.scheduled.key), name).toBe(false);
      expect(text.includes(owner.scheduled.es), name).toBe(false);
    }
    const sitemap = readFileSync(path.join(client, "sitemap.xml"), "utf8");
    expect(sitemap).toContain(`${listPagePath(paging, 2, "es")}</loc>`);
  });
});
