import { withAlt, type ImageAsset, type ImageFile } from "~/lib/images";

// One chunk per project's image manifest, fetched when its project opens: the
// gallery is never on screen at first paint, and inlining a dozen images'
// previews in the page would weigh more than the page itself.
const manifests = import.meta.glob<Record<string, ImageFile>>(
  "../../generated/images/projects/*.ts",
  { import: "images" },
);

const cache = new Map<string, Promise<ImageAsset[]>>();

/**
 * The images of a gallery, in its order, with their alt text; the same
 * promise every time, for `use`. A project's photos live in one folder
 * (`projects/<folder>/01`), whose manifest is one chunk.
 */
export function galleryImages(
  gallery: readonly { id: string; alt: string }[],
): Promise<ImageAsset[]> {
  const folder = gallery[0]?.id.split("/").slice(0, -1).join("/") ?? "";
  let promise = cache.get(folder);
  if (!promise) {
    const load = manifests[`../../generated/images/${folder}.ts`];
    promise = load
      ? load().then((images) =>
          gallery.map(({ id, alt }) => {
            const image = images[id];
            if (!image) throw new Error(`No image ${id}`);
            return withAlt(image, alt);
          }),
        )
      : Promise.reject(new Error(`No image manifest for ${folder}`));
    cache.set(folder, promise);
  }
  return promise;
}
