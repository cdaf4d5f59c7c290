import { afterEach, describe, expect, it, vi } from "vitest";
import { content } from "~/content/content.server";
import * as images from "~/content/images.server";
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
    expect(detail?.beforeAfter?.after.alt).toBe(project!.beforeAfter!.after.alt.en);
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
