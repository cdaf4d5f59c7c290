import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { chooseSource } from "../../../../scripts/images/pipeline";
import { catalogue } from "./index";

const imagesDir = fileURLToPath(new URL("../", import.meta.url));
const generatedDir = fileURLToPath(new URL("../../../generated/images/", import.meta.url));

function filesIn(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

describe("image catalogue", () => {
  it("names every image once", () => {
    const ids = catalogue.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("has a source file for every image", () => {
    const missing = catalogue
      .filter(
        (entry) => !chooseSource(entry.id, filesIn(path.join(imagesDir, path.dirname(entry.id)))),
      )
      .map((entry) => entry.id);
    expect(missing).toEqual([]);
  });

  it("describes every image in English and Spanish", () => {
    for (const { id, alt } of catalogue) {
      expect(alt.en.trim().length, id).toBeGreaterThan(10);
      expect(alt.es.trim().length, id).toBeGreaterThan(10);
      expect(alt.es, id).not.toBe(alt.en);
    }
  });

  it("covers the heroes, the contact panel, the services and a preview base", () => {
    const ids = new Set(catalogue.map((entry) => entry.id));
    for (const id of [
      "hero/home",
      "hero/about",
      "hero/projects",
      "hero/news",
      "hero/contact",
      "contact/get-in-touch",
      "og/default",
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
  });

  it("gives each of the 8 projects a gallery of 4 to 13 images", () => {
    const galleries = new Map<string, number>();
    for (const { id } of catalogue.filter((entry) => entry.id.startsWith("projects/"))) {
      const project = id.split("/")[1] ?? "";
      galleries.set(project, (galleries.get(project) ?? 0) + 1);
    }
    expect(galleries.size).toBe(8);
    for (const [project, count] of galleries) {
      expect(count, project).toBeGreaterThanOrEqual(4);
      expect(count, project).toBeLessThanOrEqual(13);
    }
  });

  it("has an up-to-date manifest entry for every image (run npm run images)", async () => {
    const modules = import.meta.glob<{ images: Record<string, unknown> }>(
      "../../../generated/images/**/*.ts",
    );
    const ids = new Set<string>();
    for (const load of Object.values(modules)) {
      for (const id of Object.keys((await load()).images)) ids.add(id);
    }
    expect([...ids].sort()).toEqual(catalogue.map((entry) => entry.id).sort());
    expect(filesIn(generatedDir).length).toBeGreaterThan(0);
  });
});
