import type { CatalogueEntry } from "./types";

/** The default link preview (1200 × 630). */
export const og: CatalogueEntry[] = [
  {
    id: "og/default",
    alt: {
      en: "Modern villa with an infinity pool at golden hour overlooking the Pacific",
      es: "Villa moderna con piscina infinita en la hora dorada frente al Pacífico",
    },
    scene: { kind: "signature-villa", seed: 7, options: { view: "og", width: 1200, height: 630 } },
  },
];
