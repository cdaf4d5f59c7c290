import type { CatalogueEntry } from "./types";

/** The default link preview (1200 × 630). */
export const og: CatalogueEntry[] = [
  {
    id: "og/default",
    scene: { kind: "signature-villa", seed: 7, options: { view: "og", width: 1200, height: 630 } },
  },
];
