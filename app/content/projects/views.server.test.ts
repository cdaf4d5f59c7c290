import { afterEach, describe, expect, it, vi } from "vitest";
import { content } from "~/content/content.server";
import * as images from "~/content/images.server";
import { sourceOfImage } from "~/content/pictures.server";
import { pictureAlt } from "~/lib/drawings";
import { projectDetail } from "./views.server";

afterEach(() => vi.restoreAllMocks());

describe("a project's before and after", () => {
  const project = content().projects.find((candidate) => candidate.beforeAfter);

  it("shows a pair of photos of different shapes, and the build says they may not line up", () => {
    expect(project, "a project of the content with a before and after").toBeDefined();
    const real = images.imageFile;
    // The owner's before photo is a portrait, the after one a landscape.
    vi.spyOn(images, "imageFile").mockImplementation((id) =>
      id === project!.beforeAfter!.before.image
        ? { ...real(id), width: 1200, height: 1600 }
        : real(id),
    );
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const detail = projectDetail(project!.slug.en, "en");
    expect(detail?.beforeAfter?.before).toMatchObject({ width: 1200 });
    const { after } = project!.beforeAfter!;
    expect(detail?.beforeAfter?.after.alt).toBe(
      pictureAlt(after.alt.en, sourceOfImage(after.image), "en"),
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(
      new RegExp(
        `^warning: content/projects/${project!.key}/index\\.en\\.md, field "beforeAfter": .*1200×1600`,
      ),
    );
    // Once a build, not once a page: the Spanish page says nothing more.
    projectDetail(project!.slug.es, "es");
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe("a project's walkthrough", () => {
  const project = content().projects.find((candidate) => candidate.walkthrough);

  it("stays off the project's page while its video is a stand-in, and shows once it is confirmed", () => {
    expect(project, "a project of the content with a walkthrough").toBeDefined();
    const walkthrough = project!.walkthrough!;
    const marked = walkthrough.unconfirmed;
    try {
      walkthrough.unconfirmed = ["youtube"];
      expect(projectDetail(project!.slug.en, "en")?.walkthrough).toBeNull();
      walkthrough.unconfirmed = [];
      expect(projectDetail(project!.slug.es, "es")?.walkthrough).toMatchObject({
        href: expect.stringContaining(walkthrough.youtube),
      });
    } finally {
      walkthrough.unconfirmed = marked;
    }
  });
});
