import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { loadContent } from "~/content/content.server";
import { itemPath } from "~/pages";
import { slugify } from "~/lib/slugify";
import { startingPicture } from "../../cms/save-rules";
import { siteDay } from "../../cms/site-news";
import { lookEveryMs } from "../../cms/site-status";
import { withToday } from "../fixtures/content-copy";
import { contentDir, standIn, type Tree } from "./github-stand-in";
import {
  articleForm,
  phonePhoto,
  playHost,
  publishArticle,
  sampleArticle,
  signInWithToken,
  siteLine,
  type Act,
} from "./publishing";

/**
 * Publishing as the owner does: in Spanish (the browser's es-CR), on a phone
 * (390 px), through the GitHub stand-in. Every tap, field filled, choice and
 * confirmation is counted from the editor's list of collections to the
 * article being live: at most 12 for a text article, 15 with a photo off the
 * phone (decision 052). The files saved are put back into a copy of the
 * content and the build's content check is run on them. The editor then
 * says, without a reload, that the change is on its way, and once the host
 * has built it, that it is live, with a link to each language's page
 * (decision 053). A change the build refuses is named, entry and field.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test.use({
  locale: "es-CR",
  timezoneId: "America/Costa_Rica",
  viewport: { width: 390, height: 844 },
  hasTouch: true,
});

/** Lets the line's next look come: the clock is moved on, not waited for. */
async function nextLook(page: Page) {
  await page.clock.fastForward(lookEveryMs.idle);
}

/** Every action of the owner, counted. */
function counter(): { done: string[]; act: Act } {
  const done: string[] = [];
  return {
    done,
    act: (what, action) => {
      done.push(what);
      return action();
    },
  };
}

/** Files of a tree, written into a copy of the content, and the build's content check run on it. */
function checkAsTheBuildDoes(tree: Tree): { output: string; dir: string } {
  const root = mkdtempSync(path.join(tmpdir(), "solera-publish-"));
  for (const [file, bytes] of tree) {
    mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(root, file), bytes);
  }
  const dir = path.join(root, path.basename(contentDir));
  const output = execFileSync(
    path.resolve("node_modules/.bin/tsx"),
    [path.resolve("scripts/check-content.ts")],
    {
      env: { ...process.env, CONTENT_DIR: dir, SITE_TODAY: publishDay },
      encoding: "utf8",
      stdio: "pipe",
    },
  );
  return { output, dir };
}

/**
 * The day the owner publishes on: the editor dates an article today in
 * Costa Rica, and the host builds it that day. The check and the reading
 * below are made as of that day, whatever day the suite's own build was
 * made as of (SITE_TODAY, as the owner's fixture sets it).
 */
const publishDay = siteDay(new Date());

for (const withPhoto of [true, false]) {
  const limit = withPhoto ? 15 : 12;
  test(`an article ${withPhoto ? "with a phone photo" : "of text"} is saved and live in at most ${limit} actions, and the editor says so in Spanish`, async ({
    page,
    context,
  }) => {
    const stand = await standIn(context);
    const site = await playHost(context, stand);
    const before = stand.tree("main")!;
    const photo = await phonePhoto();
    expect((await sharp(photo.buffer).metadata()).orientation).toBe(6);
    await page.clock.install();
    await signInWithToken(page);
    const { act, done } = counter();

    // From the list of collections to Save.
    await publishArticle(page, { act, ...(withPhoto ? { photo } : {}) });

    // Saved on main, which the site is built from: on its way.
    const key = slugify(sampleArticle.title.en);
    await expect.poll(() => stand.tree("main")?.has(`content/news/${key}/index.es.md`)).toBe(true);
    expect(done.length, done.join(", ")).toBeLessThanOrEqual(limit);
    const line = siteLine(page);
    await expect(line).toContainText(`En camino al sitio: el artículo «${sampleArticle.title.es}»`);

    // What was saved builds: the build's own content check passes on main as it is now.
    const main = stand.tree("main")!;
    const added = [...main.keys()].filter((file) => !before.has(file)).sort();
    expect(added).toEqual(
      expect.arrayContaining([
        `content/news/${key}/index.en.md`,
        `content/news/${key}/index.es.md`,
      ]),
    );
    expect(added).toHaveLength(withPhoto ? 3 : 2);
    const { output, dir } = checkAsTheBuildDoes(main);
    try {
      const site = withToday(() => loadContent(dir), publishDay);
      expect(output).toContain(`${site.articles.length} articles`);
      const saved = site.articles.find((candidate) => candidate.key === key)!;
      // Dated today in Costa Rica, in the category it starts with, at an address made from its Spanish title.
      expect(saved).toMatchObject({
        title: sampleArticle.title,
        excerpt: sampleArticle.excerpt,
        category: "process",
        date: publishDay,
        slug: { en: key, es: slugify(sampleArticle.title.es) },
      });
      expect(site.articles).toHaveLength(
        withToday(() => loadContent(contentDir), publishDay).articles.length + 1,
      );
      if (!withPhoto) {
        // An article of text shows the starting drawing, described in both languages.
        expect(saved.image).toBe(startingPicture.image.replace(/^\/content\/images\/|\.svg$/g, ""));
        expect(saved.imageAlt).toEqual(startingPicture.alt);
      }
      if (withPhoto) {
        const image = added.find((file) => file.startsWith("content/images/news/"))!;
        // Named as an address, upright, with nothing of the phone or of the place it was taken.
        expect(image).toMatch(/^content\/images\/news\/img_4821\.webp$/);
        const meta = await sharp(main.get(image)!).metadata();
        expect([meta.width, meta.height]).toEqual([1200, 1600]);
        expect(meta.exif).toBeUndefined();
        expect(site.images.has(saved.image)).toBe(true);
      }
    } finally {
      rmSync(path.dirname(dir), { recursive: true, force: true });
    }

    // The host builds it; the editor, still open, says it is live, with both pages.
    site.build("success");
    await nextLook(page);
    await expect(line).toContainText(`El artículo «${sampleArticle.title.es}» ya está en el sitio`);
    await expect(line.getByRole("link", { name: "ver en español" })).toHaveAttribute(
      "href",
      itemPath("article", slugify(sampleArticle.title.es), "es"),
    );
    await expect(line.getByRole("link", { name: "ver en inglés" })).toHaveAttribute(
      "href",
      itemPath("article", key, "en"),
    );
    expect(stand.unknown).toEqual([]);
    expect(stand.unauthorised).toEqual([]);
  });
}

test("a photo of the article's own is not saved without its description, and the editor says why", async ({
  page,
  context,
}) => {
  const stand = await standIn(context);
  const before = stand.refs.get("main");
  await signInWithToken(page);
  await publishArticle(page, { photo: await phonePhoto(), describe: false });
  await expect(page.getByRole("alertdialog")).toContainText(
    `Falta describir la foto: escriba en «${articleFieldLabel("imageAlt")}» lo que muestra, en inglés y en español`,
  );
  // Nothing was committed.
  expect(stand.refs.get("main")).toBe(before);
  expect(stand.writes).toEqual([]);
});

/** The label the editor's Spanish form gives a field of articles. */
const articleFieldLabel = (name: string) => articleForm("es").field(name);

test("a change the build refuses is named in Spanish, entry and field, and the site stays as it was", async ({
  page,
  context,
}) => {
  const stand = await standIn(context);
  const site = await playHost(context, stand);
  const refused = loadContent(contentDir).articles[0]!;
  await page.clock.install();
  await signInWithToken(page);
  const line = siteLine(page);
  await expect(line).toContainText("Última publicación");

  // Someone commits an article whose category the site does not have, and the host's build fails.
  const file = `content/news/${refused.key}/index.en.md`;
  const source = stand.tree("main")!.get(file)!.toString();
  stand.push(
    { [file]: source.replace(/^category: .*$/m, "category: permits") },
    "Move the permit guide",
  );
  site.build("failure");

  await nextLook(page);
  await expect(line).toContainText(
    `El artículo «${refused.title.es}» no se publicó: el campo «${articleFieldLabel("category")}» no es una de las opciones permitidas`,
  );
  await expect(line).toContainText("El sitio sigue como estaba.");
  await expect(line).toHaveAttribute("data-tone", "alert");

  // A build that fails for a reason no rule of the content sees: the host's report says so.
  stand.push({ [file]: source }, "Put the category back");
  stand.push({ "app/routes/home.tsx": "export default 1;" }, "Rework the home page");
  site.build("failure");
  await nextLook(page);
  await expect(line).toContainText(
    "no se publicó: la construcción del sitio falló. El sitio sigue como estaba",
  );
  expect(stand.unknown).toEqual([]);
});
