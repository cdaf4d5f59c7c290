import type { ImageFile } from "~/lib/images";

// Every image's files, from the manifests the image pipeline writes
// (scripts/images/build-images.ts). Loaders join them with the alt text of
// the content that shows them; the editor's preview (cms/preview.tsx), built
// after the pipeline has run, draws the same files.
const manifests = import.meta.glob<Record<string, ImageFile>>("../generated/images/**/*.ts", {
  eager: true,
  import: "images",
});

const files: Record<string, ImageFile> = Object.assign({}, ...Object.values(manifests));

/** An image's files by id ("projects/villa-cielo/01"), if the pipeline has made them. */
export function builtImage(id: string): ImageFile | undefined {
  return Object.hasOwn(files, id) ? files[id] : undefined;
}

/** An image's files by id; the content check makes sure it exists. */
export function imageFile(id: string): ImageFile {
  const file = builtImage(id);
  if (!file) throw new Error(`No image "${id}": run the image pipeline (npm run images)`);
  return file;
}
