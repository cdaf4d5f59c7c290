import type { Localized } from "~/content/types";
import type { SceneRecipe } from "../../../../scripts/images/scenes/types";

/**
 * One image of the site. `id` is its path under app/content/images without the
 * extension ("projects/casa-horizonte/01"); the source is the file with that
 * name: a photo (.jpg, .jpeg, .png, .webp) if there is one, else the
 * generated .svg. `alt` describes what the image shows, in both languages.
 */
export interface CatalogueEntry {
  id: string;
  alt: Localized<string>;
  /** How the placeholder .svg is drawn. Ignored once a photo replaces it. */
  scene: SceneRecipe;
}
