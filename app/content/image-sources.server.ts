import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { sourceOfFiles } from "../lib/drawings";
import { slugify } from "../lib/slugify";
import { imageIdFromPath } from "./fields";
import { imageExtensions } from "./rules";
import type { ContentFiles } from "./read.server";

const extensions = imageExtensions.map((extension) => `.${extension}`);

/**
 * Every image under a folder, by its id (imageIdFromPath): the files that
 * give it, relative to the folder. A photo and a drawing may share an id
 * (the photo wins); two photos, or two drawings, may not.
 */
export function imageSources(imagesDir: string): Map<string, string[]> {
  const sources = new Map<string, string[]>();
  if (!existsSync(imagesDir)) return sources;
  for (const entry of readdirSync(imagesDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !extensions.includes(path.extname(entry.name).toLowerCase())) continue;
    const file = path
      .relative(imagesDir, path.join(entry.parentPath, entry.name))
      .split(path.sep)
      .join("/");
    const id = imageIdFromPath(file.normalize("NFC").replace(/\.[^.]+$/, ""));
    if (id) sources.set(id, [...(sources.get(id) ?? []), file].sort());
  }
  return sources;
}

/** Every image id under a folder: its path without the extension ("news/permit-process"). */
export function listImageIds(imagesDir: string): Set<string> {
  return new Set(imageSources(imagesDir).keys());
}

/** The images of content/images, and those of them still drawings (no photo of their name). */
export interface ContentImages {
  images: Set<string>;
  drawings: Set<string>;
}

/**
 * The images of content/images, by id, naming a folder the pipeline cannot
 * name and two files that give one image. An image is a drawing while no
 * photo of its name is there, by the image pipeline's rule (lib/drawings.ts).
 */
export function readImages(files: ContentFiles): ContentImages {
  const sources = imageSources(path.join(files.dir, "images"));
  for (const folder of new Set([...sources.values()].flat().map(path.posix.dirname))) {
    if (folder.split("/").some((part) => slugify(part) !== part))
      files.problems.push(
        `content/images/${folder}/: name a folder of images with lower-case letters a to z, digits and hyphens (the editor's folders already are)`,
      );
  }
  for (const [id, found] of sources) {
    const photos = found.filter((file) => !file.toLowerCase().endsWith(".svg"));
    const drawings = found.filter((file) => file.toLowerCase().endsWith(".svg"));
    for (const same of [photos, drawings]) {
      if (same.length > 1)
        files.problems.push(
          `content/images/${same.join(" and content/images/")}: these files give the same image "${id}" (names are read without case, accents or punctuation); rename or remove one`,
        );
    }
  }
  const drawings = [...sources].filter(([, found]) => sourceOfFiles(found) === "drawing");
  return { images: new Set(sources.keys()), drawings: new Set(drawings.map(([id]) => id)) };
}
