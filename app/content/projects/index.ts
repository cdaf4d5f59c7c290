import type { Project } from "./types";

/** The eight projects shown on the projects page, in id order (id 1 is the one still being built). */
export const projects: Project[] = [
  {
    id: 1,
    slug: "casa-horizonte",
    category: "residential",
    location: "Santa Teresa",
    title: { en: "Casa Horizonte", es: "Casa Horizonte" },
    description: {
      en: "A two-level concrete villa on a steep hillside above Santa Teresa, with cantilevered roofs, full-height glass and an infinity pool facing the Pacific sunset.",
      es: "Villa de concreto de dos niveles en una ladera empinada sobre Santa Teresa, con techos en voladizo, ventanales de piso a techo y piscina infinita frente al atardecer.",
    },
    details: {
      en: `The clients asked for a house open to the ocean view that does not overheat in the afternoon sun. The lot is steep, and its narrow access road turns to mud in the rainy season.

We have cut a level pad into the slope behind a reinforced concrete retaining wall and set the house on a foundation slab on firm ground. The cast-in-place frame carries two roof slabs whose cantilevers shade the glass from the western sun. Earthworks and large pours are planned for the dry months, with drainage in place before the rains.

Once finished, the living room, pool terrace and infinity edge will sit on one line facing the sunset, with stainless steel fixings and coastal-grade window frames to stand up to the salt air.`,
      es: `Los clientes pidieron una casa abierta a la vista al mar que no se caliente con el sol de la tarde. El lote es empinado y su camino de acceso, angosto, se vuelve barro en invierno.

Cortamos una terraza en la ladera, sostenida por un muro de contención de concreto reforzado, y apoyamos la casa en una losa de cimentación sobre suelo firme. La estructura de concreto colado en sitio sostiene dos losas de techo cuyos voladizos protegen los ventanales del sol del oeste. Los movimientos de tierra y las chorreas grandes se programan para el verano, con los drenajes listos antes de las lluvias.

Al terminar, la sala, la terraza y el borde infinito de la piscina quedarán en una sola línea frente al atardecer, con herrajes de acero inoxidable y marcos de ventanería aptos para el aire salino.`,
    },
    gallery: [
      "projects/casa-horizonte/01",
      "projects/casa-horizonte/02",
      "projects/casa-horizonte/03",
      "projects/casa-horizonte/04",
      "projects/casa-horizonte/05",
      "projects/casa-horizonte/06",
      "projects/casa-horizonte/07",
      "projects/casa-horizonte/08",
      "projects/casa-horizonte/09",
      "projects/casa-horizonte/10",
    ],
  },
  {
    id: 2,
    slug: "villa-las-palmas",
    category: "residential",
    location: "Mal País",
    title: { en: "Villa Las Palmas", es: "Villa Las Palmas" },
    description: {
      en: "A single-level white villa among coconut palms in Mal País, with a timber louvre screen along its glass and a long lap pool edged in stone.",
      es: "Villa blanca de un solo nivel entre palmeras de coco en Mal País, con una celosía de madera a lo largo de sus ventanales y una larga piscina de nado con borde de piedra.",
    },
    details: {
      en: `The owners wanted a house on one level, near the beach and open to the garden, that stays cool without running the air conditioning all day. The flat lot sits close to the shore, with sandy soil, a high water table and salt in the air all year.

We kept the existing coconut palms and placed the house between them, on a raised slab over compacted fill with a drainage layer beneath. Deep roof overhangs and a screen of vertical timber louvres shade the west-facing glass without blocking the breeze. The walls have a mineral render, exterior fixings are stainless steel and the timber is treated for the coast.

The result is a bright, shaded house whose living room, kitchen and bedrooms slide open to the palms and the lap pool.`,
      es: `Los dueños querían una casa de un solo nivel, cerca de la playa y abierta al jardín, que se mantuviera fresca sin depender del aire acondicionado todo el día. El lote es plano y está muy cerca de la costa, con suelo arenoso, nivel freático alto y salitre todo el año.

Conservamos las palmeras existentes y ubicamos la casa entre ellas, sobre una losa elevada en relleno compactado, con una capa de drenaje debajo. Los aleros amplios y una celosía de reglas verticales de madera dan sombra a los ventanales del oeste sin cortar la brisa. Las paredes llevan repello mineral, la tornillería exterior es de acero inoxidable y la madera va tratada para la costa.

El resultado es una casa luminosa y sombreada, donde la sala, la cocina y los dormitorios se abren por completo hacia las palmeras y la piscina de nado.`,
    },
    gallery: [
      "projects/villa-las-palmas/01",
      "projects/villa-las-palmas/02",
      "projects/villa-las-palmas/03",
      "projects/villa-las-palmas/04",
      "projects/villa-las-palmas/05",
      "projects/villa-las-palmas/06",
      "projects/villa-las-palmas/07",
      "projects/villa-las-palmas/08",
    ],
  },
  {
    id: 3,
    slug: "casa-cascada",
    category: "residential",
    location: "Montezuma",
    title: { en: "Casa Cascada", es: "Casa Cascada" },
    description: {
      en: "Stepped concrete volumes with planted roofs on a jungle hillside above the river in Montezuma, with stone walls and glass that looks straight into the canopy.",
      es: "Volúmenes escalonados de concreto con techos verdes en una ladera de selva sobre el río en Montezuma, con muros de piedra y ventanales que miran directo al dosel.",
    },
    details: {
      en: `The brief was a house that sits within the forest rather than on top of it, with a view of the waterfall below. The lot falls steeply to the river, access is a narrow track, and in September and October the rain runs hard down the slope.

We split the house into three terraced concrete volumes that follow the contours, each on its own footings and linked by a concrete stair. This kept the cuts small and let most of the trees stay. The planted roofs hold back rainwater, and channels lead the rest to energy dissipaters before it reaches the river. The stone walls use rock from the lot, and windows and fixings were chosen for constant humidity.

From inside, the rooms look into the canopy, and the lower terrace opens onto the waterfall.`,
      es: `El encargo era una casa que se integrara al bosque en lugar de imponerse sobre él, con vista a la catarata de abajo. El lote baja en pendiente fuerte hacia el río, el acceso es un camino angosto y en septiembre y octubre el agua corre con fuerza por la ladera.

Dividimos la casa en tres volúmenes de concreto escalonados que siguen las curvas de nivel, cada uno con sus propios cimientos y unidos por una escalera de concreto. Así los cortes fueron pequeños y se conservó la mayoría de los árboles. Los techos verdes retienen la lluvia, y unos canales llevan el resto hasta disipadores antes de que llegue al río. Los muros de piedra usan roca del propio lote, y la ventanería y los herrajes se eligieron para una humedad constante.

Desde adentro, los espacios miran al dosel y la terraza inferior se abre hacia la catarata.`,
    },
    gallery: [
      "projects/casa-cascada/01",
      "projects/casa-cascada/02",
      "projects/casa-cascada/03",
      "projects/casa-cascada/04",
      "projects/casa-cascada/05",
      "projects/casa-cascada/06",
      "projects/casa-cascada/07",
    ],
  },
  {
    id: 4,
    slug: "bungalows-playa-hermosa",
    category: "residential",
    location: "Playa Hermosa",
    title: { en: "Bungalows Playa Hermosa", es: "Bungalows Playa Hermosa" },
    description: {
      en: "A cluster of timber-and-concrete beach bungalows among coconut palms at Playa Hermosa, each with a glass front and a deck facing the Pacific sunset.",
      es: "Conjunto de bungalows de madera y concreto entre palmeras de coco en Playa Hermosa, cada uno con frente de vidrio y terraza hacia el atardecer del Pacífico.",
    },
    details: {
      en: `The owner of a surf lodge wanted a group of guest bungalows that could be rented separately, close to the sand and easy to clean and maintain. The lot is sandy and planted with palms, a short walk from the beach, and exposed to salt spray and heavy afternoon rain.

Each bungalow stands on a concrete base raised above the sand, with a timber structure and cladding above, which let the work move quickly and left the palms standing. The timber is treated and ventilated behind the cladding, the decking is spaced to drain, and every exterior screw, hinge and railing is stainless steel. Deep overhangs keep the rain off the glass.

Each unit has its own deck and bathroom, and the cluster is laid out so guests look at the sea rather than at each other.`,
      es: `El dueño de un hospedaje de surf quería un grupo de bungalows para alquilar por separado, cerca de la arena y fáciles de limpiar y mantener. El lote es arenoso, con palmeras, a pocos pasos de la playa y expuesto al salitre y a los aguaceros de la tarde.

Cada bungalow se apoya en una base de concreto elevada sobre la arena, con estructura y forro de madera encima, lo que permitió avanzar rápido y dejar las palmeras en pie. La madera va tratada y ventilada detrás del forro, el piso de las terrazas tiene juntas para drenar y toda la tornillería, las bisagras y las barandas exteriores son de acero inoxidable. Los aleros amplios protegen el vidrio de la lluvia.

Cada unidad tiene su propia terraza y su baño, y el conjunto está dispuesto para que los huéspedes vean el mar y no a los vecinos.`,
    },
    gallery: [
      "projects/bungalows-playa-hermosa/01",
      "projects/bungalows-playa-hermosa/02",
      "projects/bungalows-playa-hermosa/03",
      "projects/bungalows-playa-hermosa/04",
      "projects/bungalows-playa-hermosa/05",
      "projects/bungalows-playa-hermosa/06",
    ],
  },
  {
    id: 5,
    slug: "villa-cielo",
    category: "residential",
    location: "Manzanillo",
    title: { en: "Villa Cielo", es: "Villa Cielo" },
    description: {
      en: "A two-storey glass villa on a ridge above Manzanillo, with thin concrete roofs, a long infinity pool and views over the jungle to the Pacific.",
      es: "Villa de vidrio de dos pisos en una cresta sobre Manzanillo, con delgadas losas de concreto, una larga piscina infinita y vista sobre la selva hasta el Pacífico.",
    },
    details: {
      en: `The clients wanted a home to live in for much of the year, with the sea in view from every main room. The ridge-top lot looks out in three directions, but it takes strong wind, its access road climbs steeply, and materials had to come up in small loads.

We built the two floors on a reinforced concrete frame with thin cantilevered slabs, stiffened to carry the wind load on the large panes. The infinity pool runs along the ridge on its own structure, with a catch basin and pump room below the edge. Concrete deliveries were timed for the dry season, when trucks could make the climb, and the glass is laminated in frames rated for coastal exposure.

Inside, timber ceilings, stone and a timber stair warm the glass house, and the upper terrace looks over the jungle to the ocean.`,
      es: `Los clientes querían una casa para vivir buena parte del año, con el mar a la vista desde cada espacio principal. El lote, en lo alto de una cresta, tiene vista en tres direcciones, pero recibe vientos fuertes, su camino de acceso es muy empinado y los materiales tenían que subir en cargas pequeñas.

Los dos pisos descansan sobre una estructura de concreto reforzado con losas delgadas en voladizo, rigidizada para resistir el viento sobre los grandes paños de vidrio. La piscina infinita corre a lo largo de la cresta sobre su propia estructura, con tanque de rebalse y cuarto de bombas bajo el borde. Las chorreas se programaron para el verano, cuando los camiones podían subir, y el vidrio es laminado, en marcos aptos para ambiente costero.

Adentro, los cielos de madera, la piedra y una escalera de madera le dan calidez a la casa, y la terraza superior mira sobre la selva hasta el océano.`,
    },
    gallery: [
      "projects/villa-cielo/01",
      "projects/villa-cielo/02",
      "projects/villa-cielo/03",
      "projects/villa-cielo/04",
      "projects/villa-cielo/05",
      "projects/villa-cielo/06",
      "projects/villa-cielo/07",
      "projects/villa-cielo/08",
      "projects/villa-cielo/09",
      "projects/villa-cielo/10",
      "projects/villa-cielo/11",
      "projects/villa-cielo/12",
      "projects/villa-cielo/13",
    ],
  },
  {
    id: 6,
    slug: "plaza-teresa",
    category: "commercial",
    location: "Santa Teresa",
    title: { en: "Plaza Teresa", es: "Plaza Teresa" },
    description: {
      en: "A concrete-frame building on Santa Teresa’s main road, with shops at street level, a co-working floor behind timber screens and a planted roof terrace.",
      es: "Edificio con estructura de concreto en la calle principal de Santa Teresa, con locales a pie de calle, un piso de cowork tras celosías de madera y una azotea ajardinada.",
    },
    details: {
      en: `The owner wanted shop units at street level and a shared workspace above, on a narrow lot on the main road. Traffic, dust and a busy restaurant next door had to be managed throughout the build, and deliveries could only use the street early in the morning.

We used a cast-in-place concrete frame with flat slabs, which leaves the floors open for tenants to fit out. Timber screens on the upper floors shade the glass and give the co-working space privacy from the street while keeping it ventilated. The roof carries a planted terrace with drainage and waterproofing designed for heavy rain. Site hoarding, dust netting and a fixed delivery window kept the neighbours open for business.

The shops open onto the street under awnings, and the floor above is bright, shaded and quiet.`,
      es: `El propietario quería locales comerciales a pie de calle y un espacio de trabajo compartido arriba, en un lote angosto sobre la calle principal. Durante toda la obra había que manejar el tránsito, el polvo y un restaurante vecino en plena operación, y las entregas solo podían usar la calle temprano en la mañana.

Usamos una estructura de concreto colado en sitio con losas planas, que deja los pisos libres para que cada inquilino los acondicione. Las celosías de madera de los pisos superiores dan sombra al vidrio y privacidad al cowork sin cortar la ventilación. La azotea lleva una terraza ajardinada con drenaje e impermeabilización pensados para los aguaceros. Cerramientos, mallas contra el polvo y un horario fijo de entregas permitieron que los vecinos siguieran atendiendo.

Los locales se abren a la calle bajo toldos, y el piso de arriba es luminoso, sombreado y silencioso.`,
    },
    gallery: [
      "projects/plaza-teresa/01",
      "projects/plaza-teresa/02",
      "projects/plaza-teresa/03",
      "projects/plaza-teresa/04",
      "projects/plaza-teresa/05",
      "projects/plaza-teresa/06",
    ],
  },
  {
    id: 7,
    slug: "hotel-selva",
    category: "commercial",
    location: "Cóbano",
    title: { en: "Hotel Selva", es: "Hotel Selva" },
    description: {
      en: "A boutique hotel in the forest near Cóbano: an open main pavilion beside the pool, and timber guest rooms on stilts among the trees, linked by a boardwalk.",
      es: "Hotel boutique en el bosque cerca de Cóbano: un pabellón principal abierto junto a la piscina y habitaciones de madera sobre pilotes entre los árboles, unidas por una pasarela.",
    },
    details: {
      en: `The operators wanted a small hotel where guests feel they are sleeping in the forest, with a restaurant and pool at its centre. The wooded lot has large trees, soft ground that floods in the rainy season, and an environmental review with SETENA that shaped where we could build.

We set the room pavilions on timber structures over concrete piers, placed between the trees so that none of the large ones had to be felled. A raised boardwalk links them to the main pavilion and keeps guests clear of water and mud. The open pavilion has a concrete base and a timber roof with wide overhangs, so the lobby and restaurant stay dry without walls. All timber is treated and detailed to shed water.

Each room has its own deck facing the trees, and the pavilion and pool are the hotel’s shared space.`,
      es: `Los operadores querían un hotel pequeño donde el huésped sienta que duerme dentro del bosque, con restaurante y piscina en el centro. El lote tiene árboles grandes, suelos blandos que se anegan en invierno y una evaluación ambiental ante SETENA que definió dónde se podía construir.

Ubicamos los pabellones de habitaciones sobre estructuras de madera apoyadas en pilotes de concreto, entre los árboles, sin talar ninguno de los grandes. Una pasarela elevada los une con el pabellón principal y mantiene al huésped lejos del agua y el barro. El pabellón abierto tiene base de concreto y un techo de madera con aleros amplios, para que el vestíbulo y el restaurante se mantengan secos sin paredes. Toda la madera va tratada y detallada para botar el agua.

Cada habitación tiene su terraza frente a los árboles, y el pabellón con la piscina es el espacio común del hotel.`,
    },
    gallery: [
      "projects/hotel-selva/01",
      "projects/hotel-selva/02",
      "projects/hotel-selva/03",
      "projects/hotel-selva/04",
      "projects/hotel-selva/05",
      "projects/hotel-selva/06",
      "projects/hotel-selva/07",
      "projects/hotel-selva/08",
    ],
  },
  {
    id: 8,
    slug: "nave-industrial-san-jose",
    category: "industrial",
    location: "San José",
    title: { en: "San José Industrial Building", es: "Nave Industrial San José" },
    description: {
      en: "A steel portal-frame warehouse in the Greater Metropolitan Area, with metal cladding, roof skylights and loading docks for a distribution business.",
      es: "Nave de marcos rígidos de acero en la Gran Área Metropolitana, con forro metálico, tragaluces en la cubierta y andenes de carga para una empresa de distribución.",
    },
    details: {
      en: `A distribution company needed a clear-span warehouse with loading docks and height for tall racking, on an industrial lot outside San José. Its schedule was tied to the end of an existing lease, and the Central Valley’s afternoon storms in the rainy season put the steel erection and the floor pours at risk.

We designed steel portal frames with bolted haunch connections, fabricated off site and erected bay by bay with a tower crane, so the roof closed early and the floor slab could be poured under cover. The industrial floor was designed for racking and forklift loads, with joints set out to suit the racking plan. Skylights cut daytime lighting needs, and the cladding is insulated against heat.

The building was handed over with its docks, racking and services ready for the company to move in.`,
      es: `Una empresa de distribución necesitaba una nave de claro libre, con andenes de carga y altura para estanterías altas, en un lote industrial en las afueras de San José. El cronograma dependía del fin de su contrato de alquiler, y los aguaceros de la tarde del Valle Central en invierno ponían en riesgo el montaje del acero y las chorreas del piso.

Diseñamos marcos rígidos de acero con uniones atornilladas en las cartelas, fabricados fuera del sitio y montados crujía por crujía con una grúa torre, de modo que el techo se cerrara pronto y el contrapiso se chorreara bajo cubierta. El piso industrial se diseñó para las cargas de estanterías y montacargas, con juntas trazadas según la distribución de las estanterías. Los tragaluces reducen la iluminación artificial de día y el forro lleva aislamiento térmico.

La nave se entregó con andenes, estanterías y sistemas listos para que la empresa se trasladara.`,
    },
    gallery: [
      "projects/nave-industrial-san-jose/01",
      "projects/nave-industrial-san-jose/02",
      "projects/nave-industrial-san-jose/03",
      "projects/nave-industrial-san-jose/04",
    ],
  },
];
