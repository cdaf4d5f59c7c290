import type { CatalogueEntry } from "./types";

/** The contact panel's backdrop: dark enough for white text. */
export const contact: CatalogueEntry[] = [
  {
    id: "contact/get-in-touch",
    alt: {
      en: "Sunset over the Pacific from a villa terrace, two loungers facing the pool and the sea",
      es: "Atardecer sobre el Pacífico desde la terraza de una villa, con dos tumbonas frente a la piscina y el mar",
    },
    scene: { kind: "signature-villa", seed: 6, options: { view: "sunset", darken: true } },
  },
];
