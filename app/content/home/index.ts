import type { Localized } from "~/content/types";
import type { Feature, Service, Testimonial } from "./types";

/** A figure in the home page's stats band. */
export interface Stat {
  key: "projects" | "satisfaction" | "years";
  value: number;
  suffix: string;
  label: Localized<string>;
}

export const features: Feature[] = [
  {
    key: "experience",
    title: { en: "15+ years of experience", es: "Más de 15 años construyendo" },
    text: {
      en: "Our founders have built in Costa Rica for more than 15 years, so the rainy season, hillside lots and municipal permits hold few surprises for us.",
      es: "Nuestros fundadores llevan más de 15 años construyendo en Costa Rica: la temporada lluviosa, los lotes en pendiente y los trámites municipales ya no nos toman por sorpresa.",
    },
  },
  {
    key: "team",
    title: { en: "An expert team in-house", es: "Un equipo propio y experto" },
    text: {
      en: "Architects, engineers and builders work on the same team, so every design decision is checked against structure, budget and site conditions before anything is built.",
      es: "Arquitectos, ingenieros y constructores trabajamos en un mismo equipo: cada decisión de diseño se revisa contra la estructura, el presupuesto y el lote antes de construir.",
    },
  },
  {
    key: "quality",
    title: { en: "Quality guaranteed", es: "Calidad garantizada" },
    text: {
      en: "Our engineer inspects every stage, from footings and rebar to roofing and finishes, before the next one starts, and every project is handed over with a written warranty.",
      es: "Nuestro ingeniero revisa cada etapa, de las fundaciones al techo, antes de pasar a la siguiente, y cada obra se entrega con garantía escrita.",
    },
  },
  {
    key: "onTime",
    title: { en: "On-time delivery", es: "Entrega a tiempo" },
    text: {
      en: "We plan each schedule around the rainy season, aiming to pour foundations and close the roof in the dry months, and send you a weekly report with photos.",
      es: "Planificamos cada cronograma según la temporada lluviosa, procurando chorrear las fundaciones y cerrar el techo en verano, y le enviamos un informe semanal con fotos.",
    },
  },
];

export const services: Service[] = [
  {
    key: "luxuryVillas",
    image: "services/luxury-villas",
    eyebrow: { en: "Luxury villas", es: "Villas de lujo" },
    title: {
      en: "Villas designed for their site and built to last",
      es: "Villas pensadas para su lote y hechas para durar",
    },
    text: {
      en: "We design each villa around its lot: the slope, the view, the prevailing wind and the path of the afternoon sun. Then our own crews build it, with materials chosen for salt air and heavy rain. Construction of a typical villa takes 12 to 18 months, and you follow every stage through weekly reports, whether you live in Santa Teresa or abroad.",
      es: "Diseñamos cada villa a partir de su lote: la pendiente, la vista, el viento predominante y el recorrido del sol de la tarde. Luego la construyen nuestras propias cuadrillas, con materiales elegidos para el salitre y los aguaceros. La construcción de una villa típica toma de 12 a 18 meses, y usted sigue cada etapa con informes semanales, ya sea que viva en Santa Teresa o fuera del país.",
    },
    points: {
      en: [
        "Design shaped around slope, views and ventilation",
        "Stainless fixings and coatings rated for salt air",
        "Drainage and retaining walls designed for hillside lots",
        "Weekly photo reports if you live abroad",
      ],
      es: [
        "Diseño según la pendiente, las vistas y la ventilación",
        "Herrajes inoxidables y pinturas aptas para el salitre",
        "Drenajes y muros de contención para lotes en pendiente",
        "Informes semanales con fotos si vive fuera del país",
      ],
    },
    action: { kind: "projects", category: "residential" },
    actionLabel: { en: "See our villas", es: "Vea nuestras villas" },
  },
  {
    key: "renovations",
    image: "services/renovations",
    eyebrow: { en: "Renovations", es: "Remodelaciones" },
    title: {
      en: "Renovations that fix the cause, not just the surface",
      es: "Remodelaciones que atacan la causa, no solo el acabado",
    },
    text: {
      en: "Many coastal houses share the same problems: rusted rebar, roofs that leak in October, damp walls and wiring that no longer meets code. We start with a technical inspection, tell you plainly what needs repair now and what can wait, and renovate in stages so a home or rental can keep operating where possible. Kitchens, bathrooms, extensions and second floors are part of the work too.",
      es: "Muchas casas de la costa arrastran los mismos problemas: varilla oxidada, techos que se filtran en octubre, paredes con humedad e instalaciones eléctricas que ya no cumplen el código. Empezamos con una inspección técnica, le decimos con claridad qué hay que reparar ya y qué puede esperar, y remodelamos por etapas para que la casa o el alquiler siga funcionando cuando es posible. También hacemos cocinas, baños, ampliaciones y segundos pisos.",
    },
    points: {
      en: [
        "Technical inspection with a written repair report",
        "Roof, gutter and drainage repairs before the rains",
        "Treatment of corroded rebar and damaged concrete",
        "Extensions and second floors with new permits",
      ],
      es: [
        "Inspección técnica con informe escrito de reparaciones",
        "Techos, canoas y drenajes listos antes del invierno",
        "Tratamiento de varilla oxidada y concreto dañado",
        "Ampliaciones y segundos pisos con permisos nuevos",
      ],
    },
    action: { kind: "contact" },
    actionLabel: { en: "Talk about your renovation", es: "Hablemos de su remodelación" },
  },
  {
    key: "permits",
    image: "services/permits",
    eyebrow: { en: "Permits & management", es: "Permisos y gestión" },
    title: {
      en: "Permits and project management, handled for you",
      es: "Tramitamos los permisos y dirigimos la obra",
    },
    text: {
      en: "Permits on the coast usually take 2 to 6 months and involve several institutions. We prepare the plans, register them with the CFIA, request the land use certificate and the water availability letter, file with SETENA when required and follow up with the municipality (Cóbano) until the permit is issued; its fee is about 1% of the declared construction value. Then our project manager keeps budget, schedule and suppliers on track.",
      es: "En la costa, los permisos suelen tardar de 2 a 6 meses y pasan por varias instituciones. Preparamos los planos, los registramos ante el CFIA, solicitamos el uso de suelo y la carta de disponibilidad de agua, tramitamos la viabilidad ambiental ante SETENA si aplica y damos seguimiento en la municipalidad (Cóbano) hasta el permiso, cuyo costo ronda el 1% del valor declarado de la obra. Nuestro director de proyecto controla presupuesto, plazos y proveedores.",
    },
    points: {
      en: [
        "Plans registered with the CFIA",
        "Land use certificate and water availability letter",
        "SETENA environmental viability when required",
        "Budget and schedule control through to handover",
      ],
      es: [
        "Planos registrados ante el CFIA",
        "Uso de suelo y carta de disponibilidad de agua",
        "Viabilidad ambiental de SETENA cuando se requiere",
        "Control de presupuesto y plazos hasta la entrega",
      ],
    },
    action: { kind: "contact" },
    actionLabel: { en: "Ask about your permits", es: "Consulte por sus permisos" },
  },
  {
    key: "turnkey",
    image: "services/turnkey",
    eyebrow: { en: "Turnkey", es: "Llave en mano" },
    title: {
      en: "Turnkey homes, from bare lot to move-in day",
      es: "Casas llave en mano, del lote a la mudanza",
    },
    text: {
      en: "For clients who want one contract and one point of contact, we take care of everything: reviewing the lot before you buy, design, permits, construction, utility connections and final finishes. You approve decisions at agreed milestones and receive a house ready to live in or rent, with appliances installed and services in your name. It works especially well for owners who spend most of the year abroad.",
      es: "Para quienes quieren un solo contrato y una sola persona de contacto, nos encargamos de todo: revisión del lote antes de comprarlo, diseño, permisos, construcción, conexiones de agua y luz, y acabados. Usted aprueba las decisiones en etapas acordadas y recibe una casa lista para vivir o alquilar, con los electrodomésticos instalados y los servicios a su nombre. Funciona muy bien para propietarios que pasan gran parte del año fuera del país.",
    },
    points: {
      en: [
        "Lot review before you buy",
        "Agreed milestones for approvals and payments",
        "Water and electricity connections arranged for you",
        "Furnishing and landscaping if you want them",
      ],
      es: [
        "Revisión del lote antes de la compra",
        "Etapas acordadas para aprobaciones y pagos",
        "Conexiones de agua y electricidad a nuestro cargo",
        "Mobiliario y paisajismo si usted lo desea",
      ],
    },
    action: { kind: "projects", category: "residential" },
    actionLabel: { en: "See turnkey homes", es: "Vea casas llave en mano" },
  },
];

export const testimonials: Testimonial[] = [
  {
    name: "Ryan & Claire Donnelly",
    role: { en: "Villa owners", es: "Propietarios de villa" },
    location: "Santa Teresa",
    rating: 5,
    quote: {
      en: "We were in Calgary for almost the whole build, which worried us at first. Every Friday we got photos and a short report, and when the hillside needed a bigger retaining wall than planned, they called us, explained the options and the cost, and we decided together. The villa was ready in fifteen months.",
      es: "Estuvimos en Calgary casi toda la obra y al principio eso nos preocupaba. Cada viernes nos llegaban fotos y un informe corto, y cuando el terreno pidió un muro de contención más grande de lo previsto, nos llamaron, nos explicaron las opciones y el costo, y decidimos juntos. La villa estuvo lista en quince meses.",
    },
    projectType: { en: "Luxury villa", es: "Villa de lujo" },
  },
  {
    name: "Andrea Solano Jiménez",
    role: { en: "Beach house owner", es: "Propietaria de casa de playa" },
    location: "Montezuma",
    rating: 5,
    quote: {
      en: "The beach house in Montezuma was my parents’, and the salt had eaten into the rebar in the columns and rusted out the gutters. We live in San José, so we needed people we could trust. They checked everything, told us what was urgent and what could wait, and finished before Easter week, as we had asked.",
      es: "La casa de playa en Montezuma era de mis papás y el salitre se había comido la varilla de las columnas y las canoas. Nosotros vivimos en San José, así que necesitábamos gente de confianza. Revisaron todo, nos dijeron qué era urgente y qué podía esperar, y terminaron antes de Semana Santa, tal como les pedimos.",
    },
    projectType: { en: "Renovation", es: "Remodelación" },
  },
  {
    name: "Jonas Lindqvist",
    role: { en: "Investor", es: "Inversionista" },
    location: "Playa Hermosa",
    rating: 5,
    quote: {
      en: "I bought the lot in Playa Hermosa knowing very little about permits here. They walked me through the process step by step, including the water letter from the ASADA, which took longer than anything else. We built four bungalows, poured the foundations in the dry season, and the first guests arrived in December as planned.",
      es: "Compré el lote en Playa Hermosa sin saber casi nada de permisos en Costa Rica. Me explicaron el proceso paso a paso, incluida la carta de agua de la ASADA, que fue lo que más tardó. Construimos cuatro bungalows, chorreamos las fundaciones en verano y los primeros huéspedes llegaron en diciembre, como estaba previsto.",
    },
    projectType: { en: "Rental bungalows", es: "Bungalows de alquiler" },
  },
  {
    name: "Mariela Quesada Rodríguez",
    role: { en: "Hotel owner", es: "Propietaria de hotel" },
    location: "Mal País",
    rating: 5,
    quote: {
      en: "We had a fixed opening date in November and rooms already booked, so there was no room for delays. They kept working through the rainy season, covered the site with tarps so the plastering could go on, and timed the deliveries from San José so nothing got stuck on the gravel road. We opened two days early.",
      es: "Teníamos la apertura fijada para noviembre y habitaciones ya reservadas, así que no había margen. Siguieron trabajando en pleno invierno, cubrieron la obra con lonas para poder seguir repellando y coordinaron las entregas desde San José para que nada se quedara pegado en la calle de lastre. Abrimos dos días antes de lo previsto.",
    },
    projectType: { en: "Boutique hotel", es: "Hotel boutique" },
  },
];

export const stats: Stat[] = [
  {
    key: "projects",
    value: 50,
    suffix: "+",
    label: { en: "Projects completed", es: "Proyectos terminados" },
  },
  {
    key: "satisfaction",
    value: 98,
    suffix: "%",
    label: { en: "Client satisfaction", es: "Clientes satisfechos" },
  },
  {
    key: "years",
    value: 15,
    suffix: "+",
    label: { en: "Years of experience", es: "Años de experiencia" },
  },
];
