/**
 * The bench's photograph mode (`npm run bench -- --photos`): a copy of the
 * content in which every drawing under images/ is replaced by one of the
 * photographs in bench/photos/, and every reference to it names the photo.
 * The build reads the copy through CONTENT_DIR; the drawings stay the
 * default content.
 */
import { cp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

export interface Photo {
  file: string;
  width: number;
}

/** Groups whose images fill a screen: they get only photographs this wide or wider. */
const fullWidth = { groups: ["hero", "contact", "og", "projects"], minWidth: 1600 };

/**
 * Which photograph replaces each drawing: in id order, in turn, the large ones
 * for images that fill a screen (heroes, panels, projects), any for the rest.
 */
export function assignPhotos(ids: readonly string[], photos: readonly Photo[]) {
  const byName = [...photos].sort((a, b) => a.file.localeCompare(b.file));
  const large = byName.filter((photo) => photo.width >= fullWidth.minWidth);
  if (large.length === 0) throw new Error("bench/photos has no photograph 1600 px wide or wider");
  const turns = new Map<readonly Photo[], number>();
  const next = (set: readonly Photo[]) => {
    const turn = turns.get(set) ?? 0;
    turns.set(set, turn + 1);
    return set[turn % set.length]!;
  };
  return new Map(
    [...ids]
      .sort()
      .map((id) => [
        id,
        next(fullWidth.groups.includes(id.split("/")[0] ?? "") ? large : byName).file,
      ]),
  );
}

/** A content file with every `/content/images/<id>.svg` that has a photo renamed to `.jpg`. */
export function renameReferences(text: string, replaced: ReadonlySet<string>): string {
  return text.replace(/\/content\/images\/([a-z0-9/-]+)\.svg\b/g, (whole, id: string) =>
    replaced.has(id) ? `/content/images/${id}.jpg` : whole,
  );
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Copies `contentDir` to `outDir` with photographs in place of the drawings.
 * Returns which photo each image id got.
 */
export async function writePhotoContent(contentDir: string, photosDir: string, outDir: string) {
  await rm(outDir, { recursive: true, force: true });
  await cp(contentDir, outDir, { recursive: true });
  const photos: Photo[] = [];
  for (const file of (await readdir(photosDir)).filter((name) => /\.jpe?g$/i.test(name))) {
    const { width = 0 } = await sharp(path.join(photosDir, file)).metadata();
    photos.push({ file, width });
  }
  const imagesDir = path.join(outDir, "images");
  const drawings = (await filesUnder(imagesDir)).filter((file) => file.endsWith(".svg"));
  const ids = drawings.map((file) =>
    path
      .relative(imagesDir, file)
      .split(path.sep)
      .join("/")
      .replace(/\.svg$/, ""),
  );
  const assignment = assignPhotos(ids, photos);
  for (const [id, photo] of assignment) {
    await rm(path.join(imagesDir, `${id}.svg`));
    await cp(path.join(photosDir, photo), path.join(imagesDir, `${id}.jpg`));
  }
  const replaced = new Set(assignment.keys());
  for (const file of await filesUnder(outDir)) {
    if (!/\.(md|ya?ml|json)$/.test(file)) continue;
    const text = await readFile(file, "utf8");
    const renamed = renameReferences(text, replaced);
    if (renamed !== text) await writeFile(file, renamed);
  }
  return assignment;
}
