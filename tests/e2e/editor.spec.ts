import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test, type Page } from "@playwright/test";
import { loadContent } from "~/content/content.server";
import { en } from "~/i18n/messages/en";
import { parseArticleMarkup } from "~/lib/article-markup";
import { formatDay } from "~/lib/format-date";
import { projectFactList } from "~/lib/project-details";
import { timelineLong } from "~/lib/project-facts";
import { editorPolicy, metaPolicy } from "../../scripts/http/csp";
import {
  bothLanguages,
  content,
  contentDir,
  expect,
  expectNothingWrong,
  openEditor,
  readCopy,
  revealField,
} from "./editor-session";

/**
 * The content editor at /admin, as the site's owner meets it, working on a
 * local copy of the repository. The copy lives in the browser's private file
 * system, handed to the editor where it asks for a folder, so the test needs
 * no file picker and no network: requests beyond the site are answered here,
 * never sent.
 */

test.describe.configure({ timeout: 90_000 });

/**
 * Turns the entry's right-hand pane to its preview and reads how it is drawn:
 * the title's face once the site's stylesheet and fonts have loaded, and the
 * face, size and background of the body text `bodySelector` finds.
 */
async function previewAsTheSite(page: Page, heading: string, bodySelector: string) {
  await page
    .getByRole("radiogroup", { name: "Switch Locale" })
    .last()
    .getByRole("radio", { name: "Preview" })
    .check();
  const preview = page.frameLocator("iframe").first();
  const title = preview.getByRole("heading", { level: 2, name: heading });
  await expect(title).toBeVisible();
  // The stylesheet is the site's: once it has loaded, the title is in the display face.
  await expect
    .poll(() => title.evaluate((element) => getComputedStyle(element).fontFamily))
    .toMatch(/^"Instrument Serif"/);
  const look = await title.evaluate(async (element, selector) => {
    const document = element.ownerDocument;
    const view = document.defaultView!;
    await document.fonts.ready;
    const body = document.querySelector(selector)!;
    return {
      heading: view.getComputedStyle(element).fontFamily,
      headingFontLoaded: document.fonts.check(`1em "Instrument Serif"`),
      body: view.getComputedStyle(body).fontFamily,
      bodySize: view.getComputedStyle(body).fontSize,
      background: view.getComputedStyle(element.closest("article")!).backgroundColor,
    };
  }, bodySelector);
  return { preview, look };
}

test.describe("the content editor", () => {
  test("is served with its own policy, kept out of search engines and the sitemap", async ({
    request,
  }) => {
    const response = await request.get("/admin");
    expect(response.status()).toBe(200);
    // Its own part of the policy is in its page, as a page's is (decision 048).
    const html = await response.text();
    expect(metaPolicy(html)).toBe(editorPolicy);
    expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    const home = await request.get("/");
    expect(metaPolicy(await home.text())).not.toBe(editorPolicy);
    expect(home.headers()["x-robots-tag"]).toBeUndefined();
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  });

  test("shows every collection of the content, with its entries", async ({ page }) => {
    const session = await openEditor(page);
    const collections = page.getByRole("tree", { name: "Collection List" });
    await expect(
      collections
        .getByRole("treeitem", { name: "Projects" })
        .getByLabel(`(${content.projects.length} entries)`),
    ).toHaveText(String(content.projects.length));
    for (const [name, count] of [
      ["Projects", content.projects.length],
      ["Articles", content.articles.length],
    ] as const) {
      await expect(
        collections.getByRole("treeitem", { name }).getByLabel(`(${count} entries)`),
      ).toBeVisible();
    }
    await collections.getByRole("treeitem", { name: "Pages and lists" }).click();
    for (const name of [
      "Home page",
      "About page",
      "Contact page",
      "Frequently asked questions",
      "Testimonials",
      "Videos",
      "Privacy policy",
      "Company details",
    ]) {
      await expect(page.getByText(name, { exact: true })).toBeVisible();
    }
    await expectNothingWrong(page, session);
  });

  test("opens a project in English and Spanish side by side, with its photos", async ({ page }) => {
    const session = await openEditor(page);
    const project = content.projects.at(-1)!;
    await page.getByText(`${project.title.en} · ${project.location}`).click();
    const { english, spanish } = await bothLanguages(page);
    await expect(english.getByRole("textbox", { name: "Title" })).toHaveValue(project.title.en);
    await expect(spanish.getByRole("textbox", { name: "Title" })).toHaveValue(project.title.es);
    await expect(spanish.getByRole("textbox", { name: "Page address" })).toHaveValue(
      project.slug.es,
    );
    await revealField(english, /Facts/);
    await expect(english.getByRole("spinbutton", { name: "Built area (m²)" })).toHaveValue(
      String(project.facts.builtArea),
    );
    await revealField(english, /Gallery\W+Field/);
    await expect(english.getByText(`${project.gallery.length} Gallery`)).toBeVisible();
    await expect(spanish.getByRole("textbox", { name: "Scope" })).toHaveValue(project.scope.es);
    // No button for a paid translation service the editor's policy would block; the
    // fields' own menus, drawn with it, are there.
    await expect(english.getByRole("button", { name: "Show Field Options" }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: /^Translate from/ })).toHaveCount(0);
    // The cover's preview is drawn from the local copy.
    const gallery = english.getByRole("group", { name: /Gallery\W+Field/ });
    await gallery.scrollIntoViewIfNeeded();
    const cover = gallery.locator("img").first();
    await expect(cover).toBeVisible();
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expectNothingWrong(page, session);
  });

  test("previews an article as the site draws it, and links to its page", async ({ page }) => {
    const session = await openEditor(page);
    const article = content.articles[0]!;
    await page.getByRole("treeitem", { name: "Articles" }).click();
    await page.getByText(new RegExp(`^${article.title.en.replace(/[?.*+()]/g, "\\$&")}`)).click();
    // The right-hand pane shows the English entry as the site draws it: a page of its own.
    const { preview, look } = await previewAsTheSite(
      page,
      article.title.en,
      "article p:not(header p)",
    );
    expect(look.heading).toMatch(/^"Instrument Serif"/);
    expect(look.headingFontLoaded).toBe(true);
    expect(look.body).toMatch(/^"Instrument Sans"/);
    expect(look.bodySize).toBe("18px");
    expect(look.background).toBe("rgb(251, 249, 245)");
    // The body's sections are the site's headings, one level below the title.
    // Its category and date read as the reader writes them.
    await expect(preview.getByText(formatDay(article.date, "en"), { exact: true })).toBeVisible();
    await expect(
      preview.getByText(en[`news.category.${article.category}`], { exact: true }),
    ).toBeVisible();
    const [section] = parseArticleMarkup(article.body.en).flatMap((block) =>
      block.type === "h2" ? [block.text] : [],
    );
    await expect(preview.getByRole("heading", { level: 3, name: section! })).toBeVisible();

    // The entry links to its page on the site.
    const live = page.getByRole("button", { name: "View on Live Site" });
    await expect(live).toBeVisible();
    const opened = page.waitForEvent("popup");
    await live.click();
    expect(new URL((await opened).url()).pathname).toBe(`/information-news/${article.key}`);
    await expectNothingWrong(page, session);
  });

  test("previews a project as the site's dialog draws it", async ({ page }) => {
    const session = await openEditor(page);
    const project = content.projects.at(-1)!;
    await page.getByText(`${project.title.en} · ${project.location}`).click();
    const { preview, look } = await previewAsTheSite(page, project.title.en, "[data-story] p");
    expect(look.headingFontLoaded).toBe(true);
    expect(look.body).toMatch(/^"Instrument Sans"/);
    expect(look.background).toBe("rgb(251, 249, 245)");
    // Its scope, facts and story, in the site's words.
    await expect(preview.getByText(project.scope.en, { exact: true })).toBeVisible();
    const year = preview.locator('[data-fact="year"]');
    await expect(year).toContainText(en["projects.year"]);
    await expect(year).toContainText(String(project.year));
    await expect(year).toContainText(en[`projects.status.${project.status}`]);
    await expect(preview.locator('[data-fact="timeline"]')).toContainText(
      timelineLong(project.timeline, "en"),
    );
    const facts = projectFactList(
      { ...project.facts, category: project.category, location: project.location },
      "en",
    );
    for (const { key, term, detail } of facts) {
      const row = preview.locator(`[data-facts] [data-fact="${key}"]`);
      await expect(row.locator("dt")).toHaveText(term);
      await expect(row.locator("dd")).toHaveText(detail);
    }
    const firstParagraph = project.body.en
      .split(/\n\s*\n/)[0]!
      .replace(/\s+/g, " ")
      .trim();
    await expect(preview.locator("[data-story] p").first()).toHaveText(firstParagraph);
    await expectNothingWrong(page, session);
  });

  test("saves an article's edit in files the site's build reads", async ({ page }) => {
    const session = await openEditor(page);
    const article = content.articles[0]!;
    await page.getByRole("treeitem", { name: "Articles" }).click();
    await page.getByText(new RegExp(`^${article.title.en.replace(/[?.*+()]/g, "\\$&")}`)).click();
    const { english, spanish } = await bothLanguages(page);
    await expect(english.getByRole("textbox", { name: "Title" })).toHaveValue(article.title.en);
    await expect(spanish.getByRole("textbox", { name: "Title" })).toHaveValue(article.title.es);

    const title = `${article.title.es} (revisado)`;
    await spanish.getByRole("textbox", { name: "Title" }).fill(title);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Entry saved" })).toBeAttached();

    // The saved files, put back into a copy of the content, pass the build's check.
    const folder = `content/news/${article.key}`;
    const saved = {
      en: await readCopy(page, `${folder}/index.en.md`),
      es: await readCopy(page, `${folder}/index.es.md`),
    };
    expect(saved.es).toContain(`title: ${title}`);
    const copy = path.join(mkdtempSync(path.join(tmpdir(), "solera-editor-")), "content");
    try {
      cpSync(contentDir, copy, { recursive: true });
      writeFileSync(path.join(copy, "news", article.key, "index.en.md"), saved.en);
      writeFileSync(path.join(copy, "news", article.key, "index.es.md"), saved.es);
      const read = loadContent(copy).articles.find((a) => a.key === article.key)!;
      expect(read.title).toEqual({ en: article.title.en, es: title });
      // The editor writes emphasis with underscores; the article reads the same.
      for (const locale of ["en", "es"] as const) {
        expect(parseArticleMarkup(read.body[locale])).toEqual(
          parseArticleMarkup(article.body[locale]),
        );
      }
      expect({ ...read, title: article.title, body: article.body }).toEqual(article);
    } finally {
      rmSync(path.dirname(copy), { recursive: true, force: true });
    }
    await expectNothingWrong(page, session);
  });
});
