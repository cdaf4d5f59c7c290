import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test, type Page } from "@playwright/test";
import sharp from "sharp";
import { loadContent } from "~/content/content.server";
import { slugify } from "~/lib/slugify";
import {
  writeArticle,
  content,
  contentDir,
  expect,
  expectNothingWrong,
  openEditor,
  readCopy,
} from "./editor-session";

/**
 * What an owner really adds, added through the editor: an article with an
 * accented title and a photo straight off a phone or out of a chat app. What
 * the editor saves must pass the build's check as it is; what the build
 * would refuse, the editor refuses before saving.
 */

test.describe.configure({ timeout: 120_000 });

/** A phone's JPEG, with the camera's make and a GPS position in its EXIF. */
function phonePhoto(): Promise<Buffer> {
  return sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 96, g: 128, b: 150 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: "OwnerPhone", Model: "Pro Max" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "9/1 38/1 0/1" },
    })
    .toBuffer();
}

/** The names of a folder's entries in the editor's copy of the repository. */
function listCopy(page: Page, folder: string): Promise<string[]> {
  return page.evaluate(async (folder) => {
    let handle = await navigator.storage.getDirectory();
    for (const part of folder.split("/")) handle = await handle.getDirectoryHandle(part);
    const names: string[] = [];
    for await (const name of (handle as unknown as { keys(): AsyncIterable<string> }).keys())
      names.push(name);
    return names;
  }, folder);
}

function readCopyBytes(page: Page, file: string): Promise<Buffer> {
  return page
    .evaluate(async (file) => {
      const parts = file.split("/");
      let folder = await navigator.storage.getDirectory();
      for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part);
      const blob = await (await folder.getFileHandle(parts.at(-1)!)).getFile();
      return [...new Uint8Array(await blob.arrayBuffer())];
    }, file)
    .then((bytes) => Buffer.from(bytes));
}

const cases = [
  {
    photo: "IMG_4821.JPG",
    title: {
      en: "Pouring a slab in Cóbano in the rainy season",
      es: "Chorrear una losa en Cóbano en invierno",
    },
    spanishSlug: "chorrear-una-losa-en-cobano",
  },
  {
    photo: "WhatsApp Image 2026-11-25 at 06.30.12.jpeg",
    title: {
      en: "Año one: a villa's first rainy season",
      es: "El primer año de una villa frente al mar",
    },
    spanishSlug: "el-primer-ano-de-una-villa",
  },
];

for (const { photo, title, spanishSlug } of cases) {
  test(`an article titled "${title.en}" with the photo ${photo} saves files the build accepts`, async ({
    page,
  }) => {
    const session = await openEditor(page);
    const before = await listCopy(page, "content/news");
    await page.getByRole("treeitem", { name: "Articles" }).click();
    await page.getByRole("button", { name: "Create New Entry" }).click();
    const { spanish } = await writeArticle(page, {
      title,
      spanishSlug,
      photo: { name: photo, buffer: await phonePhoto() },
      alt: {
        en: "A fresh slab, covered against the rain",
        es: "Una losa recién chorreada, cubierta de la lluvia",
      },
      excerpt: { en: "When to pour, and how to protect a slab when the afternoon rains come." },
      text: { en: "We pour in the morning and cover the slab before the afternoon rain." },
    });

    // The Spanish text is left empty: the editor refuses to save, and says where.
    await page.getByRole("button", { name: "Save" }).click();
    await expect(spanish.getByRole("group", { name: /Text/ })).toContainText(/required|empty/i);
    await expect(page.getByRole("status").filter({ hasText: "Entry saved" })).toHaveCount(0);
    expect(await listCopy(page, "content/news")).toEqual(before);

    // The Spanish excerpt, left empty, is made from the Spanish text.
    const text = "Chorreamos en la mañana y cubrimos la losa antes de la lluvia de la tarde.";
    await spanish.getByRole("textbox", { name: "Text" }).fill(text);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Entry saved" })).toBeAttached();

    // The folder and the photo are named as addresses, whatever the title and the phone wrote.
    const added = (await listCopy(page, "content/news")).filter((name) => !before.includes(name));
    expect(added).toEqual([slugify(title.en)]);
    const folder = `content/news/${added[0]}`;
    const saved = {
      en: await readCopy(page, `${folder}/index.en.md`),
      es: await readCopy(page, `${folder}/index.es.md`),
    };
    const imagePath = /^image: (.+)$/m.exec(saved.en)?.[1]?.trim() ?? "";
    // Lower case with no accents or spaces (a phone's underscore stays: the build reads it as a hyphen).
    expect(imagePath).toMatch(/^\/content\/images\/news\/[a-z0-9_-]+\.webp$/);
    const image = await readCopyBytes(page, imagePath.replace(/^\//, ""));
    // The photo the editor commits keeps no trace of the phone or of where it was taken.
    expect((await sharp(image).metadata()).exif).toBeUndefined();
    expect(image.includes("OwnerPhone")).toBe(false);

    // Put back into a copy of the content, the saved files pass the build's check.
    const copy = path.join(mkdtempSync(path.join(tmpdir(), "solera-owner-")), "content");
    try {
      cpSync(contentDir, copy, { recursive: true });
      mkdirSync(path.join(copy, "news", added[0]!));
      writeFileSync(path.join(copy, "news", added[0]!, "index.en.md"), saved.en);
      writeFileSync(path.join(copy, "news", added[0]!, "index.es.md"), saved.es);
      writeFileSync(path.join(path.dirname(copy), imagePath.replace(/^\//, "")), image);
      const site = loadContent(copy);
      const article = site.articles.find((a) => a.key === added[0]);
      expect(article?.slug).toEqual({ en: slugify(title.en), es: spanishSlug });
      expect(article?.title).toEqual(title);
      expect(article?.excerpt.es).toBe(text);
      expect(site.images.has(article!.image)).toBe(true);
      expect(site.articles).toHaveLength(content.articles.length + 1);
    } finally {
      rmSync(path.dirname(copy), { recursive: true, force: true });
    }
    await expectNothingWrong(page, session);
  });
}
