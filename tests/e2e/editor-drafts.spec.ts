import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { loadContent } from "~/content/content.server";
import { slugify } from "~/lib/slugify";
import { writeArticle } from "./editor-session";
import { contentDir, deployPreviewURL, standIn, token, type Tree } from "./github-stand-in";
import { playHost, siteLine } from "./publishing";

/**
 * A draft article, from the editor to the site, against GitHub's stand-in
 * (github-stand-in.ts), on a device that asked for drafts as pull requests
 * (/admin?revision=si, cms/publish-mode.ts): saved as a draft (a branch and
 * a pull request), sent for review, marked ready, its deploy preview opened,
 * and published (merged). The site is built from `main` alone, so until the
 * merge `main` must not change; after it, `main` holds the article in both
 * languages, and the content loader the build uses accepts it. An
 * incomplete draft is saved, and the editor says what it still needs.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const title = {
  en: "Why we seal a slab before the rains",
  es: "Por qué sellamos una losa antes de las lluvias",
};
const key = slugify(title.en);
const spanishSlug = "por-que-sellamos-una-losa";
const folder = `content/news/${key}`;

function photo(): Promise<Buffer> {
  return sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 120, g: 110, b: 96 } },
  })
    .jpeg()
    .toBuffer();
}

/** The same files with the same bytes. */
function sameTree(a: Tree, b: Tree): boolean {
  return a.size === b.size && [...a].every(([file, bytes]) => b.get(file)?.equals(bytes));
}

/** What the served site says of the article: nothing, until a build from a `main` that has it. */
async function expectNotOnTheSite(page: Page) {
  for (const address of ["/sitemap.xml", "/information-news", "/es/informacion-y-noticias"]) {
    const response = await page.request.get(address);
    expect(response.ok()).toBe(true);
    const text = await response.text();
    expect(text).not.toContain(key);
    expect(text).not.toContain(spanishSlug);
  }
  expect((await page.request.get(`/information-news/${key}`)).status()).toBe(404);
}

/** The draft's words, as the owner writes them. */
const slab = {
  title,
  spanishSlug,
  alt: { en: "A slab under a tarp in the rain", es: "Una losa bajo una lona en la lluvia" },
  excerpt: {
    en: "A fresh slab needs a week of care before the afternoon rains.",
    es: "Una losa recién chorreada necesita una semana de cuidado antes de las lluvias.",
  } as { en: string; es?: string },
  text: {
    en: "We pour in the morning and seal the slab before the rain.",
    es: "Chorreamos en la mañana y sellamos la losa antes de la lluvia.",
  } as { en: string; es?: string },
};

/** A new article, from the list of collections, with a photo: the draft's words, or others. */
async function writeNewArticle(page: Page, words: Partial<typeof slab> = {}) {
  await page.getByRole("treeitem", { name: "Articles" }).click();
  await page.getByRole("button", { name: "Create New Entry" }).click();
  await writeArticle(page, {
    ...slab,
    ...words,
    photo: { name: "slab.jpg", buffer: await photo() },
  });
}

/** Signs in with a token, on a device that asks for drafts as pull requests. */
async function signInForDrafts(page: Page) {
  await page.goto("/admin?revision=si");
  await page.getByRole("button", { name: "Sign In Using Access Token" }).click();
  const signIn = page.getByRole("alertdialog", { name: "Sign In Using Access Token" });
  await signIn.getByRole("textbox", { name: "Personal Access Token" }).fill(token);
  await signIn.getByRole("button", { name: "Sign In" }).click();
}

test("a draft article is saved, reviewed, made ready and published, and reaches main only then", async ({
  page,
  context,
}) => {
  const stand = await standIn(context);
  await playHost(context, stand);
  const main = stand.tree("main")!;
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));

  await signInForDrafts(page);

  // Written as the owner writes an article.
  await writeNewArticle(page);

  // Save: a draft, on a branch of its own with a pull request; then sent for review.
  await page.getByRole("button", { name: "Save" }).click();
  const review = page.getByRole("alertdialog", { name: "Send for Review" });
  await expect(review).toContainText("saved as a draft");
  expect(stand.pulls).toHaveLength(1);
  const [pull] = stand.pulls;
  expect(pull).toMatchObject({ head: `cms/news/${key}`, base: "main", state: "OPEN" });
  expect(pull!.title).toMatch(new RegExp(`^New Article: ${key}\\b`));
  expect(pull!.labels).toEqual(["sveltia-cms/draft"]);
  await review.getByRole("button", { name: "Send for Review" }).click();
  await expect(review).toHaveCount(0);
  await expect.poll(() => pull!.labels).toEqual(["sveltia-cms/pending_review"]);

  // The draft's files are on its branch, and main, which the site is built from, is unchanged.
  const draft = stand.tree(pull!.head)!;
  expect(draft.get(`${folder}/index.en.md`)?.toString()).toContain(`title: ${title.en}`);
  expect(draft.get(`${folder}/index.es.md`)?.toString()).toContain(`slug: ${spanishSlug}`);
  expect(sameTree(stand.tree("main")!, main)).toBe(true);
  await expectNotOnTheSite(page);

  // The board shows it In Review, with the deploy preview the host reported on its commit:
  await page.getByRole("radio", { name: "Editorial Workflow" }).click();
  const inReview = page.getByRole("list", { name: "In Review" });
  await expect(inReview.getByRole("button", { name: title.en })).toBeVisible();
  const preview = page.waitForEvent("popup");
  await inReview.getByRole("button", { name: "View Preview" }).click();
  // It opens the article's own page on the preview (the collection's preview_path).
  expect((await preview).url()).toBe(`${deployPreviewURL(pull!.number)}information-news/${key}`);
  await (await preview).close();

  // Ready: from the entry's Status menu.
  await inReview.getByRole("button", { name: title.en }).click();
  await page.getByRole("button", { name: /^Status:/ }).click();
  await page.getByRole("menuitemradio", { name: "Ready" }).click();
  await expect(page.getByRole("button", { name: /^Status:\W+Ready\W*$/ })).toBeVisible();
  await expect.poll(() => pull!.labels).toEqual(["sveltia-cms/pending_publish"]);
  expect(pull!.isDraft).toBe(false);
  expect(sameTree(stand.tree("main")!, main)).toBe(true);
  await expectNotOnTheSite(page);

  // Publish: the pull request is merged into main, and its branch removed.
  await page.getByRole("button", { name: "Publish Entry" }).click();
  await page
    .getByRole("alertdialog", { name: "Publish Entry" })
    .getByRole("button", { name: "Publish" })
    .click();
  await expect.poll(() => pull!.state).toBe("MERGED");
  await expect.poll(() => stand.refs.has(pull!.head)).toBe(false);
  expect(stand.headMessage("main")).toMatch(new RegExp(`^New Article: ${key}\\b`));
  // The line at the foot of the editor says at once that it is on its way to the site.
  await expect(siteLine(page)).toContainText(`On its way to the site: the article “${title.en}”`);
  await page.getByRole("radio", { name: "Editorial Workflow" }).click();
  for (const column of ["Drafts", "In Review", "Ready"]) {
    await expect(page.getByRole("list", { name: column })).toHaveText("No entries.");
  }

  // main now holds the article in both languages and its photo, and the build's loader accepts them.
  const merged = stand.tree("main")!;
  const added = [...merged.keys()].filter((file) => !main.has(file)).sort();
  expect(added).toHaveLength(3);
  expect(added).toEqual(expect.arrayContaining([`${folder}/index.en.md`, `${folder}/index.es.md`]));
  expect(added.find((file) => file.startsWith("content/images/news/"))).toMatch(/\.webp$/);
  const copy = mkdtempSync(path.join(tmpdir(), "solera-drafts-"));
  try {
    for (const [file, bytes] of merged) {
      mkdirSync(path.join(copy, path.dirname(file)), { recursive: true });
      writeFileSync(path.join(copy, file), bytes);
    }
    const site = loadContent(path.join(copy, path.basename(contentDir)));
    const article = site.articles.find((candidate) => candidate.key === key);
    expect(article?.slug).toEqual({ en: key, es: spanishSlug });
    expect(article?.title).toEqual(title);
    expect(article?.category).toBe("process");
    expect(site.images.has(article!.image)).toBe(true);
    expect(site.articles).toHaveLength(loadContent(contentDir).articles.length + 1);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }

  expect(stand.writes).toEqual([
    "mutation createRef",
    "mutation createCommitOnBranch",
    "POST /pulls",
    "POST /issues/:number/labels",
    "PATCH /issues/:number",
    "mutation markPullRequestReadyForReview",
    "PATCH /issues/:number",
    "PUT /pulls/:number/merge",
    "DELETE /git/refs/heads/:branch",
  ]);
  expect(stand.unauthorised).toEqual([]);
  expect(stand.unknown).toEqual([]);
  expect(problems).toEqual([]);
});

test("an unfinished draft is saved, and the editor says in plain words what it still needs", async ({
  page,
  context,
}) => {
  const stand = await standIn(context);
  await signInForDrafts(page);
  // The Spanish text is left for later.
  await writeNewArticle(page, { text: { en: slab.text.en } });
  await page.getByRole("button", { name: "Save" }).click();
  // Saved as a draft: a pull request, nothing on main.
  await expect.poll(() => stand.pulls.length).toBe(1);
  const line = siteLine(page);
  await expect(line).toHaveText(
    `The article “${title.en}” is saved as a draft. Before it can be published: the field “Text” (Spanish) is empty.`,
  );
  await expect(line).toHaveAttribute("data-tone", "alert");
  expect(stand.unknown).toEqual([]);
});
