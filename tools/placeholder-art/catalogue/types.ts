import type { SceneRecipe } from "../scenes/types";

/**
 * A placeholder to draw. `id` is the image's path under content/images
 * without the extension ("projects/casa-horizonte/01"); the drawing is
 * written there as .svg unless a photo of the same name exists. The alt text
 * lives with the content that shows the image.
 */
export interface CatalogueEntry {
  id: string;
  /** How the placeholder .svg is drawn. Ignored once a photo replaces it. */
  scene: SceneRecipe;
}
