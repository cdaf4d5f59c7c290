import type { SceneRecipe } from "../scenes/types";
import type { CatalogueEntry } from "./types";

function scene(kind: string, seed: number, view: string): SceneRecipe {
  return { kind: `editorial-${kind}`, seed, options: { view } };
}

/** The home page's service sections: one large image beside each text. */
export const services: CatalogueEntry[] = [
  {
    id: "services/luxury-villas",
    scene: scene("villa", 101, "pool"),
  },
  {
    id: "services/renovations",
    scene: scene("interior", 102, "renovation"),
  },
  {
    id: "services/permits",
    scene: scene("desk", 103, "permits"),
  },
  {
    id: "services/turnkey",
    scene: scene("interior", 104, "living"),
  },
];
