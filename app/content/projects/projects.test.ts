import { describe, expect, it } from "vitest";
import { locales } from "~/i18n/locales";
import { projects } from ".";
import { projectImages } from "./images";
import { projectCategories } from "./types";
import { projectCards, projectDetail } from "./views";

describe("projects content", () => {
  it("has the spec's eight projects, ids 1 to 8 in order", () => {
    expect(projects.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("never repeats a slug, and slugs are URL-safe", () => {
    const slugs = projects.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it.each(projects.map((p) => [p.slug, p] as const))(
    "%s has a gallery of 4 to 13 images, all in the manifest",
    (_, project) => {
      expect(project.gallery.length).toBeGreaterThanOrEqual(4);
      expect(project.gallery.length).toBeLessThanOrEqual(13);
      expect(new Set(project.gallery).size).toBe(project.gallery.length);
      for (const id of project.gallery) {
        expect(projectImages, id).toHaveProperty([id]);
        // The gallery loads its project's manifest, app/generated/images/projects/<slug>.ts.
        expect(id.startsWith(`projects/${project.slug}/`), id).toBe(true);
      }
    },
  );

  it("gives every category chip at least one project", () => {
    for (const category of projectCategories) {
      expect(
        projects.some((p) => p.category === category),
        category,
      ).toBe(true);
    }
  });
});

describe("project views", () => {
  it.each(locales)("send one language's strings (%s)", (locale) => {
    const [first] = projectCards(locale);
    expect(first?.title).toBe(projects[0]?.title[locale]);
    expect(first?.cover.id).toBe(projects[0]?.gallery[0]);
  });

  it.each(locales)(
    "give every project a meta description of 120 to 160 characters (%s)",
    (locale) => {
      for (const { slug } of projects) {
        const detail = projectDetail(slug, locale);
        expect(detail?.metaDescription.length).toBeGreaterThanOrEqual(120);
        expect(detail?.metaDescription.length).toBeLessThanOrEqual(160);
      }
    },
  );

  it("splits the details into paragraphs and derives the facts", () => {
    const detail = projectDetail("casa-horizonte", "es");
    expect(detail?.paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(detail).toMatchObject({ year: 2025, status: "in-progress" });
    expect(projectDetail("nope", "en")).toBeNull();
  });
});
