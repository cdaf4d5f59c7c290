import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "@playwright/test";
import { loadContent } from "~/content/content.server";
import { parseArticleMarkup } from "~/lib/article-markup";
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
    // The collection's files, not the launch checklist beside them, which names some too.
    const files = page.getByRole("grid", { name: "Files" });
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
      await expect(files.getByText(name, { exact: true })).toBeVisible();
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
