import type { Localized } from "~/content/types";

/** Frequently asked questions shown on the news page, in display order. */
export const faq: { id: string; question: Localized<string>; answer: Localized<string> }[] = [
  {
    id: "duration",
    question: {
      en: "How long does a design-build project take?",
      es: "¿Cuánto tarda un proyecto de diseño y construcción?",
    },
    answer: {
      en: "For a villa, construction typically takes 12 to 18 months, depending on its size, the lot, the access and how much of the work falls in the rainy season. Before that come the design, usually a few months from first sketches to construction drawings, and the permits, which take 2 to 6 months between CFIA registration, the municipality (Cóbano) and SETENA where required. When we can, we plan earthworks and foundations for the dry season, and you receive a schedule with milestones before work starts.",
      es: "Para una villa, la construcción toma normalmente de 12 a 18 meses, según el tamaño, el lote, el acceso y cuánta obra coincida con la temporada lluviosa. Antes vienen el diseño, por lo general unos meses desde los primeros bocetos hasta los planos constructivos, y los permisos, que tardan de 2 a 6 meses entre el visado del CFIA, la municipalidad (Cóbano) y SETENA cuando corresponde. Siempre que se puede, programamos los movimientos de tierra y los cimientos para el verano, y antes de empezar le entregamos un cronograma con hitos.",
    },
  },
  {
    id: "hillside-foundations",
    question: {
      en: "How do foundations work on a hillside lot?",
      es: "¿Cómo se cimienta una casa en un lote de ladera?",
    },
    answer: {
      en: "It starts with a topographic survey and a soil study, which tell the structural engineer what the ground can carry. Depending on the slope, we cut level pads held by reinforced concrete retaining walls, step the house down the hill on separate footings, or carry it on columns and piers set into firm ground. Drainage is designed at the same time, behind every retaining wall and around the footings, so rainwater is collected and led away before it builds up pressure or washes out the slope. Earthworks are best done in the dry season.",
      es: "Todo empieza con un levantamiento topográfico y un estudio de suelos, que le indican al ingeniero estructural cuánto resiste el terreno. Según la pendiente, cortamos terrazas sostenidas por muros de contención de concreto reforzado, escalonamos la casa sobre cimientos independientes o la apoyamos en columnas y pilotes anclados en suelo firme. El drenaje se diseña al mismo tiempo, detrás de cada muro y alrededor de los cimientos, para recoger el agua de lluvia y sacarla antes de que genere presión o lave la ladera. Los movimientos de tierra se hacen mejor en verano.",
    },
  },
  {
    id: "coastal-corrosion",
    question: {
      en: "How do you protect a home from salt corrosion?",
      es: "¿Cómo se protege una casa de la corrosión por salitre?",
    },
    answer: {
      en: "Salt air attacks steel, fixings and equipment, so protection starts with the structure. We specify dense concrete with enough cover over the rebar, stainless steel for exterior fixings, railings and hardware, and aluminium window frames with coastal-grade finishes. Steel that has to stay exposed gets a marine paint system. Air-conditioning units and pumps are chosen with coated coils or corrosion protection and, where possible, placed out of direct spray. We also leave you a simple maintenance plan of rinsing, resealing and checks that keeps the finishes working.",
      es: "El aire salino ataca el acero, la tornillería y los equipos, así que la protección empieza en la estructura. Especificamos concreto denso con buen recubrimiento sobre la varilla, acero inoxidable en tornillería, barandas y herrajes exteriores, y marcos de aluminio con acabados aptos para la costa. El acero que queda expuesto lleva un sistema de pintura marina. Los equipos de aire acondicionado y las bombas se eligen con serpentines recubiertos o protección anticorrosiva y, cuando se puede, se ubican lejos del rocío directo. También le dejamos un plan de mantenimiento sencillo, con lavados, resellados y revisiones.",
    },
  },
  {
    id: "permits",
    question: {
      en: "Do you manage the permits?",
      es: "¿Ustedes se encargan de los permisos?",
    },
    answer: {
      en: "Yes. We prepare the plans and manage the process from start to finish: the land-use certificate and the water availability letter from the local ASADA or AyA, SETENA environmental viability when the project requires it, registration of the plans with the CFIA, and the construction permit from the municipality (Cóbano on this part of the peninsula). The municipal permit fee is about 1% of the declared construction value, and permits usually take 2 to 6 months. On titles, concessions in the maritime-terrestrial zone or taxes, we work alongside your lawyer and accountant.",
      es: "Sí. Preparamos los planos y llevamos el trámite de principio a fin: el uso de suelo y la carta de disponibilidad de agua de la ASADA local o de AyA, la viabilidad ambiental de SETENA cuando el proyecto la requiere, el visado de planos del CFIA y el permiso de construcción de la municipalidad (Cóbano, en esta parte de la península). El impuesto municipal de construcción ronda el 1% del valor declarado de la obra, y los permisos suelen tardar de 2 a 6 meses. En temas de títulos, concesiones en la zona marítimo-terrestre o impuestos, trabajamos junto a su abogado y su contador.",
    },
  },
  {
    id: "advantages",
    question: {
      en: "Why design-build instead of hiring an architect and a builder separately?",
      es: "¿Por qué diseño y construcción en lugar de contratar arquitecto y constructor por separado?",
    },
    answer: {
      en: "With design-build, one team is responsible for the design, the budget and the construction, under one contract. The builders review the design as it develops, so costs are checked against the drawings early and details are drawn knowing how they will be built on a coastal site. You have one point of contact instead of mediating between architect and contractor, changes are priced and scheduled in one place, and problems on site are solved without arguing over who is at fault. And because the budget is tracked from the first sketches, you avoid redesigning when bids come in too high.",
      es: "En diseño y construcción, un solo equipo responde por el diseño, el presupuesto y la obra, bajo un mismo contrato. Quienes construyen revisan el diseño mientras avanza, así que los costos se contrastan temprano con los planos y los detalles se dibujan sabiendo cómo se van a ejecutar en un lote costero. Usted tiene un solo interlocutor en lugar de mediar entre arquitecto y constructor, los cambios se cotizan y programan en un solo lugar, y los problemas en obra se resuelven sin discutir de quién es la culpa. Y como el presupuesto se sigue desde los primeros bocetos, se evita rediseñar cuando las ofertas llegan altas.",
    },
  },
  {
    id: "turnkey",
    question: {
      en: "What does turnkey delivery include?",
      es: "¿Qué incluye la entrega llave en mano?",
    },
    answer: {
      en: "Turnkey means we hand over the house ready to live in. Beyond the structure and finishes, it includes the installed systems (water, electricity, pumps, pool equipment, air conditioning, hot water and data cabling), kitchen and bathroom fittings, built-in furniture, exterior works such as the driveway, landscaping and fencing, and the utility connections. At handover you get a walk-through, the as-built drawings, equipment manuals and warranties, and a maintenance plan. Exactly what is included is listed item by item in your contract, and furniture and decoration can be added if you want them.",
      es: "Llave en mano significa que le entregamos la casa lista para habitar. Además de la estructura y los acabados, incluye los sistemas instalados (agua, electricidad, bombas, equipo de piscina, aire acondicionado, agua caliente y cableado de datos), los muebles y accesorios de cocina y baños, el mobiliario empotrado, las obras exteriores como el acceso, los jardines y las cercas, y las conexiones de servicios. En la entrega recibe un recorrido, los planos finales de lo construido, los manuales y garantías de los equipos y un plan de mantenimiento. Lo incluido se detalla punto por punto en su contrato, y el mobiliario y la decoración pueden sumarse si lo desea.",
    },
  },
];
