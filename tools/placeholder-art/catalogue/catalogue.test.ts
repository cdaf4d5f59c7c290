import { describe, expect, it } from "vitest";
import { listImageIds } from "../../../app/content/content.server";
import { imagesDir } from "../generate";
import { catalogue } from "./index";

// The catalogue is the placeholder drawer's list of recipes. The site itself
// finds its images by folder (content/images) and their alt text in content.

describe("placeholder catalogue", () => {
  it("names every image once", () => {
    const ids = catalogue.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("has a recipe only for images the site has", () => {
    const ids = listImageIds(imagesDir);
    expect(catalogue.map((entry) => entry.id).filter((id) => !ids.has(id))).toEqual([]);
  });
});
