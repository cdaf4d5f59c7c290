import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyContent } from "../../tests/fixtures/content-copy";
import { closeItem, openEverything } from "../../tests/fixtures/launch-content";
import { loadContent } from "./content.server";
import { launchWarning, readLaunchItems } from "./launch-checklist.server";

/**
 * The launch checklist on a copy of the content: every fact to come emptied
 * and every stand-in ticked, then each item the checklist lists filled in,
 * confirmed, made real or photographed as the owner would, whatever the
 * items are and wherever they are declared.
 */

let dir: string;
let opened: string[];

beforeAll(() => {
  dir = copyContent();
  opened = openEverything(dir);
});
afterAll(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

const checkContent = () =>
  spawnSync(process.execPath, ["--import", "tsx", "scripts/check-content.ts"], {
    env: { ...process.env, CONTENT_DIR: dir },
    encoding: "utf8",
  });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("the launch checklist", () => {
  it("lists every fact to come left empty and every stand-in ticked, one line each, in the build's first step", () => {
    expect(opened.length).toBeGreaterThan(0);
    const items = readLaunchItems(dir);
    expect(items.map((item) => `${item.file} ${item.field}`)).toEqual(
      expect.arrayContaining(opened),
    );
    for (const item of items)
      for (const words of [...item.labels, item.unlocks])
        for (const locale of ["en", "es"] as const)
          expect(words?.[locale]?.trim(), `${item.field}: its words in ${locale}`).toBeTruthy();

    const run = checkContent();
    expect(run.status).toBe(0);
    const lines = run.stderr.split("\n");
    const start = lines.findIndex((line) => line.startsWith("warning: before launch, "));
    expect(lines[start]).toContain(
      `${items.length} details for the company to fill in, confirm or replace`,
    );
    expect(lines.slice(start + 1, start + 1 + items.length)).toEqual(
      items.map((item) =>
        expect.stringMatching(
          new RegExp(`^ {2}- ${escape(item.file)}, field "${escape(item.field)}" \\(.+\\): \\w`),
        ),
      ),
    );
    expect(loadContent(dir).warnings).toContain(launchWarning(items));
  }, 60_000);

  it("lists none once the owner has filled in or confirmed each item", () => {
    const items = readLaunchItems(dir);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) closeItem(dir, item);

    expect(readLaunchItems(dir)).toEqual([]);
    const run = checkContent();
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/content: \d+ projects/);
    expect(run.stderr).not.toMatch(/before launch/);
  }, 60_000);
});

describe("the samples and the drawings on the launch checklist", () => {
  let copy: string;
  beforeAll(() => {
    copy = copyContent();
  });
  afterAll(() => rmSync(path.dirname(copy), { recursive: true, force: true }));

  it("lists every project, testimonial and diary entry marked as a sample, by its file", () => {
    const samples = readLaunchItems(copy).filter((item) => item.state === "sample");
    const { projects, testimonials, diary } = loadContent(copy);
    const marked = [
      ...projects
        .filter((project) => project.sample)
        .map((p) => `content/projects/${p.key}/index.en.md`),
      ...diary.filter((entry) => entry.sample).map((entry) => `content/diary/${entry.key}.yaml`),
    ];
    expect(marked.length).toBeGreaterThan(0);
    expect(samples.map((item) => item.file)).toEqual(expect.arrayContaining(marked));
    const quoted = testimonials.filter((testimonial) => testimonial.sample);
    expect(samples.filter((item) => item.file === "content/testimonials.yaml")).toHaveLength(
      quoted.length,
    );
    for (const { name } of quoted)
      expect(
        samples.some((item) => item.labels.at(-1)?.en === name),
        name,
      ).toBe(true);
  });

  it("lists the drawings each project and diary entry shows as its pictures, one item per field", () => {
    const drawings = readLaunchItems(copy).filter((item) => item.state === "drawing");
    const { projects } = loadContent(copy);
    for (const project of projects) {
      const gallery = drawings.find(
        (item) => item.entry === project.key && item.field === "gallery",
      );
      // copyContent draws every image: every picture of every gallery is a drawing.
      expect(gallery?.images, project.key).toEqual(project.gallery.map(({ image }) => image));
      expect(gallery?.labels.at(-1)?.en).toBe(
        `${project.gallery.length} of ${project.gallery.length} pictures`,
      );
    }
    expect(drawings.some((item) => item.collection === "diary")).toBe(true);

    // A photo in place of one drawing: one fewer, and the count says so.
    const [first] = projects;
    const image = first!.gallery[0]!.image;
    writeFileSync(path.join(copy, "images", `${image}.jpg`), "");
    const after = readLaunchItems(copy).find(
      (item) => item.entry === first!.key && item.field === "gallery",
    );
    expect(after?.images).not.toContain(image);
    expect(after?.labels.at(-1)?.es).toBe(
      `${first!.gallery.length - 1} de ${first!.gallery.length} imágenes`,
    );
  });
});
