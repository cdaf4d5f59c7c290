import type { ImageAsset } from "~/lib/images";

// One chunk per project's image manifest, fetched when its project opens: the
// gallery is never on screen at first paint, and inlining a dozen images'
// previews and alt texts in the page would weigh more than the page itself.
const manifests = import.meta.glob<Record<string, ImageAsset>>(
  "../../generated/images/projects/*.ts",
  { import: "images" },
);

const cache = new Map<string, Promise<ImageAsset[]>>();

/** The images of a gallery, in its order; the same promise every time, for `use`. */
export function galleryImages(slug: string, ids: readonly string[]): Promise<ImageAsset[]> {
  let promise = cache.get(slug);
  if (!promise) {
    const load = manifests[`../../generated/images/projects/${slug}.ts`];
    promise = load
      ? load().then((images) =>
          ids.map((id) => {
            const image = images[id];
            if (!image) throw new Error(`No image ${id}`);
            return image;
          }),
        )
      : Promise.reject(new Error(`No image manifest for ${slug}`));
    cache.set(slug, promise);
  }
  return promise;
}
