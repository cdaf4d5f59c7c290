import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect as baseExpect, test, type BrowserContext, type Page } from "@playwright/test";
import sharp from "sharp";
import type { BuildRecord } from "~/build-record";
import { loadContent } from "~/content/content.server";
import { itemPath } from "~/pages";
import { slugify } from "~/lib/slugify";
import { config } from "../../cms/config";
import { startingPicture } from "../../cms/save-rules";
import { lookEveryMs } from "../../cms/site-status";
import { statusContext } from "../../netlify/plugins/build-status/context.js";
import { contentDir, standIn, token, type GitHubStandIn, type Tree } from "./github-stand-in";

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

/** A photo as an iPhone takes it: an upper-case name, sideways with an EXIF rotation, and where it was taken. */
async function phonePhoto(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 96, g: 128, b: 150 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: "Apple", Model: "iPhone 13" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "9/1 41/1 22/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "85/1 6/1 22/1",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  expect((await sharp(buffer).metadata()).orientation).toBe(6);
  return { name: "IMG_4821.JPG", mimeType: "image/jpeg", buffer };
}

/**
 * The site as the host serves it: /build.json names the commit the live
 * build was made from. It starts as `main`'s head, and `build` plays the
 * host building `main` again: it posts its status on the commit
 * (netlify/plugins/build-status) and, when it succeeds, publishes a new
 * record.
 */
async function host(context: BrowserContext, stand: GitHubStandIn) {
  let record: BuildRecord = {
    builtAt: "2026-11-20T18:00:00.000Z",
    commit: { sha: stand.refs.get("main")!, message: "Content", changes: [] },
  };
  await context.route(
    (url) => url.pathname === "/build.json",
    (route) => route.fulfill({ json: record, headers: { "Cache-Control": "no-cache" } }),
  );
  return {
    build(outcome: "success" | "failure") {
      const sha = stand.refs.get("main")!;
      stand.report(sha, {
        context: statusContext,
        state: outcome,
        description: outcome === "success" ? "The site is live" : "The build failed",
      });
      if (outcome === "success") {
        record = { builtAt: new Date().toISOString(), commit: { sha, message: "" } };
      }
    },
  };
}

async function signIn(page: Page) {
  await page.goto("/admin");
  await page.getByRole("button", { name: "Iniciar sesión con un token de acceso" }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByRole("textbox").fill(token);
  await dialog.getByRole("button", { name: /^Iniciar sesión$/ }).click();
  await expect(page.getByText("Articles", { exact: true })).toBeVisible();
}

/** The line at the foot of the editor. */
const siteLine = (page: Page) => page.locator(".solera-site-status");

/** Lets the line's next look come: the clock is moved on, not waited for. */
async function nextLook(page: Page) {
  await page.clock.fastForward(lookEveryMs.idle);
}

/** Every action of the owner, counted. */
function counter() {
  const done: string[] = [];
  return {
    done,
    async act<T>(what: string, action: () => Promise<T>): Promise<T> {
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
    { env: { ...process.env, CONTENT_DIR: dir }, encoding: "utf8", stdio: "pipe" },
  );
  return { output, dir };
}

const article = {
  title: { en: "Why we pour concrete at dawn", es: "Por qué chorreamos al amanecer" },
  alt: { en: "A slab poured at first light", es: "Una losa chorreada con la primera luz" },
  excerpt: {
    en: "Cool mornings give a stronger slab: why our crews start at five.",
    es: "Las mañanas frescas dan una losa más fuerte: por qué empezamos a las cinco.",
  },
  text: {
    en: "We pour at dawn, before the heat dries the surface too fast.",
    es: "Chorreamos al amanecer, antes de que el calor seque la superficie demasiado rápido.",
  },
};

for (const withPhoto of [true, false]) {
  const limit = withPhoto ? 15 : 12;
  test(`an article ${withPhoto ? "with a phone photo" : "of text"} is saved and live in at most ${limit} actions, and the editor says so in Spanish`, async ({
    page,
    context,
  }) => {
    const stand = await standIn(context);
    const site = await host(context, stand);
    const before = stand.tree("main")!;
    const photo = await phonePhoto();
    await page.clock.install();
    await signIn(page);
    const { act, done } = counter();

    // From the list of collections to Save.
    await act("open Articles", () => page.getByText("Articles", { exact: true }).click());
    await act("new entry", () =>
      page.getByRole("button", { name: "Crear una nueva entrada" }).click(),
    );
    const english = page.getByRole("group", { name: /Editar el contenido en .Inglés/ });
    await act("English title", () =>
      english.getByRole("textbox", { name: "Title" }).fill(article.title.en),
    );
    if (withPhoto) {
      const chooser = page.waitForEvent("filechooser");
      await act("Elegir foto", () => english.getByRole("button", { name: "Elegir foto" }).click());
      await act("the photo", async () => (await chooser).setFiles(photo));
      const description = english.getByRole("group", { name: /Description of the image/ });
      await description.scrollIntoViewIfNeeded();
      await act("English description", () =>
        description.getByRole("textbox").first().fill(article.alt.en),
      );
      await act("Spanish description", () =>
        description.getByRole("textbox").last().fill(article.alt.es),
      );
    }
    await act("English excerpt", () =>
      english.getByRole("textbox", { name: "Excerpt" }).fill(article.excerpt.en),
    );
    await act("English text", () =>
      english.getByRole("textbox", { name: "Text" }).fill(article.text.en),
    );
    await act("language menu", () =>
      page.getByRole("combobox", { name: "Cambiar de idioma" }).click(),
    );
    await act("Español", () => page.getByRole("option", { name: /^Español/ }).click());
    const spanish = page.getByRole("group", { name: /Editar el contenido en .Español/ });
    await act("Spanish title", () =>
      spanish.getByRole("textbox", { name: "Title" }).fill(article.title.es),
    );
    await act("Spanish excerpt", () =>
      spanish.getByRole("textbox", { name: "Excerpt" }).fill(article.excerpt.es),
    );
    await act("Spanish text", () =>
      spanish.getByRole("textbox", { name: "Text" }).fill(article.text.es),
    );
    await act("Guardar", () => page.getByRole("button", { name: "Guardar" }).click());

    // Saved on main, which the site is built from: on its way.
    const key = slugify(article.title.en);
    await expect.poll(() => stand.tree("main")?.has(`content/news/${key}/index.es.md`)).toBe(true);
    expect(done.length, done.join(", ")).toBeLessThanOrEqual(limit);
    const line = siteLine(page);
    await expect(line).toContainText(`En camino al sitio: el artículo «${article.title.es}»`);

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
      const site = loadContent(dir);
      expect(output).toContain(`${site.articles.length} articles`);
      const saved = site.articles.find((candidate) => candidate.key === key)!;
      // Dated today in Costa Rica, in the category it starts with, at an address made from its Spanish title.
      expect(saved).toMatchObject({
        title: article.title,
        excerpt: article.excerpt,
        category: "process",
        slug: { en: key, es: slugify(article.title.es) },
      });
      expect(site.articles).toHaveLength(loadContent(contentDir).articles.length + 1);
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
    await expect(line).toContainText(`El artículo «${article.title.es}» ya está en el sitio`);
    await expect(line.getByRole("link", { name: "ver en español" })).toHaveAttribute(
      "href",
      itemPath("article", slugify(article.title.es), "es"),
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
  await signIn(page);
  await page.getByText("Articles", { exact: true }).click();
  await page.getByRole("button", { name: "Crear una nueva entrada" }).click();
  const english = page.getByRole("group", { name: /Editar el contenido en .Inglés/ });
  await english.getByRole("textbox", { name: "Title" }).fill(article.title.en);
  const chooser = page.waitForEvent("filechooser");
  await english.getByRole("button", { name: "Elegir foto" }).click();
  await (await chooser).setFiles(await phonePhoto());
  await expect(english.getByText("/content/images/news/img_4821.webp")).toBeVisible();
  await english.getByRole("textbox", { name: "Excerpt" }).fill(article.excerpt.en);
  await english.getByRole("textbox", { name: "Text" }).fill(article.text.en);
  await page.getByRole("combobox", { name: "Cambiar de idioma" }).click();
  await page.getByRole("option", { name: /^Español/ }).click();
  const spanish = page.getByRole("group", { name: /Editar el contenido en .Español/ });
  await spanish.getByRole("textbox", { name: "Title" }).fill(article.title.es);
  await spanish.getByRole("textbox", { name: "Excerpt" }).fill(article.excerpt.es);
  await spanish.getByRole("textbox", { name: "Text" }).fill(article.text.es);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("alertdialog")).toContainText(
    `Falta describir la foto: escriba en «${articleFieldLabel("imageAlt")}» lo que muestra, en inglés y en español`,
  );
  // Nothing was committed.
  expect(stand.refs.get("main")).toBe(before);
  expect(stand.writes).toEqual([]);
});

/** The label the editor's form gives a field of articles. */
function articleFieldLabel(name: string): string {
  const news = config.collections!.find((collection) => collection.name === "news") as {
    fields: { name: string; label?: string }[];
  };
  return news.fields.find((field) => field.name === name)!.label!;
}

test("a change the build refuses is named in Spanish, entry and field, and the site stays as it was", async ({
  page,
  context,
}) => {
  const stand = await standIn(context);
  const site = await host(context, stand);
  const refused = loadContent(contentDir).articles[0]!;
  await page.clock.install();
  await signIn(page);
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
