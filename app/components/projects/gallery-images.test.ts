import { describe, expect, it, vi } from "vitest";
import { content } from "~/content/content.server";
import { projectDetail } from "~/content/projects/views.server";
import { locales } from "~/i18n/locales";

// What "View Photo Gallery" shows, for every project the content has: the
// browser tests open one gallery, the largest. A page has one language, and
// reads each gallery's photos once, in it: each language gets a fresh module.
async function freshGalleryImages() {
  vi.resetModules();
  return (await import("./gallery-images")).galleryImages;
}

describe("galleryImages", () => {
  const { projects } = content();

  it.each(locales)(
    "gives every project's gallery its photos, in order, described (%s)",
    async (locale) => {
      const galleryImages = await freshGalleryImages();
      for (const project of projects) {
        const { gallery } = projectDetail(project.slug[locale], locale)!;
        const images = await galleryImages(gallery);
        expect(images, project.key).toHaveLength(project.gallery.length);
        expect(
          images.map((image) => image.alt),
          project.key,
        ).toEqual(gallery.map((photo) => photo.alt));
        for (const image of images) expect(image.widths.length, image.path).toBeGreaterThan(0);
      }
    },
  );

  it("is the same promise every time, for one gallery", async () => {
    const galleryImages = await freshGalleryImages();
    const { gallery } = projectDetail(projects[0]!.slug.en, "en")!;
    expect(galleryImages(gallery)).toBe(galleryImages(gallery));
  });
});
