import type { CatalogueEntry } from "./types";

/** Page heroes: large, with a calm left third where the headline sits. */
export const heroes: CatalogueEntry[] = [
  {
    id: "hero/home",
    scene: { kind: "signature-villa", seed: 1, options: { view: "hero" } },
  },
  {
    id: "hero/about",
    scene: { kind: "project", seed: 2, options: { project: "casa-horizonte", view: "about" } },
  },
  {
    id: "hero/projects",
    scene: { kind: "project", seed: 3, options: { project: "coast-hillside", view: "hero" } },
  },
  {
    id: "hero/news",
    scene: {
      kind: "interior",
      seed: 4,
      options: {
        room: "studio",
        outlook: "jungle",
        camX: -1.8,
        yaw: 4,
        time: "day",
        wall: "render",
      },
    },
  },
  {
    id: "hero/contact",
    scene: { kind: "signature-villa", seed: 5, options: { view: "coast" } },
  },
];
