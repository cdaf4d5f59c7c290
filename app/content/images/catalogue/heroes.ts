import type { CatalogueEntry } from "./types";

/** Page heroes: large, with a calm left third where the headline sits. */
export const heroes: CatalogueEntry[] = [
  {
    id: "hero/home",
    alt: {
      en: "Modern tropical villa with an infinity pool at golden hour, palms and the Pacific Ocean beyond",
      es: "Villa tropical moderna con piscina infinita en la hora dorada, palmeras y el océano Pacífico al fondo",
    },
    scene: { kind: "signature-villa", seed: 1, options: { view: "hero" } },
  },
  {
    id: "hero/about",
    alt: {
      en: "A villa on a hillside at dawn: one wing finished in glass and concrete, the upper floor still a frame in scaffolding",
      es: "Villa en una ladera al amanecer: un ala terminada en vidrio y concreto, el piso superior aún en obra gris con andamios",
    },
    scene: { kind: "project", seed: 2, options: { project: "casa-horizonte", view: "about" } },
  },
  {
    id: "hero/projects",
    alt: {
      en: "Modern villas stepped down a jungle hillside above the ocean in the warm light of sunset",
      es: "Villas modernas escalonadas en una ladera de selva sobre el mar, con la luz cálida del atardecer",
    },
    scene: { kind: "project", seed: 3, options: { project: "coast-hillside", view: "hero" } },
  },
  {
    id: "hero/news",
    alt: {
      en: "Drafting table with plans and a white architectural model beside a large window onto the jungle",
      es: "Mesa de dibujo con planos y una maqueta blanca junto a un gran ventanal que da a la selva",
    },
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
    alt: {
      en: "The Santa Teresa coastline at dusk seen from a villa terrace, under the roof overhang beside the pool",
      es: "La costa de Santa Teresa al anochecer vista desde la terraza de una villa, bajo el alero junto a la piscina",
    },
    scene: { kind: "signature-villa", seed: 5, options: { view: "coast" } },
  },
];
