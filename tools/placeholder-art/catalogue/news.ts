import type { SceneRecipe } from "../scenes/types";
import type { CatalogueEntry } from "./types";

function item(slug: string, kind: string, seed: number, view: string): CatalogueEntry {
  const scene: SceneRecipe = { kind: `editorial-${kind}`, seed, options: { view } };
  return { id: `news/${slug}`, scene };
}

/** One image per news item, matching its category. */
export const news: CatalogueEntry[] = [
  item("build-timeline", "site", 201, "frame"),
  item("permit-process", "desk", 202, "permit-folder"),
  item("property-tax", "desk", 203, "cadastral"),
  item("hillside-lots", "site", 204, "hillside"),
  item("coastal-corrosion", "land", 205, "corrosion"),
  item("design-build-vs-bid", "desk", 206, "drafting"),
  item("rainy-season", "site", 207, "rain"),
  item("water-setena", "site", 208, "water"),
  item("sustainable-materials", "roof", 209, "materials"),
  item("site-safety", "site", 210, "safety"),
  item("turnkey-delivery", "interior", 211, "kitchen"),
  item("solar-energy", "roof", 212, "solar"),
  item("seismic-design", "site", 213, "seismic"),
  item("choosing-a-lot", "land", 214, "lots"),
  item("concrete-quality", "site", 215, "pour"),
  item("budgeting", "desk", 216, "budget"),
  item("video-villa-tour", "villa", 217, "dusk"),
  item("video-site-walk", "site", 218, "walk"),
  item("video-pool-build", "site", 219, "pool"),
  item("video-materials", "desk", 220, "samples"),
  // The picture a new article starts with, until the owner chooses a photo (cms/save-rules.ts).
  item("office-desk", "desk", 221, "permits"),
];
