import type { SceneRecipe } from "../scenes/types";
import type { CatalogueEntry } from "./types";

/** One gallery image: `n` is its position (01 = cover). */
function shot(project: string, n: number, scene: SceneRecipe): CatalogueEntry {
  return { id: `projects/${project}/${String(n).padStart(2, "0")}`, scene };
}

/** An exterior or construction view of a project's fixed model. */
function view(project: string, seed: number, options: SceneRecipe["options"]): SceneRecipe {
  return { kind: "project", seed, options: { project, ...options } };
}

/** An interior of a project, looking out to its site. */
function room(seed: number, options: SceneRecipe["options"]): SceneRecipe {
  return { kind: "interior", seed, options };
}

const H = "casa-horizonte";
const P = "villa-las-palmas";
const C = "casa-cascada";
const B = "bungalows-playa-hermosa";
const V = "villa-cielo";
const T = "plaza-teresa";
const S = "hotel-selva";
const N = "nave-industrial-san-jose";

export const projects: CatalogueEntry[] = [
  // Casa Horizonte: still under construction; the design views and the site's stages.
  shot(H, 1, view(H, 1, { view: "cover" })),
  shot(H, 2, view(H, 2, { view: "terrace" })),
  shot(H, 3, room(3, { room: "living", outlook: "sea", time: "golden", wall: "concrete" })),
  shot(H, 4, view(H, 4, { view: "pool" })),
  shot(H, 5, view(H, 5, { view: "site", stage: "excavation" })),
  shot(H, 6, view(H, 6, { view: "site", stage: "foundation" })),
  shot(H, 7, view(H, 7, { view: "site", stage: "frame" })),
  shot(H, 8, view(H, 8, { view: "siteLow", stage: "roof" })),
  shot(H, 9, view(H, 9, { view: "site", stage: "glazing" })),
  shot(H, 10, view(H, 10, { view: "night" })),

  // Villa Las Palmas.
  shot(P, 1, view(P, 1, { view: "cover" })),
  shot(P, 2, view(P, 2, { view: "front" })),
  shot(P, 3, view(P, 3, { view: "dusk" })),
  shot(
    P,
    4,
    room(14, { room: "living", outlook: "palms", time: "day", wall: "render", floor: "#d6cfc2" }),
  ),
  shot(
    P,
    5,
    room(15, { room: "kitchen", outlook: "palms", time: "day", wall: "render", floor: "#d6cfc2" }),
  ),
  shot(
    P,
    6,
    room(16, {
      room: "bedroom",
      outlook: "palms",
      time: "golden",
      wall: "render",
      floor: "#d6cfc2",
    }),
  ),
  shot(P, 7, view(P, 7, { view: "louvres" })),
  shot(P, 8, view(P, 8, { view: "pool" })),
  // Before the renovation, from where 02 was drawn: the two make its comparison.
  { id: `projects/${P}/before`, scene: view(P, 2, { view: "front", stage: "before" }) },

  // Casa Cascada.
  shot(C, 1, view(C, 1, { view: "cover" })),
  shot(C, 2, view(C, 2, { view: "dusk" })),
  shot(C, 3, view(C, 3, { view: "roof" })),
  shot(C, 4, room(24, { room: "living", outlook: "jungle", time: "day", wall: "stone" })),
  shot(C, 5, view(C, 5, { view: "stair" })),
  shot(C, 6, view(C, 6, { view: "waterfall" })),
  shot(C, 7, room(27, { room: "bedroom", outlook: "jungle", time: "dawn", wall: "concrete" })),

  // Bungalows Playa Hermosa.
  shot(B, 1, view(B, 1, { view: "cover" })),
  shot(B, 2, view(B, 2, { view: "deck" })),
  shot(
    B,
    3,
    room(33, { room: "bedroom", outlook: "beach", time: "day", wall: "timber", floor: "#cbbfa9" }),
  ),
  shot(B, 4, view(B, 4, { view: "day" })),
  shot(B, 5, view(B, 5, { view: "detail" })),
  shot(B, 6, view(B, 6, { view: "night" })),
  // The lot before building, from where 04 was drawn: the two make its comparison.
  { id: `projects/${B}/before`, scene: view(B, 4, { view: "day", stage: "lot" }) },

  // Villa Cielo.
  shot(V, 1, view(V, 1, { view: "cover" })),
  shot(V, 2, view(V, 2, { view: "garden" })),
  shot(V, 3, view(V, 3, { view: "dusk" })),
  shot(V, 4, view(V, 4, { view: "night" })),
  shot(V, 5, view(V, 5, { view: "pool" })),
  shot(
    V,
    6,
    room(46, { room: "living", outlook: "sea", time: "golden", wall: "stone", floor: "#c9c0b2" }),
  ),
  shot(
    V,
    7,
    room(47, { room: "kitchen", outlook: "sea", time: "day", wall: "stone", floor: "#c9c0b2" }),
  ),
  shot(
    V,
    8,
    room(48, { room: "bedroom", outlook: "sea", time: "dawn", wall: "render", floor: "#c9c0b2" }),
  ),
  shot(
    V,
    9,
    room(49, { room: "bath", outlook: "sea", time: "day", wall: "stone", floor: "#d9d2c6" }),
  ),
  shot(V, 10, view(V, 10, { view: "stair" })),
  shot(V, 11, view(V, 11, { view: "terrace" })),
  shot(
    V,
    12,
    room(52, { room: "dining", outlook: "sea", time: "dusk", wall: "stone", floor: "#c9c0b2" }),
  ),
  shot(V, 13, view(V, 13, { view: "aerial" })),

  // Plaza Teresa.
  shot(T, 1, view(T, 1, { view: "cover" })),
  shot(T, 2, view(T, 2, { view: "corner" })),
  shot(T, 3, view(T, 3, { view: "dusk" })),
  shot(
    T,
    4,
    room(64, { room: "cowork", outlook: "town", time: "day", wall: "concrete", floor: "#a9a59c" }),
  ),
  shot(T, 5, view(T, 5, { view: "terrace" })),
  shot(T, 6, view(T, 6, { view: "screen" })),

  // Hotel Selva.
  shot(S, 1, view(S, 1, { view: "cover" })),
  shot(S, 2, view(S, 2, { view: "rooms" })),
  shot(S, 3, room(73, { room: "lobby", outlook: "jungle", time: "golden", wall: "timber" })),
  shot(S, 4, view(S, 4, { view: "dusk" })),
  shot(S, 5, room(75, { room: "bedroom", outlook: "jungle", time: "day", wall: "timber" })),
  shot(S, 6, view(S, 6, { view: "boardwalk" })),
  shot(S, 7, view(S, 7, { view: "restaurant" })),
  shot(S, 8, view(S, 8, { view: "night" })),

  // Nave Industrial San José.
  shot(N, 1, view(N, 1, { view: "cover" })),
  shot(N, 2, view(N, 2, { view: "frame" })),
  shot(N, 3, view(N, 3, { view: "interior" })),
  shot(N, 4, view(N, 4, { view: "detail" })),
];
