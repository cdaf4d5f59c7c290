import { useEffect, useState } from "react";
import { withAlt, type ImageAsset, type ImageFile } from "~/lib/images";

// One chunk per project's image manifest, fetched when its project opens: the
// gallery is never on screen at first paint, and inlining a dozen images'
// previews in the page would weigh more than the page itself.
const manifests = import.meta.glob<Record<string, ImageFile>>(
  "../../generated/images/projects/*.ts",
  { import: "images" },
);

const cache = new Map<string, Promise<ImageAsset[]>>();
const ready = new Map<string, ImageAsset[]>();

/** The folder of a gallery's photos, `projects/<folder>`: the name of its manifest. */
function folderOf(gallery: readonly { id: string }[]): string {
  return gallery[0]?.id.split("/").slice(0, -1).join("/") ?? "";
}

const manifestOf = (folder: string) => manifests[`../../generated/images/${folder}.ts`];

/**
 * The images of a gallery, in its order, with their alt text; the same
 * promise every time. A project's photos live in one folder
 * (`projects/<folder>/01`), whose manifest is one chunk. The project's page
 * starts it before it hydrates (app/arrival.ts), a navigation to a project
 * with the project's data (routes/project.tsx), so "View Photo Gallery"
 * opens at once.
 */
export function galleryImages(
  gallery: readonly { id: string; alt: string }[],
): Promise<ImageAsset[]> {
  const folder = folderOf(gallery);
  let promise = cache.get(folder);
  if (!promise) {
    const load = manifestOf(folder);
    promise = load
      ? load().then((manifest) => {
          const images = gallery.map(({ id, alt }) => {
            const image = manifest[id];
            if (!image) throw new Error(`No image ${id}`);
            return withAlt(image, alt);
          });
          ready.set(folder, images);
          return images;
        })
      : Promise.reject(new Error(`No image manifest for ${folder}`));
    cache.set(folder, promise);
  }
  return promise;
}

/**
 * The gallery's images: at once if they have arrived (the open project
 * fetches them while the visitor reads), else undefined until they do. Not
 * `use()`: it suspends on the first read of any promise, even a settled one,
 * and React then holds the reveal back by up to 300 ms, which a tap on "View
 * Photo Gallery" would feel. A manifest that fails to load throws, for the
 * error boundary.
 */
export function useGalleryImages(gallery: readonly { id: string; alt: string }[]) {
  const [images, setImages] = useState(() => ready.get(folderOf(gallery)));
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (images) return;
    let live = true;
    galleryImages(gallery).then(
      (loaded) => live && setImages(loaded),
      (failed: unknown) => live && setError(failed ?? new Error("gallery images")),
    );
    return () => {
      live = false;
    };
  }, [gallery, images]);
  if (error) throw error;
  return images;
}
