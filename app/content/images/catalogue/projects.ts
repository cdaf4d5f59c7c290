import type { SceneRecipe } from "../../../../scripts/images/scenes/types";
import type { CatalogueEntry } from "./types";

/** One gallery image: `n` is its position (01 = cover). */
function shot(
  project: string,
  n: number,
  en: string,
  es: string,
  scene: SceneRecipe,
): CatalogueEntry {
  return { id: `projects/${project}/${String(n).padStart(2, "0")}`, alt: { en, es }, scene };
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
  shot(
    H,
    1,
    "Rendering of Casa Horizonte: hillside concrete villa with cantilevered roofs and an infinity pool at golden hour",
    "Render de Casa Horizonte: villa de concreto en ladera con techos en voladizo y piscina infinita en la hora dorada",
    view(H, 1, { view: "cover" }),
  ),
  shot(
    H,
    2,
    "Design view of the pool terrace at dusk: glowing glass wall, infinity pool and the sun setting over the Pacific",
    "Vista del diseño: terraza de la piscina al anochecer, ventanal iluminado y el sol poniéndose sobre el Pacífico",
    view(H, 2, { view: "terrace" }),
  ),
  shot(
    H,
    3,
    "Design view of the living room: concrete floor, timber ceiling and full-height glass facing the ocean",
    "Vista del diseño: sala con piso de concreto, cielo de madera y ventanales de piso a techo hacia el mar",
    room(3, { room: "living", outlook: "sea", time: "golden", wall: "concrete" }),
  ),
  shot(
    H,
    4,
    "Design view at the infinity edge: the pool water meets the Pacific under a low golden sun",
    "Vista del diseño a ras del borde infinito: el agua de la piscina se une con el Pacífico bajo el sol dorado",
    view(H, 4, { view: "pool" }),
  ),
  shot(
    H,
    5,
    "Excavation of the hillside pad: concrete retaining wall, an excavator and heaps of earth",
    "Excavación de la terraza en la ladera: muro de contención de concreto, excavadora y montículos de tierra",
    view(H, 5, { view: "site", stage: "excavation" }),
  ),
  shot(
    H,
    6,
    "Foundation slab with its rebar mesh and column starter bars on the excavated pad",
    "Losa de cimentación con su malla de varilla y los arranques de columnas sobre la terraza excavada",
    view(H, 6, { view: "site", stage: "foundation" }),
  ),
  shot(
    H,
    7,
    "Concrete frame of the lower level wrapped in scaffolding, with props under the new slab",
    "Estructura de concreto del primer nivel rodeada de andamios, con puntales bajo la losa recién colada",
    view(H, 7, { view: "site", stage: "frame" }),
  ),
  shot(
    H,
    8,
    "Both roof slabs cast with their cantilevers, scaffolding around the structure at dawn",
    "Ambas losas de techo coladas con sus voladizos y andamios alrededor de la estructura al amanecer",
    view(H, 8, { view: "siteLow", stage: "roof" }),
  ),
  shot(
    H,
    9,
    "Glazing stage: glass walls installed, scaffolding on one side and the empty pool shell",
    "Etapa de vidriería: ventanales instalados, andamio en un costado y el vaso de la piscina aún vacío",
    view(H, 9, { view: "site", stage: "glazing" }),
  ),
  shot(
    H,
    10,
    "Design view of the finished villa at night, warm light behind the glass above the pool",
    "Vista del diseño de la villa terminada de noche, con luz cálida tras los ventanales sobre la piscina",
    view(H, 10, { view: "night" }),
  ),

  // Villa Las Palmas.
  shot(
    P,
    1,
    "Single-level white villa with timber louvres and a long lap pool among palms at golden hour",
    "Villa blanca de un nivel con celosías de madera y una larga piscina de nado entre palmeras en la hora dorada",
    view(P, 1, { view: "cover" }),
  ),
  shot(
    P,
    2,
    "Villa Las Palmas by day: timber louvre screen along the glass, lap pool and coconut palms",
    "Villa Las Palmas de día: celosía de madera a lo largo del vidrio, piscina de nado y palmeras de coco",
    view(P, 2, { view: "front" }),
  ),
  shot(
    P,
    3,
    "The villa at dusk, its louvres and glass glowing warm behind the lap pool",
    "La villa al anochecer, con sus celosías y ventanales encendidos detrás de la piscina de nado",
    view(P, 3, { view: "dusk" }),
  ),
  shot(
    P,
    4,
    "Living room with white walls, timber ceiling and sliding glass open to the palms",
    "Sala con paredes blancas, cielo de madera y puertas de vidrio corredizas abiertas hacia las palmeras",
    room(14, { room: "living", outlook: "palms", time: "day", wall: "render", floor: "#d6cfc2" }),
  ),
  shot(
    P,
    5,
    "Kitchen with a timber island, stone counter and pendant lights, palms beyond the glass",
    "Cocina con isla de madera, sobre de piedra y lámparas colgantes, con palmeras tras el vidrio",
    room(15, { room: "kitchen", outlook: "palms", time: "day", wall: "render", floor: "#d6cfc2" }),
  ),
  shot(
    P,
    6,
    "Bedroom with a low timber bed facing full-height glass and the garden palms",
    "Dormitorio con cama baja de madera frente a ventanales de piso a techo y las palmeras del jardín",
    room(16, {
      room: "bedroom",
      outlook: "palms",
      time: "golden",
      wall: "render",
      floor: "#d6cfc2",
    }),
  ),
  shot(
    P,
    7,
    "Detail of the vertical timber louvres and the deep roof overhang in warm evening light",
    "Detalle de las celosías verticales de madera y el amplio alero con la luz cálida de la tarde",
    view(P, 7, { view: "louvres" }),
  ),
  shot(
    P,
    8,
    "The long lap pool between the stone coping and the villa's timber screen, palms at its end",
    "La larga piscina de nado entre el borde de piedra y la celosía de la villa, con palmeras al final",
    view(P, 8, { view: "pool" }),
  ),

  // Casa Cascada.
  shot(
    C,
    1,
    "Stepped concrete volumes with green roofs on a jungle hillside above the river in Montezuma",
    "Volúmenes escalonados de concreto con techos verdes en una ladera de selva sobre el río en Montezuma",
    view(C, 1, { view: "cover" }),
  ),
  shot(
    C,
    2,
    "Casa Cascada at dusk, its terraced glass rooms glowing against the dark jungle",
    "Casa Cascada al anochecer, con sus espacios de vidrio escalonados encendidos contra la selva oscura",
    view(C, 2, { view: "dusk" }),
  ),
  shot(
    C,
    3,
    "Planted roof of the upper level with timber louvres and the jungle canopy beyond",
    "Techo verde del nivel superior con celosías de madera y el dosel de la selva al fondo",
    view(C, 3, { view: "roof" }),
  ),
  shot(
    C,
    4,
    "Living room with stone walls and full-height glass looking straight into the jungle",
    "Sala con muros de piedra y ventanales de piso a techo que miran directo a la selva",
    room(24, { room: "living", outlook: "jungle", time: "day", wall: "stone" }),
  ),
  shot(
    C,
    5,
    "Concrete stair climbing the hillside between the lower and middle terraces",
    "Escalera de concreto que sube por la ladera entre la terraza inferior y la intermedia",
    view(C, 5, { view: "stair" }),
  ),
  shot(
    C,
    6,
    "The waterfall and river below the house, seen from the lower terrace",
    "La catarata y el río bajo la casa, vistos desde la terraza inferior",
    view(C, 6, { view: "waterfall" }),
  ),
  shot(
    C,
    7,
    "Bedroom with a concrete wall and a timber bed facing a window full of jungle",
    "Dormitorio con muro de concreto y cama de madera frente a un ventanal lleno de selva",
    room(27, { room: "bedroom", outlook: "jungle", time: "dawn", wall: "concrete" }),
  ),

  // Bungalows Playa Hermosa.
  shot(
    B,
    1,
    "Timber-and-concrete beach bungalows with decks among coconut palms at golden hour",
    "Bungalows de madera y concreto con terrazas entre palmeras de coco en la hora dorada",
    view(B, 1, { view: "cover" }),
  ),
  shot(
    B,
    2,
    "Sunset over the Pacific from a bungalow deck, palms on the sand",
    "Atardecer sobre el Pacífico desde la terraza de un bungalow, con palmeras en la arena",
    view(B, 2, { view: "deck" }),
  ),
  shot(
    B,
    3,
    "Bungalow bedroom with timber walls opening onto the deck and the beach",
    "Dormitorio de bungalow con paredes de madera abierto a la terraza y a la playa",
    room(33, { room: "bedroom", outlook: "beach", time: "day", wall: "timber", floor: "#cbbfa9" }),
  ),
  shot(
    B,
    4,
    "The bungalow cluster by day, glass fronts and decks facing the sea under the palms",
    "El conjunto de bungalows de día, con frentes de vidrio y terrazas hacia el mar bajo las palmeras",
    view(B, 4, { view: "day" }),
  ),
  shot(
    B,
    5,
    "Detail of a bungalow's glass corner, timber deck and roof overhang in evening light",
    "Detalle de la esquina de vidrio de un bungalow, su terraza de madera y el alero con luz de tarde",
    view(B, 5, { view: "detail" }),
  ),
  shot(
    B,
    6,
    "The bungalows at night, warm windows glowing among the palms under the stars",
    "Los bungalows de noche, con ventanas cálidas encendidas entre palmeras bajo las estrellas",
    view(B, 6, { view: "night" }),
  ),

  // Villa Cielo.
  shot(
    V,
    1,
    "Two-storey glass villa on a ridge with a long infinity pool at golden hour",
    "Villa de vidrio de dos pisos en una cresta con una larga piscina infinita en la hora dorada",
    view(V, 1, { view: "cover" }),
  ),
  shot(
    V,
    2,
    "Villa Cielo by day from the garden: stacked glass floors under thin concrete roofs",
    "Villa Cielo de día desde el jardín: pisos de vidrio apilados bajo delgadas losas de concreto",
    view(V, 2, { view: "garden" }),
  ),
  shot(
    V,
    3,
    "The villa at dusk seen from the pool, both floors glowing behind the glass",
    "La villa al anochecer vista desde la piscina, con ambos pisos encendidos tras el vidrio",
    view(V, 3, { view: "dusk" }),
  ),
  shot(
    V,
    4,
    "Villa Cielo at night, lit glass floors above the dark infinity pool",
    "Villa Cielo de noche, con los pisos de vidrio iluminados sobre la piscina infinita oscura",
    view(V, 4, { view: "night" }),
  ),
  shot(
    V,
    5,
    "Along the infinity pool towards the sea, the water's edge meeting the horizon",
    "A lo largo de la piscina infinita hacia el mar, con el borde del agua fundido en el horizonte",
    view(V, 5, { view: "pool" }),
  ),
  shot(
    V,
    6,
    "Living room with a timber ceiling and a wall of glass over the pool and the ocean",
    "Sala con cielo de madera y una pared de vidrio sobre la piscina y el océano",
    room(46, { room: "living", outlook: "sea", time: "golden", wall: "stone", floor: "#c9c0b2" }),
  ),
  shot(
    V,
    7,
    "Kitchen with a long stone island and pendant lights, the ocean through the glass",
    "Cocina con larga isla de piedra y lámparas colgantes, con el océano tras el vidrio",
    room(47, { room: "kitchen", outlook: "sea", time: "day", wall: "stone", floor: "#c9c0b2" }),
  ),
  shot(
    V,
    8,
    "Main bedroom at dawn with a timber bed facing the sea through full-height glass",
    "Dormitorio principal al amanecer con cama de madera frente al mar tras ventanales de piso a techo",
    room(48, { room: "bedroom", outlook: "sea", time: "dawn", wall: "render", floor: "#c9c0b2" }),
  ),
  shot(
    V,
    9,
    "Bathroom with a freestanding tub and stone vanity facing the ocean view",
    "Baño con tina exenta y mueble de piedra frente a la vista al océano",
    room(49, { room: "bath", outlook: "sea", time: "day", wall: "stone", floor: "#d9d2c6" }),
  ),
  shot(
    V,
    10,
    "Timber stair rising along a concrete wall to the upper terrace",
    "Escalera de madera que sube junto a un muro de concreto hacia la terraza superior",
    view(V, 10, { view: "stair" }),
  ),
  shot(
    V,
    11,
    "From the upper terrace: the roof edge, the Pacific and the low sun in the late afternoon",
    "Desde la terraza superior: el borde del techo, el Pacífico y el sol bajo al final de la tarde",
    view(V, 11, { view: "terrace" }),
  ),
  shot(
    V,
    12,
    "Dining table under pendant lights with the ocean at dusk beyond the glass",
    "Mesa de comedor bajo lámparas colgantes con el océano al anochecer tras el vidrio",
    room(52, { room: "dining", outlook: "sea", time: "dusk", wall: "stone", floor: "#c9c0b2" }),
  ),
  shot(
    V,
    13,
    "High view of the villa and its pool on the ridge at dawn, jungle falling to the sea",
    "Vista alta de la villa y su piscina en la cresta al amanecer, con la selva bajando hacia el mar",
    view(V, 13, { view: "aerial" }),
  ),

  // Plaza Teresa.
  shot(
    T,
    1,
    "Plaza Teresa: concrete-frame retail and co-working building with timber screens, shops at street level",
    "Plaza Teresa: edificio comercial y de cowork con estructura de concreto, celosías de madera y locales a pie de calle",
    view(T, 1, { view: "cover" }),
  ),
  shot(
    T,
    2,
    "The building's corner in golden light, awnings over the shops and palms along the street",
    "La esquina del edificio con luz dorada, toldos sobre los locales y palmeras a lo largo de la calle",
    view(T, 2, { view: "corner" }),
  ),
  shot(
    T,
    3,
    "Shop fronts glowing at dusk under the timber-screened upper floors",
    "Vitrinas encendidas al anochecer bajo los pisos superiores con celosías de madera",
    view(T, 3, { view: "dusk" }),
  ),
  shot(
    T,
    4,
    "Co-working floor with long timber tables and pendant lights, the street trees beyond",
    "Piso de cowork con largas mesas de madera y lámparas colgantes, con los árboles de la calle al fondo",
    room(64, { room: "cowork", outlook: "town", time: "day", wall: "concrete", floor: "#a9a59c" }),
  ),
  shot(
    T,
    5,
    "Planted roof terrace with trees and planters above the town and the hills",
    "Terraza ajardinada en la azotea con árboles y jardineras sobre el pueblo y las colinas",
    view(T, 5, { view: "terrace" }),
  ),
  shot(
    T,
    6,
    "Detail of the timber screen on the concrete frame in warm afternoon light",
    "Detalle de la celosía de madera sobre la estructura de concreto con luz cálida de la tarde",
    view(T, 6, { view: "screen" }),
  ),

  // Hotel Selva.
  shot(
    S,
    1,
    "Boutique hotel in the jungle: open main pavilion with a timber ceiling beside the pool at golden hour",
    "Hotel boutique en la selva: pabellón principal abierto con cielo de madera junto a la piscina en la hora dorada",
    view(S, 1, { view: "cover" }),
  ),
  shot(
    S,
    2,
    "Timber room pavilions on stilts among the jungle trees, each with its own deck",
    "Pabellones de habitaciones de madera sobre pilotes entre los árboles de la selva, cada uno con su terraza",
    view(S, 2, { view: "rooms" }),
  ),
  shot(
    S,
    3,
    "Lobby with a timber reception desk, lounge sofas and tall plants open to the jungle",
    "Vestíbulo con recepción de madera, sofás y plantas altas abierto hacia la selva",
    room(73, { room: "lobby", outlook: "jungle", time: "golden", wall: "timber" }),
  ),
  shot(
    S,
    4,
    "The pool and main pavilion at dusk, lamps glowing under the roof",
    "La piscina y el pabellón principal al anochecer, con lámparas encendidas bajo el techo",
    view(S, 4, { view: "dusk" }),
  ),
  shot(
    S,
    5,
    "Guest room with a timber bed facing a glass wall onto the jungle",
    "Habitación con cama de madera frente a una pared de vidrio hacia la selva",
    room(75, { room: "bedroom", outlook: "jungle", time: "day", wall: "timber" }),
  ),
  shot(
    S,
    6,
    "Raised timber boardwalk leading through the garden to the room pavilions",
    "Pasarela elevada de madera que cruza el jardín hacia los pabellones de habitaciones",
    view(S, 6, { view: "boardwalk" }),
  ),
  shot(
    S,
    7,
    "Under the pavilion roof: the restaurant terrace looking out to the jungle",
    "Bajo el techo del pabellón: la terraza del restaurante con vista a la selva",
    view(S, 7, { view: "restaurant" }),
  ),
  shot(
    S,
    8,
    "The hotel at night, pavilion and pool lit among the dark jungle",
    "El hotel de noche, con el pabellón y la piscina iluminados en medio de la selva oscura",
    view(S, 8, { view: "night" }),
  ),

  // Nave Industrial San José.
  shot(
    N,
    1,
    "Finished steel-framed industrial building with metal cladding and loading docks, Central Valley mountains behind",
    "Nave industrial de acero terminada con forro metálico y andenes de carga, con montañas del Valle Central detrás",
    view(N, 1, { view: "cover" }),
  ),
  shot(
    N,
    2,
    "Steel portal frames being erected, braced bays and a tower crane lifting steel",
    "Montaje de marcos rígidos de acero, con crujías arriostradas y una grúa torre izando perfiles",
    view(N, 2, { view: "frame" }),
  ),
  shot(
    N,
    3,
    "Inside the building: steel portal frames receding under skylights, racking along the walls",
    "Interior de la nave: marcos de acero que se repiten bajo tragaluces, con estanterías junto a los muros",
    view(N, 3, { view: "interior" }),
  ),
  shot(
    N,
    4,
    "A steel portal-frame column rising to its bolted haunch plate, mountains behind",
    "Columna de acero del marco rígido que sube hasta su placa de unión atornillada, con montañas detrás",
    view(N, 4, { view: "detail" }),
  ),
];
