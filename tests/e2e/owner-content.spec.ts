import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { loadContent, type Content } from "~/content/content.server";
import { locales } from "~/i18n/locales";
import { pageCount } from "~/lib/paginate";
import { diaryFeedPath, diarySegment } from "~/diary-paths";
import { itemPath, pagePath } from "~/pages";
import { listPagePath, pagingOf } from "~/paged-lists";
import { budgets } from "../budgets";
import { pageFile } from "../../scripts/html/site-pages";
import type { OwnerContent } from "../fixtures/owner-content";
import { ownerBuild, ownerToday } from "./owner-build";

/**
 * The site built from the content an owner has after a few years: fifty
 * projects, two hundred articles, a ninth project made by duplicating one,
 * an accented title, a two-minute article and one dated ahead, and a build
 * diary of fifty entries on one project (tests/fixtures/owner-content.ts). Every page must build, stay within its
 * budget and be reached by links alone.
 */

const today = ownerToday;
const paging = pagingOf("informationNews")!;

test.describe("the site with a few years of the owner's content", () => {
  test.describe.configure({ mode: "serial" });
  let client: string;
  let owner: OwnerContent;
  let site: Content;
  const file = (urlPath: string) => path.join(client, pageFile(urlPath));
  const html = (urlPath: string) => readFileSync(file(urlPath), "utf8");
  const hrefs = (urlPath: string) =>
    [...html(urlPath).matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]!);

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    // One build of the owner's content, shared with the hosts' checks (hosts-owner.spec.ts).
    const built = await ownerBuild();
    owner = built.owner;
    client = built.clientDir;
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

  test("keeps a project with fifty diary entries within its budgets, each entry a link away", () => {
    const project = site.projects.find((candidate) => candidate.key === owner.diary.project)!;
    const entries = site.diary.filter((entry) => entry.project === project.key);
    expect(entries.length).toBeGreaterThanOrEqual(50);
    expect(entries.map((entry) => entry.date)).toEqual(owner.diary.dates);
    const gzip = (url: string) => gzipSync(readFileSync(file(url)), { level: 9 }).length / 1024;
    for (const locale of locales) {
      // The project's page: what comes before its diary (the dialog's title,
      // facts and gallery, the first view) within the first view's budget,
      // and the whole page, fifty entries and all, within the page's.
      const projectUrl = itemPath("project", project.slug[locale], locale);
      const page = readFileSync(file(projectUrl), "utf8");
      const diaryAt = page.indexOf("data-build-diary");
      expect(diaryAt, `${projectUrl} shows its diary`).toBeGreaterThan(0);
      const firstView = gzipSync(page.slice(0, diaryAt), { level: 9 }).length / 1024;
      expect(
        firstView,
        `${projectUrl} before its diary: ${firstView.toFixed(1)} KB`,
      ).toBeLessThanOrEqual(budgets.firstViewHtml);
      const kb = gzip(projectUrl);
      expect(kb, `${projectUrl}: ${kb.toFixed(1)} KB`).toBeLessThanOrEqual(budgets.html);
      const under = `${projectUrl}/${diarySegment[locale]}/`;
      const linked = new Set(hrefs(projectUrl).filter((href) => href.startsWith(under)));
      // Every entry linked from it, without scripts, at an address of its own.
      const pages = [...linked].filter((href) => !href.includes("#"));
      expect(pages).toHaveLength(entries.length);
      for (const url of pages) {
        const entryKb = gzip(url);
        expect(entryKb, `${url}: ${entryKb.toFixed(1)} KB`).toBeLessThanOrEqual(
          budgets.firstViewHtml,
        );
        // Each entry's page links every other.
        const others = new Set(hrefs(url).filter((href) => href.startsWith(under)));
        for (const other of pages) expect(others.has(other), `${url} -> ${other}`).toBe(true);
      }
      const feed = readFileSync(
        path.join(client, diaryFeedPath(project.slug[locale], locale)),
        "utf8",
      );
      expect(feed.match(/<item>/g)).toHaveLength(entries.length);
      expect(feed).not.toContain(owner.diary.scheduled);
    }
    // The card says when the diary was last written, in each language.
    expect(html(pagePath("projects", "en"))).toMatch(
      new RegExp(
        `data-project="${project.slug.en}"[\\s\\S]*?data-updated=""[^>]*>[\\s\\S]*?Updated Nov 25<`,
      ),
    );
  });

  test("keeps the article dated ahead off every page, the sitemap and the feeds", () => {
    const built = readdirSync(client, { recursive: true })
      .map(String)
      .filter((name) => name.endsWith(".html") || name.endsWith(".xml"));
    for (const name of built) {
      const text = readFileSync(path.join(client, name), "utf8");
      expect(text.includes(owner.scheduled.key), name).toBe(false);
      expect(text.includes(owner.scheduled.es), name).toBe(false);
      // A diary entry dated ahead, too.
      expect(text.includes(`/${owner.diary.scheduled}`), name).toBe(false);
    }
    const sitemap = readFileSync(path.join(client, "sitemap.xml"), "utf8");
    expect(sitemap).toContain(`${listPagePath(paging, 2, "es")}</loc>`);
  });
});
