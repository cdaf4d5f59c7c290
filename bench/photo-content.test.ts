import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { listImageIds, loadContent } from "../app/content/content.server";
import { assignPhotos, renameReferences, writePhotoContent } from "./photo-content";

const photos = [
  { file: "a-small.jpg", width: 600 },
  { file: "b-large.jpg", width: 3200 },
  { file: "c-large.jpg", width: 2400 },
];

describe("assignPhotos", () => {
  it("gives images that fill a screen only the large photographs, in turn", () => {
    const chosen = assignPhotos(["hero/home", "hero/about", "projects/x/01", "og/default"], photos);
    expect(chosen.get("hero/about")).toBe("b-large.jpg");
    expect(chosen.get("hero/home")).toBe("c-large.jpg");
    expect(chosen.get("og/default")).toBe("b-large.jpg");
    expect(chosen.get("projects/x/01")).toBe("c-large.jpg");
  });

  it("gives the other images every photograph in turn", () => {
    const chosen = assignPhotos(["news/a", "news/b", "news/c", "news/d"], photos);
    expect([...chosen.values()]).toEqual([
      "a-small.jpg",
      "b-large.jpg",
      "c-large.jpg",
      "a-small.jpg",
    ]);
  });

  it("refuses a set with no photograph large enough for a hero", () => {
    expect(() => assignPhotos(["hero/home"], [photos[0]!])).toThrow(/1600 px/);
  });
});

describe("renameReferences", () => {
  it("names the photo where a drawing was named, and leaves other images alone", () => {
    const text =
      "image: /content/images/news/a.svg\n  - image: /content/images/projects/x/01.svg\nlogo: /content/images/misc/b.svg\n";
    expect(renameReferences(text, new Set(["news/a", "projects/x/01"]))).toBe(
      "image: /content/images/news/a.jpg\n  - image: /content/images/projects/x/01.jpg\nlogo: /content/images/misc/b.svg\n",
    );
  });
});

describe("writePhotoContent", () => {
  let out = "";
  afterAll(() => rm(out, { recursive: true, force: true }));

  it("makes a copy of the site's content with a photograph for every drawing, which the build accepts", async () => {
    out = path.join(await mkdtemp(path.join(tmpdir(), "bench-photos-")), "content");
    const drawings = listImageIds("content/images");
    const assignment = await writePhotoContent("content", "bench/photos", out);

    expect(new Set(assignment.keys())).toEqual(drawings);
    const files = await readdir(path.join(out, "images"), { recursive: true });
    expect(files.filter((file) => file.endsWith(".svg"))).toEqual([]);
    expect(listImageIds(path.join(out, "images"))).toEqual(drawings);
    const shipped = await readdir("bench/photos");
    for (const photo of assignment.values()) expect(shipped).toContain(photo);

    // Every reference names the photo, and the content checks pass on the copy.
    const project = await readFile(path.join(out, "projects/casa-cascada/index.en.md"), "utf8");
    expect(project).toContain("/content/images/projects/casa-cascada/01.jpg");
    expect(project).not.toMatch(/\/content\/images\/\S+\.svg/);
    expect(() => loadContent(out)).not.toThrow();
    // The drawings stay the default content.
    expect((await readdir("content/images/hero")).every((file) => file.endsWith(".svg"))).toBe(
      true,
    );
  });
});
