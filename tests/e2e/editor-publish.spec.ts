import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect as baseExpect, type Page } from "@playwright/test";
import sharp from "sharp";
import { loadContent } from "~/content/content.server";
import { itemPath } from "~/pages";
import { site as siteFacts } from "~/site";
import { slugify } from "~/lib/slugify";
import { startingPicture } from "../../cms/save-rules";
import { keptLongSide } from "../../scripts/images/presets";
import { siteDay } from "../../cms/site-news";
import { lookEveryMs } from "../../cms/site-status";
import { withToday } from "../fixtures/content-copy";
import { test } from "./live-domain";
import { contentDir, standIn, type Tree } from "./github-stand-in";
import { bandEdge, phonePhoto, sensor } from "./phone-photo";
import {
  articleForm,
  playHost,
  publishArticle,
  sampleArticle,
  signInWithToken,
  siteLine,
  type Act,
} from "./publishing";

/**
 * Publishing as the owner does: in Spanish (the browser's es-CR), on a phone
 * (390 px), at the site's own host name over HTTPS (live-domain.ts), through
 * the GitHub stand-in. Every tap, field filled, choice and
 * confirmation is counted from the editor's list of collections to the
 * article being live: at most 12 for a text article, 13 with a photo off the
 * phone (decisions 052 and 078). The files saved are put back into a copy of
 * the content and the build's content check is run on them. The commit names
 * the article by its Spanish title (decision 079), and its photo is kept
 * upright, without what the phone recorded, at the size the site needs
 * (decision 080). The editor then says, without a reload, that the change is
 * on its way, and once the host has built it, that it is live, with a link to
 * each language's page (decision 053). A change the build refuses is named,
 * entry and field; a photo described in neither language is refused before
 * it is saved, in one message of the project's (decision 077).
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
  const limit = withPhoto ? 13 : 12;
  test(`an article ${withPhoto ? "with a phone photo" : "of text"} is saved and live in at most ${limit} actions, and the editor says so in Spanish`, async ({
    page,
    context,
    baseURL,
  }) => {
    const stand = await standIn(context, undefined, baseURL);
    const site = await playHost(context, stand);
    const before = stand.tree("main")!;
    const photo = await phonePhoto();
    const taken = await sharp(photo.buffer).metadata();
    expect([taken.width, taken.height, taken.orientation]).toEqual([
      sensor.width,
      sensor.height,
      6,
    ]);
    expect(photo.buffer.length).toBeGreaterThan(3_500_000);
    await page.clock.install();
    await signInWithToken(page);
    // As on the live domain: the site's own host name, over HTTPS (live-domain.ts).
    expect(new URL(page.url())).toMatchObject({
      protocol: "https:",
      hostname: new URL(siteFacts.origin).hostname,
    });
    const { act, done } = counter();

    // From the list of collections to Save.
    await publishArticle(page, { act, ...(withPhoto ? { photo } : {}) });

    // Saved on main, which the site is built from: on its way.
    const key = slugify(sampleArticle.title.en);
    await expect.poll(() => stand.tree("main")?.has(`content/news/${key}/index.es.md`)).toBe(true);
    console.log(`${done.length} actions: ${done.join(", ")}`);
    expect(done.length, done.join(", ")).toBeLessThanOrEqual(limit);
    const line = siteLine(page);
    await expect(line).toContainText(`En camino al sitio: el artículo «${sampleArticle.title.es}»`);
    // The history names it as the owner wrote it, in the editor's language.
    expect(stand.headMessage("main")).toBe(`Nuevo artículo: ${sampleArticle.title.es}`);

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
      // The excerpts left empty are each text's opening.
      expect(saved).toMatchObject({
        title: sampleArticle.title,
        excerpt: sampleArticle.text,
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
        // Named as an address, upright, with nothing of the phone or of the place it was
        // taken, and no larger than the site's renditions need.
        expect(image).toMatch(/^content\/images\/news\/img_4821\.webp$/);
        const bytes = main.get(image)!;
        const meta = await sharp(bytes).metadata();
        const short = Math.round((keptLongSide * sensor.height) / sensor.width);
        expect([meta.width, meta.height]).toEqual([short, keptLongSide]);
        expect(await bandEdge(bytes)).toBe("right");
        expect(meta.exif).toBeUndefined();
        expect(bytes.includes("iPhone")).toBe(false);
        expect(bytes.length).toBeLessThan(1_000_000);
        expect(site.images.has(saved.image)).toBe(true);
        // Described once, in Spanish: the English description starts as the same words.
        expect(saved.imageAlt).toEqual({ en: sampleArticle.alt.es, es: sampleArticle.alt.es });
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

test("a photo of the article's own is not saved without its description, and the editor says what to add, once, with usted", async ({
  page,
  context,
  baseURL,
}) => {
  const stand = await standIn(context, undefined, baseURL);
  const before = stand.refs.get("main");
  await signInWithToken(page);
  await publishArticle(page, { photo: await phonePhoto(), describe: false });
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toHaveAccessibleName("No se guardó");
  // The project's message alone: what to write, where, and to save again.
  const said = dialog.locator(`[id="${await dialog.getAttribute("aria-describedby")}"]`);
  await expect(said).toHaveText(
    new RegExp(
      `^Falta describir la foto: debajo de la foto, en «${articleFieldLabel("imageAlt")}», escriba lo que muestra .*y guarde de nuevo\\.$`,
    ),
  );
  // Nothing of the editor's own sentence for a failed save, which says to try again later, with tú.
  await expect(dialog).not.toContainText(/inténtalo|más tarde|se produjo un error/i);
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog).toBeHidden();
  // Nothing was committed.
  expect(stand.refs.get("main")).toBe(before);
  expect(stand.writes).toEqual([]);
});

/** The label the editor's Spanish form gives a field of articles. */
const articleFieldLabel = (name: string) => articleForm("es").field(name);

test("a change the build refuses is named in Spanish, entry and field, and the site stays as it was", async ({
  page,
  context,
  baseURL,
}) => {
  const stand = await standIn(context, undefined, baseURL);
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
