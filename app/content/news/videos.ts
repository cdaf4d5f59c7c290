import type { Video } from "./types";

/** The four videos from the company's channel listed on the news page. */
export const videos: Video[] = [
  {
    type: "video",
    id: 17,
    slug: "video-villa-tour",
    date: "2024-12-16",
    category: "development",
    title: {
      en: "Walk-through at dusk: a finished villa, room by room",
      es: "Recorrido al anochecer: una villa terminada, espacio por espacio",
    },
    excerpt: {
      en: "We walk through a finished villa as the lights come on, from the entrance to the pool terrace, and explain the choices behind the layout, the glass and the finishes.",
      es: "Recorremos una villa terminada mientras se encienden las luces, de la entrada a la terraza de la piscina, y explicamos las decisiones detrás de la distribución, el vidrio y los acabados.",
    },
    image: "news/video-villa-tour",
    duration: "12:45",
  },
  {
    type: "video",
    id: 18,
    slug: "video-site-walk",
    date: "2024-12-11",
    category: "safety",
    title: {
      en: "Site walk: the daily safety routine on a villa build",
      es: "Recorrido de obra: la rutina de seguridad de cada día",
    },
    excerpt: {
      en: "Our site manager walks from the gate to the scaffolding: the morning briefing, protective gear, crane and excavator zones, scaffold checks and how the site is left each evening.",
      es: "El encargado de obra recorre el sitio del portón al andamio: la charla de la mañana, el equipo de protección, las zonas de grúa y excavadora, la revisión de andamios y el cierre de cada tarde.",
    },
    image: "news/video-site-walk",
    duration: "8:20",
  },
  {
    type: "video",
    id: 19,
    slug: "video-pool-build",
    date: "2024-12-09",
    category: "process",
    title: {
      en: "Building an infinity pool, from rebar to first fill",
      es: "Cómo se construye una piscina infinita, de la varilla al primer llenado",
    },
    excerpt: {
      en: "An infinity pool from the rebar and the formwork at the edge to the shell pour, waterproofing, catch basin and first fill, with the checks we make at each stage.",
      es: "Una piscina infinita desde la varilla y la formaleta del borde hasta la chorrea del vaso, la impermeabilización, el tanque de rebalse y el primer llenado, con las revisiones de cada etapa.",
    },
    image: "news/video-pool-build",
    duration: "10:05",
  },
  {
    type: "video",
    id: 20,
    slug: "video-materials",
    date: "2024-12-03",
    category: "sustainability",
    title: {
      en: "Materials that last by the sea: what we choose and why",
      es: "Materiales que duran junto al mar: qué elegimos y por qué",
    },
    excerpt: {
      en: "Around a table of samples (marble, basalt, concrete, teak, glazed tile and terracotta) we look at how each one handles salt, sun and humidity, and where we use it.",
      es: "Alrededor de una mesa de muestras (mármol, basalto, concreto, teca, azulejo y terracota) vemos cómo resiste cada material la sal, el sol y la humedad, y dónde lo usamos.",
    },
    image: "news/video-materials",
    duration: "6:30",
  },
];
