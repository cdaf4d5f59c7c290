import type { Localized } from "~/content/types";
import type { BuildGroup, Reason } from "./types";

export const intro: { headline: Localized<string>; description: Localized<string> } = {
  headline: {
    en: "A design-build team rooted in Santa Teresa",
    es: "Diseño y construcción con raíces en Santa Teresa",
  },
  description: {
    en: "Solera Design Build is a team of architects, engineers and builders based in Santa Teresa, on the Nicoya Peninsula. We design and build luxury villas, renovations, commercial spaces and turnkey homes, and we handle permits and project management ourselves. Many of our clients spend part of the year abroad, so we work with clear contracts, agreed milestones and weekly reports, and we pick up the phone when something on site needs a decision.",
    es: "Solera Design Build es un equipo de arquitectos, ingenieros y constructores con base en Santa Teresa, en la península de Nicoya. Diseñamos y construimos villas de lujo, remodelaciones, locales comerciales y casas llave en mano, y nos encargamos de los permisos y la dirección de obra. Muchos clientes pasan parte del año fuera del país, por eso trabajamos con contratos claros, etapas acordadas e informes semanales, y contestamos el teléfono cuando algo en la obra requiere una decisión.",
  },
};

export const mission: { title: Localized<string>; text: Localized<string> } = {
  title: { en: "Our mission", es: "Nuestra misión" },
  text: {
    en: "To design and build homes and commercial spaces that suit the Pacific coast: structures that stand up to salt air, heavy rain and steep lots, and that stay cool without running the air conditioning all day. We do it with honest budgets, realistic schedules and permits done properly, so our clients can trust every stage of the process.",
    es: "Diseñar y construir casas y espacios comerciales pensados para la costa del Pacífico: estructuras que resisten el salitre, los aguaceros y los lotes en pendiente, y que se mantienen frescas sin depender del aire acondicionado todo el día. Lo hacemos con presupuestos honestos, plazos realistas y permisos bien tramitados, para que nuestros clientes puedan confiar en cada etapa del proceso.",
  },
};

export const story: { title: Localized<string>; text: Localized<string> } = {
  title: { en: "Our story", es: "Nuestra historia" },
  text: {
    en: "Our founders spent more than 15 years building in Costa Rica, in the Central Valley and along the Pacific coast, before settling on the Nicoya Peninsula. In 2021 they started Solera in Santa Teresa with a simple idea: clients should not have to coordinate an architect, an engineer, a permit agent and a contractor who blame each other. Since then we have built as Solera in Santa Teresa, Mal País, Montezuma and Cóbano, with a crew of local tradespeople, many of them trained on our own sites. More than 50 projects later, the idea has not changed.",
    es: "Nuestros fundadores pasaron más de 15 años construyendo en Costa Rica, en el Valle Central y en la costa del Pacífico, antes de establecerse en la península de Nicoya. En 2021 fundaron Solera en Santa Teresa con una idea sencilla: el cliente no debería tener que coordinar por su cuenta a un arquitecto, un ingeniero, un gestor de permisos y un contratista que se echan la culpa entre sí. Desde entonces construimos como Solera en Santa Teresa, Mal País, Montezuma y Cóbano, con maestros de obras y operarios de la zona, muchos formados en nuestras propias obras. Más de 50 proyectos después, la idea sigue siendo la misma.",
  },
};

export const buildGroups: BuildGroup[] = [
  {
    key: "residential",
    title: { en: "Residential", es: "Residencial" },
    text: {
      en: "Homes designed for the coast, from compact bungalows to hillside villas, plus renovations that bring older houses up to current standards.",
      es: "Casas pensadas para la costa, desde bungalows compactos hasta villas en pendiente, y remodelaciones que ponen al día casas con años de uso.",
    },
    items: {
      en: ["Custom homes", "Luxury villas", "Bungalows", "Renovations"],
      es: ["Casas a la medida", "Villas de lujo", "Bungalows", "Remodelaciones"],
    },
  },
  {
    key: "commercial",
    title: { en: "Commercial", es: "Comercial" },
    text: {
      en: "Spaces for businesses in growing beach towns, designed for constant foot traffic, sea air and opening dates that cannot slip.",
      es: "Espacios para negocios en pueblos de playa que crecen, diseñados para el ir y venir de la gente, el aire salino y fechas de apertura que no se pueden mover.",
    },
    items: {
      en: ["Retail spaces", "Boutique hotels", "Co-working hubs", "Office buildings"],
      es: [
        "Locales comerciales",
        "Hoteles boutique",
        "Espacios de coworking",
        "Edificios de oficinas",
      ],
    },
  },
  {
    key: "management",
    title: { en: "Project Management", es: "Gestión de Proyectos" },
    text: {
      en: "The organizational side of building: permits, budgets, schedules and inspections, offered on their own or as part of a full design-build contract.",
      es: "La parte administrativa de construir: permisos, presupuestos, cronogramas e inspecciones, como servicio aparte o dentro de un contrato completo de diseño y construcción.",
    },
    items: {
      en: ["Turnkey solutions", "Permit handling", "Consulting services", "Quality assurance"],
      es: ["Soluciones llave en mano", "Trámite de permisos", "Consultoría", "Control de calidad"],
    },
  },
];

export const reasons: Reason[] = [
  {
    key: "trackRecord",
    title: { en: "Proven track record", es: "Trayectoria comprobada" },
    text: {
      en: "More than 50 completed projects and 98% client satisfaction, with finished homes on the peninsula that you can visit with us.",
      es: "Más de 50 proyectos terminados y un 98% de clientes satisfechos, con obras entregadas en la península que puede visitar con nosotros.",
    },
  },
  {
    key: "localExpertise",
    title: { en: "Local expertise", es: "Conocimiento local" },
    text: {
      en: "We know the municipality (Cóbano), the local ASADAs, the suppliers and the access roads, which saves weeks on permits and deliveries.",
      es: "Conocemos la municipalidad (Cóbano), las ASADA de la zona, los proveedores y los caminos de acceso, y eso ahorra semanas en permisos y entregas.",
    },
  },
  {
    key: "handsOn",
    title: { en: "Hands-on leadership", es: "Dirección en la obra" },
    text: {
      en: "The founders visit every site each week and check key stages in person, from the foundation pour to the roof structure.",
      es: "Los fundadores visitan cada obra todas las semanas y revisan en persona las etapas clave, desde la chorrea de las fundaciones hasta la estructura del techo.",
    },
  },
  {
    key: "clientCentered",
    title: { en: "Client-centered service", es: "El cliente al centro" },
    text: {
      en: "You get one contact person, a weekly report with photos and a clear answer whenever a change affects cost or schedule.",
      es: "Usted tiene una sola persona de contacto, un informe semanal con fotos y una respuesta clara cada vez que un cambio afecta el costo o el plazo.",
    },
  },
  {
    key: "quality",
    title: { en: "Quality assurance", es: "Control de calidad" },
    text: {
      en: "Every stage passes a written checklist before the next one begins, and we choose materials that withstand salt air, humidity and termites.",
      es: "Cada etapa se revisa con una lista de control por escrito antes de pasar a la siguiente, y elegimos materiales que resisten el salitre, la humedad y el comején.",
    },
  },
  {
    key: "sustainable",
    title: { en: "Sustainable vision", es: "Visión sostenible" },
    text: {
      en: "We design for cross-ventilation and shade, plan rainwater harvesting where it makes sense and keep mature trees on the lot whenever the design allows.",
      es: "Diseñamos con ventilación cruzada y sombra, planteamos la captación de agua de lluvia donde tiene sentido y conservamos los árboles grandes del lote siempre que el diseño lo permite.",
    },
  },
];
