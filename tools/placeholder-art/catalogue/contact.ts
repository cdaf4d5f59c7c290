import type { CatalogueEntry } from "./types";

/** The contact panel's backdrop: dark enough for white text. */
export const contact: CatalogueEntry[] = [
  {
    id: "contact/get-in-touch",
    scene: { kind: "signature-villa", seed: 6, options: { view: "sunset", darken: true } },
  },
];
