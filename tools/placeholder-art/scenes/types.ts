/**
 * A scene recipe: everything the generator needs to draw one image
 * deterministically. The scene library in this folder defines the kinds.
 */
export interface SceneRecipe {
  /** Which scene function draws it, e.g. "villa-exterior". */
  kind: string;
  /** Seeds every random choice, so the same recipe always draws the same picture. */
  seed: number;
  /** Free-form options understood by that scene kind (time of day, viewpoint, stage...). */
  options?: Record<string, string | number | boolean>;
}
