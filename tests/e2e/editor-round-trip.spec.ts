import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { newsFeed } from "~/content/news/feed.server";
import { pageFile } from "../../scripts/html/site-pages";
import { contentCopy, ownerContent } from "../fixtures/content-copy";
import { editorArticle } from "../fixtures/editor-article";

/**
 * An article added the way the editor adds one (a folder with two Markdown
 * files, front matter as the editor writes it: field order, the image's
 * path, the Spanish address in the Spanish file, headings and lists from its
 * toolbar) into a copy of the content, and the site built from that copy
 * (tests/fixtures/editor-article.ts, in the copy tests/fixtures/content-copy.ts
 * makes and tests/e2e/content-copy.setup.ts builds once). The article must
 * reach its pages in both languages, the lists, the sitemap and the feeds
 * with no other edit; an article dated after the day the copy is built for
 * must reach none of them until its day. The copy shares the site's encoded
 * images and fonts.
 */

/** An article the owner wrote ahead, dated after the day the copy is built for. */
const { scheduled } = ownerContent;
const builtFor = contentCopy.today;
const { key, spanishSlug, title } = editorArticle;

test.describe("an article written as the editor writes it", () => {
  const contentDir = contentCopy.content;
  const client = path.join(contentCopy.build, "client");
  const page = (urlPath: string) => readFileSync(path.join(client, pageFile(urlPath)), "utf8");

  test("has its page in English, with the editor's headings and lists", () => {
    const html = page(`information-news/${key}`);
    // The reader's title is its h2, so the body's sections are h3 and their parts h4.
    expect(html).toMatch(new RegExp(`<h2 id="article-title"[^>]*>${title.en}</h2>`));
    expect(html).toMatch(
      /<h3[^>]*>What each report holds<\/h3><ul[^>]*><li>Photos of the week&#x27;s work<\/li>/,
    );
    expect(html).toMatch(/<h4[^>]*>When a decision is yours<\/h4>/);
    expect(html).toMatch(/<strong[^>]*>options and their cost<\/strong>/);
    expect(html).toContain(
      `hrefLang="es" href="https://soleradesignbuild.com/es/informacion-y-noticias/${spanishSlug}"`,
    );
  });

  test("has its page in Spanish, at its Spanish address", () => {
    const html = page(`es/informacion-y-noticias/${spanishSlug}`);
    expect(html).toMatch(new RegExp(`<h2 id="article-title"[^>]*>${title.es}</h2>`));
    expect(html).toMatch(/<h3[^>]*>Qué contiene cada informe<\/h3>/);
    expect(html).toContain(
      `hrefLang="en" href="https://soleradesignbuild.com/information-news/${key}"`,
    );
  });

  test("is in both news lists", () => {
    expect(page("information-news")).toContain(`href="/information-news/${key}"`);
    expect(page("es/informacion-y-noticias")).toContain(
      `href="/es/informacion-y-noticias/${spanishSlug}"`,
    );
  });

  test("is in the sitemap and in both feeds", () => {
    const sitemap = readFileSync(path.join(client, "sitemap.xml"), "utf8");
    expect(sitemap).toContain(`/information-news/${key}</loc>`);
    expect(sitemap).toContain(`/es/informacion-y-noticias/${spanishSlug}</loc>`);
    const previous = { dir: process.env.CONTENT_DIR, today: process.env.SITE_TODAY };
    process.env.CONTENT_DIR = contentDir;
    process.env.SITE_TODAY = builtFor;
    try {
      expect(newsFeed("en")).toContain(`<title>${title.en}</title>`);
      expect(newsFeed("es")).toContain(`<title>${title.es}</title>`);
      expect(newsFeed("en")).not.toContain(scheduled.key);
      expect(newsFeed("es")).not.toContain(scheduled.es);
    } finally {
      for (const [name, value] of [
        ["CONTENT_DIR", previous.dir],
        ["SITE_TODAY", previous.today],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  test("an article dated after the build's day is on no page, list or sitemap until its day", () => {
    const everything = [
      page("information-news"),
      page("es/informacion-y-noticias"),
      readFileSync(path.join(client, "sitemap.xml"), "utf8"),
    ].join("\n");
    expect(everything).not.toContain(scheduled.key);
    expect(everything).not.toContain(scheduled.es);
    expect(existsSync(path.join(client, "information-news", scheduled.key))).toBe(false);
    expect(existsSync(path.join(client, "es/informacion-y-noticias", scheduled.es))).toBe(false);
  });
});
