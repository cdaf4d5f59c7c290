import { expect, test } from "@playwright/test";
import { content } from "~/content/content.server";
import { locales, type Locale } from "~/i18n/locales";
import { drawingWords } from "~/lib/drawings";
import { attr, byTag, findAll, pageHtml, parsePage, textOf } from "./built";
import { hydrated, itemUrl, pageUrls } from "./site";

/**
 * A picture that is a drawing is never passed off as a photograph of the
 * company's work (decision 086): wherever a project's or a diary's picture
 * is shown, its words say "Design view" while its file is a drawing, and
 * nothing calls it a photo. Which picture is a drawing is read from the
 * content being tested (`drawings`, by the image pipeline's rule), so on the
 * copy of the content, where the owner has replaced drawings with photos
 * (tests/fixtures/content-copy.ts), the same rules see the words change.
 */

const { projects, drawings } = content();
const photoWord: Record<Locale, RegExp> = { en: /\bphotos?\b/i, es: /\bfotos?\b/i };

/** The image id of a built file: "/images/projects/villa-cielo/01-0a1b2c3d4e-960.jpg" is "projects/villa-cielo/01". */
const imageId = (src: string) =>
  src.replace(/^\/images\//, "").replace(/-[0-9a-f]{10}(-portrait)?-\d+\.\w+$/, "");

test("every picture of a project or a diary says it is a design view while it is a drawing, and only then", () => {
  const pages = pageUrls.filter(({ template }) =>
    ["project", "diaryEntry", "projects"].includes(template),
  );
  expect(pages.length).toBeGreaterThan(0);
  let seen = 0;
  for (const { url, locale } of pages) {
    const { label } = drawingWords[locale];
    for (const img of findAll(parsePage(pageHtml(url)), byTag("img"))) {
      const src = attr(img, "src") ?? "";
      const alt = attr(img, "alt") ?? "";
      const id = imageId(src);
      if (!/^(projects|diary)\//.test(id) || alt === "") continue;
      seen += 1;
      expect(alt, `${url}: ${id}`).not.toMatch(photoWord[locale]);
      if (drawings.has(id)) expect(alt, `${url}: ${id}`).toMatch(new RegExp(`^${label}\\b`));
      else expect(alt, `${url}: ${id}`).not.toMatch(new RegExp(`^${label}: `));
    }
  }
  expect(seen).toBeGreaterThan(0);
});

test("a gallery's count counts photos as photos, and nothing else", () => {
  const pages = pageUrls.filter(({ template }) => template === "project");
  expect(pages.length).toBeGreaterThan(0);
  for (const { url, locale, id } of pages) {
    const project = projects.find((entry) => id === `project:${entry.slug.en}`)!;
    const [count] = findAll(
      parsePage(pageHtml(url)),
      (element) => attr(element, "data-gallery-count") !== undefined,
    ).map(textOf);
    expect(count, url).toBeDefined();
    // "13 design views, not photographs", "1 photo and 12 design views".
    const photos = new RegExp(`(\\d+) ${locale === "en" ? "photos?" : "fotos?"}\\b`).exec(count!);
    const drawn = project.gallery.filter(({ image }) => drawings.has(image)).length;
    expect(Number(photos?.[1] ?? 0), `${url}: ${count}`).toBe(project.gallery.length - drawn);
  }
});

test.describe("the gallery and the viewer", () => {
  // The project with the most drawings in its gallery: its words are the ones to read.
  const project = [...projects].sort(
    (a, b) =>
      b.gallery.filter(({ image }) => drawings.has(image)).length -
      a.gallery.filter(({ image }) => drawings.has(image)).length,
  )[0]!;

  for (const locale of locales) {
    test(`say which pictures are design views, in the count, the thumbnails and the caption (${locale})`, async ({
      page,
    }) => {
      const { label } = drawingWords[locale];
      const photo = photoWord[locale];
      await page.goto(itemUrl("project", project.slug.en, locale));
      await hydrated(page);
      const dialog = page.locator("[data-project-dialog]");
      await dialog.locator("[data-gallery-count]").scrollIntoViewIfNeeded();
      await dialog
        .getByRole("button", {
          name: locale === "en" ? "View Photo Gallery" : "Ver galería de fotos",
        })
        .click();
      const gallery = page.getByRole("dialog", {
        name: locale === "en" ? "Project Gallery" : "Galería del proyecto",
      });
      const count = await gallery.locator("[data-gallery-count]").textContent();
      const drawn = project.gallery.filter(({ image }) => drawings.has(image)).length;
      if (drawn === project.gallery.length) expect(count).not.toMatch(photo);
      const thumbs = gallery.locator("[data-gallery] button");
      await expect(thumbs).toHaveCount(project.gallery.length);
      for (const [index, { image, alt }] of project.gallery.entries()) {
        const name = drawings.has(image)
          ? `${label} ${index + 1} ${locale === "en" ? "of" : "de"} ${project.gallery.length}: ${alt[locale]}`
          : new RegExp(`^${locale === "en" ? "Photo" : "Foto"} ${index + 1} `);
        await expect(thumbs.nth(index)).toHaveAccessibleName(name);
      }
      await thumbs.first().click();
      // The viewer: the dialog with the stage (the project's own dialog has its title too).
      const viewer = page.locator("dialog:has([data-stage])");
      const caption = viewer.locator("p").last();
      const first = project.gallery[0]!;
      await expect(caption).toHaveText(
        drawings.has(first.image) ? `${label}: ${first.alt[locale]}` : first.alt[locale],
      );
      await expect(viewer.getByRole("button", { name: photo })).toHaveCount(0);
    });
  }
});
