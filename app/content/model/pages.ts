import { z } from "zod";
import { dictionaries } from "../../i18n/dictionaries";
import { choice, image, inEach, key, localized, localizedList, slug, type Words } from "../fields";
import { record } from "../kinds";

/** The words of the home, about and contact pages (content/home.yaml, about.yaml, contact.yaml). */

const title = localized("title").meta({ label: { en: "Title", es: "Título" } });
const body = localized("text", { lines: true }).meta({ label: { en: "Text", es: "Texto" } });

/** The line a folded item shows: its title in the editor's language. */
const byTitle = inEach((locale) => `{{fields.title.${locale}}}`);

/** A list the page draws a set number of (four features, six reasons): items are edited, not added. */
const fixedList = <T extends z.ZodType>(
  item: T,
  count: number,
  error: string,
  words: { label: Words; summary?: Words },
) =>
  z
    .array(item)
    .length(count, { error })
    .meta({ ...words, summary: words.summary ?? byTitle, fixed: true });

// Home ---------------------------------------------------------------------------

const feature = z.strictObject({
  key: key({
    experience: { en: "Experience", es: "Experiencia" },
    team: { en: "Team", es: "Equipo" },
    quality: { en: "Quality", es: "Calidad" },
    onTime: { en: "On time", es: "A tiempo" },
  }),
  title,
  text: body,
});

const stat = z.strictObject({
  key: key({
    projects: { en: "Projects", es: "Proyectos" },
    satisfaction: { en: "Satisfaction", es: "Satisfacción" },
    years: { en: "Years", es: "Años" },
  }),
  value: z
    .int({ error: "value must be a whole number" })
    .meta({ label: { en: "Figure", es: "Cifra" } }),
  suffix: z.string().meta({
    label: { en: "After the figure", es: "Después de la cifra" },
    hint: { en: "e.g. + or %", es: "p. ej. + o %" },
  }),
  label: localized("label").meta({ label: { en: "What it counts", es: "Qué cuenta" } }),
});

/** Where a service's link goes: its projects, or the contact page. */
const goesTo = {
  projects: { en: "Its projects", es: "Sus proyectos" },
  contact: { en: "The contact page", es: "La página de contacto" },
};
const goesToLabel = { en: "Goes to", es: "Lleva a" };

const service = z.strictObject({
  key: key({
    luxuryVillas: { en: "Luxury villas", es: "Villas de lujo" },
    renovations: { en: "Renovations", es: "Remodelaciones" },
    permits: { en: "Permits", es: "Permisos" },
    turnkey: { en: "Turnkey", es: "Llave en mano" },
  }),
  image: image("services").meta({
    label: { en: "Image", es: "Imagen" },
    hint: { en: "A wide picture of this service.", es: "Una imagen ancha de este servicio." },
  }),
  imageAlt: localized("description of the image").meta({
    label: { en: "Description of the image", es: "Descripción de la imagen" },
  }),
  eyebrow: localized("eyebrow").meta({
    label: { en: "Name of the service", es: "Nombre del servicio" },
  }),
  title: localized("title").meta({ label: { en: "Heading", es: "Encabezado" } }),
  text: body,
  points: localizedList("point", { en: "Point", es: "punto" }).meta({
    label: { en: "Points", es: "Puntos" },
    hint: { en: "Short lines, one per point.", es: "Líneas cortas, una por punto." },
  }),
  action: z
    .discriminatedUnion("kind", [
      z.strictObject({
        kind: z.literal("projects").meta({ label: goesToLabel, choices: goesTo }),
        category: choice(
          ["residential", "commercial"],
          "category",
          (value, locale) => dictionaries[locale][`projects.filter.${value}`],
        ).meta({
          label: { en: "Projects of", es: "Proyectos de" },
          hint: {
            en: "Only when the link goes to projects.",
            es: "Solo si el enlace lleva a los proyectos.",
          },
        }),
      }),
      z.strictObject({ kind: z.literal("contact").meta({ label: goesToLabel, choices: goesTo }) }),
    ])
    .meta({
      label: { en: "Link", es: "Enlace" },
      hint: {
        en: "Where the service's link goes: its projects, or the contact page.",
        es: "A dónde lleva el enlace del servicio: a sus proyectos o a la página de contacto.",
      },
    }),
  actionLabel: localized("label of the link").meta({
    label: { en: "Words of the link", es: "Texto del enlace" },
  }),
});

export const home = record({
  file: "home.yaml",
  shownOn: "home",
  schema: z.strictObject({
    features: fixedList(feature, 4, "the home page has four features", {
      label: { en: "Why choose us", es: "Por qué elegirnos" },
    }),
    stats: fixedList(stat, 3, "the stats strip has three figures", {
      label: { en: "Figures", es: "Cifras" },
      summary: inEach((locale) => `{{fields.value}}{{fields.suffix}} {{fields.label.${locale}}}`),
    }),
    services: fixedList(service, 4, "the home page has four services", {
      label: { en: "Services", es: "Servicios" },
      summary: inEach((locale) => `{{fields.eyebrow.${locale}}}`),
    }),
  }),
  editor: { label: { en: "Home page", es: "Página de inicio" } },
});

// About ----------------------------------------------------------------------------

const titled = (label: Words) => z.strictObject({ title, text: body }).meta({ label });

/** One step of "How we work", from the first call to the keys. */
const processStep = z.strictObject({
  title,
  duration: localized("typical duration").meta({
    label: { en: "Typical duration", es: "Duración típica" },
    hint: { en: "e.g. 2 to 4 months", es: "p. ej. 2 a 4 meses" },
  }),
  text: localized("text", { lines: true }).meta({
    label: { en: "What happens", es: "Qué pasa" },
  }),
  owner: localized("what the owner provides", { lines: true }).meta({
    label: { en: "What the owner provides", es: "Qué aporta el dueño" },
  }),
  /** The article that tells this step in full, by its folder under content/news/. */
  article: slug.optional().meta({
    label: { en: "Article", es: "Artículo" },
    hint: {
      en: "Optional: the folder name of the article that tells this step in full, e.g. permit-process.",
      es: "Opcional: el nombre de la carpeta del artículo que cuenta este paso completo, p. ej. permit-process.",
    },
  }),
});

export const about = record({
  file: "about.yaml",
  shownOn: "about",
  schema: z.strictObject({
    intro: z
      .strictObject({
        headline: localized("headline").meta({ label: { en: "Headline", es: "Titular" } }),
        description: localized("description", { lines: true }).meta({
          label: { en: "Text", es: "Texto" },
        }),
      })
      .meta({ label: { en: "Introduction", es: "Introducción" } }),
    mission: titled({ en: "Mission", es: "Misión" }),
    story: titled({ en: "Story", es: "Historia" }),
    process: z
      .strictObject({
        eyebrow: localized("eyebrow").meta({ label: { en: "Eyebrow", es: "Antetítulo" } }),
        title,
        intro: localized("introduction", { lines: true }).meta({
          label: { en: "Introduction", es: "Introducción" },
        }),
        durationLabel: localized("label of the duration").meta({
          label: { en: "Label of the duration", es: "Rótulo de la duración" },
          hint: { en: "e.g. Typical duration", es: "p. ej. Duración típica" },
        }),
        ownerLabel: localized("label of what the owner provides").meta({
          label: { en: "Label of what the owner provides", es: "Rótulo de lo que aporta el dueño" },
          hint: { en: "e.g. What you provide", es: "p. ej. Lo que usted aporta" },
        }),
        steps: z
          .array(processStep)
          .min(5, { error: "how we work has 5 to 7 steps" })
          .max(7, { error: "how we work has 5 to 7 steps" })
          .meta({
            label: { en: "Steps", es: "Pasos" },
            singular: { en: "Step", es: "paso" },
            summary: byTitle,
            hint: {
              en: "5 to 7 steps, from the first call to the keys.",
              es: "De 5 a 7 pasos, de la primera llamada a la entrega de llaves.",
            },
          }),
      })
      .meta({ label: { en: "How we work", es: "Cómo trabajamos" } }),
    buildGroups: fixedList(
      z.strictObject({
        key: key({
          residential: { en: "Residential", es: "Residencial" },
          commercial: { en: "Commercial", es: "Comercial" },
          management: { en: "Management", es: "Dirección de obra" },
        }),
        title,
        text: body,
        items: localizedList("item", { en: "Item", es: "elemento" }).meta({
          label: { en: "Items", es: "Elementos" },
          hint: { en: "Short lines, one per item.", es: "Líneas cortas, una por elemento." },
        }),
      }),
      3,
      "there are three groups of what we build",
      { label: { en: "What we build", es: "Qué construimos" } },
    ),
    reasons: fixedList(
      z.strictObject({
        key: key({
          trackRecord: { en: "Track record", es: "Trayectoria" },
          localExpertise: { en: "Local expertise", es: "Conocimiento local" },
          handsOn: { en: "Hands-on", es: "Presencia en obra" },
          clientCentered: { en: "Client-centered", es: "Centrados en el cliente" },
          quality: { en: "Quality", es: "Calidad" },
          sustainable: { en: "Sustainable", es: "Sostenible" },
        }),
        title,
        text: body,
      }),
      6,
      "there are six reasons to choose us",
      { label: { en: "Reasons to choose us", es: "Razones para elegirnos" } },
    ),
  }),
  editor: { label: { en: "About page", es: "Página Nosotros" } },
});

// Contact --------------------------------------------------------------------------

/** content/contact.yaml: the contact page's own words, beyond its headings. */
export const contact = record({
  file: "contact.yaml",
  shownOn: "contact",
  schema: z.strictObject({
    /** The office by its landmarks, the way addresses are given in Costa Rica. */
    findUs: localized("how to find the office", { lines: true }).meta({
      label: { en: "How to find us", es: "Cómo llegar" },
      hint: {
        en: "Under the office's location: the office by its landmarks, as addresses go in Costa Rica.",
        es: "Bajo la ubicación de la oficina: cómo llegar por puntos de referencia, como se dan las direcciones en Costa Rica.",
      },
    }),
    panel: z
      .strictObject({ title, text: body })
      .meta({ label: { en: "Get in touch panel", es: "Recuadro de contacto" } }),
    hoursTitle: localized("title of the office hours").meta({
      label: { en: "Title of the office hours", es: "Título del horario" },
    }),
    hoursNote: localized("note under the office hours", { lines: true }).meta({
      label: { en: "Note under the office hours", es: "Nota bajo el horario" },
    }),
    areasTitle: localized("title of where we build").meta({
      label: { en: "Title of where we build", es: "Título de dónde construimos" },
    }),
    areasText: localized("text about where we build", { lines: true }).meta({
      label: { en: "Where we build", es: "Dónde construimos" },
    }),
    areas: z
      .array(localized("area"), { error: "list the areas where the company builds" })
      .min(1, { error: "list at least one area where the company builds" })
      .meta({
        label: { en: "Areas", es: "Zonas" },
        singular: { en: "Area", es: "zona" },
        summary: inEach((locale) => `{{fields.${locale}}}`),
        hint: {
          en: "The places listed under where we build, e.g. Santa Teresa and Mal País.",
          es: "Los lugares que se listan bajo dónde construimos, p. ej. Santa Teresa y Mal País.",
        },
      }),
  }),
  editor: { label: { en: "Contact page", es: "Página de contacto" } },
});

/** One item of the fixed lists, by the page's name for it. */
export type Feature = z.output<typeof home.schema>["features"][number];
export type Stat = z.output<typeof home.schema>["stats"][number];
export type BuildGroup = z.output<typeof about.schema>["buildGroups"][number];
export type Reason = z.output<typeof about.schema>["reasons"][number];
