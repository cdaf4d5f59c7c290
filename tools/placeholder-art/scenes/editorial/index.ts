/** The editorial scene kinds: services and news illustrations. */
import type { SceneRecipe } from "../types";
import { compact, type Size } from "./common";
import { deskScene } from "./desk";
import { villaExterior } from "./exterior";
import { interiorScene } from "./interior";
import { landScene } from "./land";
import { roofScene } from "./roof";
import { siteScene } from "./site";

const kinds: Record<string, (recipe: SceneRecipe, size: Size) => string> = {
  "editorial-villa": villaExterior,
  "editorial-site": siteScene,
  "editorial-roof": roofScene,
  "editorial-land": landScene,
  "editorial-interior": interiorScene,
  "editorial-desk": deskScene,
};

/** Every editorial scene kind; each returns a complete SVG document. */
export const editorialScenes: Record<string, (recipe: SceneRecipe, size: Size) => string> =
  Object.fromEntries(
    Object.entries(kinds).map(([kind, draw]) => [
      kind,
      (recipe: SceneRecipe, size: Size) => compact(draw(recipe, size)),
    ]),
  );
