import type { SceneRecipe } from "../../../../scripts/images/scenes/types";
import type { CatalogueEntry } from "./types";

function scene(kind: string, seed: number, view: string): SceneRecipe {
  return { kind: `editorial-${kind}`, seed, options: { view } };
}

/** The home page's service sections: one large image beside each text. */
export const services: CatalogueEntry[] = [
  {
    id: "services/luxury-villas",
    alt: {
      en: "Modern two-storey villa with timber louvres and an infinity pool reaching towards the Pacific, palms on the lawn",
      es: "Villa moderna de dos pisos con celosías de madera y piscina infinita que se asoma al Pacífico, con palmeras en el jardín",
    },
    scene: scene("villa", 101, "pool"),
  },
  {
    id: "services/renovations",
    alt: {
      en: "Room mid-renovation: a new timber ceiling half fixed, a stepladder, fresh plaster patches and a wall opened to a wider sea view",
      es: "Sala en plena remodelación: cielo raso de madera a medio instalar, escalera, parches de repello y una pared abierta hacia el mar",
    },
    scene: scene("interior", 102, "renovation"),
  },
  {
    id: "services/permits",
    alt: {
      en: "Desk seen from above with rolled plans, a stamped permit set, a survey stake, a tape measure and a closed laptop",
      es: "Escritorio visto desde arriba con planos enrollados, un juego de planos sellado, una estaca de topografía, cinta métrica y laptop",
    },
    scene: scene("desk", 103, "permits"),
  },
  {
    id: "services/turnkey",
    alt: {
      en: "Furnished living room opening onto the pool terrace at sunset, a set of keys waiting on the coffee table",
      es: "Sala amueblada que se abre a la terraza con piscina al atardecer, con las llaves esperando sobre la mesa de centro",
    },
    scene: scene("interior", 104, "living"),
  },
];
