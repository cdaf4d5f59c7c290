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
import { contentCopy, ownerContent, withToday } from "../fixtures/content-copy";

/**
 * The site built from the content an owner has after a few years: fifty
 * projects, two hundred articles, a ninth project made by duplicating one,
 * an accented title, a two-minute article and one dated ahead, and a build
 * diary of fifty entries on one project (tests/fixtures/owner-content.ts, in
 * the copy of the content tests/fixtures/content-copy.ts makes). Every page
 * must build, stay within its budget and be reached by links alone.
 */

const paging = pagingOf("informationNews")!;

test.describe("the site with a few years of the owner's content", () => {
  // Built once for the specs that read the copy (tests/e2e/content-copy.setup.ts).
  const client = path.join(contentCopy.build, "client");
  const owner = ownerContent;
  let site: Content;
  test.beforeAll(() => {
    site = withToday(() => loadContent(contentCopy.content));
  });
  const file = (urlPath: string) => path.join(client, pageFile(urlPath));
  const html = (urlPath: string) => readFileSync(file(urlPath), "utf8");
  const hrefs = (urlPath: string) =>
    [...html(urlPath).matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]!);

  test("holds the content it was given: fifty projects, two hundred articles and more", () => {
    expect(site.projects.length).toBeGreaterThanOrEqual(50);
    expect(site.articles.length).toBeGreaterThanOrEqual(200);
  });

  test("pages the news list and each category within the HTML budget, every story linked once, in both languages", () => {
    const pages = pageCount(site.news.length, paging.size);
    expect(pages).toBeGreaterThan(1);
    const categories = [...new Set(site.news.map((item) => item.category))];
    for (const locale of locales) {
      const list = pagePath("informationNews", locale);
      const articles = site.articles.map((article) =>
        itemPath("article", article.slug[locale], locale),
      );
      for (const category of [undefined, ...categories]) {
        const count = pageCount(
          site.news.filter((item) => !category || item.category === category).length,
          paging.size,
        );
        const linked: string[] = [];
        for (let n = 1; n <= count; n++) {
          const url = listPagePath(paging, n, locale, category);
          // The whole page, its cards' data included; its first view is held
          // to its own budget in the browser (budgets.spec.ts).
          const kb = gzipSync(readFileSync(file(url)), { level: 9 }).length / 1024;
          expect(kb, `${url}: ${kb.toFixed(1)} KB of gzip HTML`).toBeLessThanOrEqual(budgets.html);
          linked.push(
            ...hrefs(url)
              .filter((href) => href.startsWith(`${list}/`))
              .map((href) => href.replace(/\?category=[a-z-]+$/, "")),
          );
        }
        const expected = site.articles
          .filter((article) => !category || article.category === category)
          .map((article) => itemPath("article", article.slug[locale], locale));
        const stories = linked.filter((href) => articles.includes(href));
        expect(stories.sort(), category ?? "every story").toEqual([...expected].sort());
        expect(existsSync(file(listPagePath(paging, count + 1, locale, category)))).toBe(false);
      }
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
