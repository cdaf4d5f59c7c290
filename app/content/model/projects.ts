import { z } from "zod";
import { dictionaries } from "../../i18n/dictionaries";
import { serviceLabel } from "../../lib/project-details";
import { parseTimeline, projectStatuses, type Timeline } from "../../lib/project-facts";
import { projectCategories, projectServices } from "../categories";
import {
  choice,
  coordinates,
  draft,
  lines,
  photo,
  squareMetres,
  text,
  type Words,
} from "../fields";
import { addressFields, entries, translated } from "../kinds";
import { sample } from "../launch";
import { timelineRule, yearRule } from "../rules";
import { walkthrough } from "./walkthrough";

/** content/projects/<folder>/index.<locale>.md: a project, its facts, gallery and story. */

const photoHint: Words = {
  en: "A photo at least 1600 pixels wide; the site makes every size.",
  es: "Una foto de al menos 1600 píxeles de ancho; el sitio hace todos los tamaños.",
};

/** The figures a buyer looks for; bedrooms and bathrooms are for homes only. */
const facts = z
  .strictObject({
    builtArea: squareMetres("the built area").meta({
      label: { en: "Built area (m²)", es: "Área construida (m²)" },
    }),
    lotArea: squareMetres("the lot area").meta({
      label: { en: "Lot area (m²)", es: "Área del lote (m²)" },
    }),
    bedrooms: z
      .int({ error: "bedrooms is a whole number" })
      .positive()
      .optional()
      .meta({
        label: { en: "Bedrooms", es: "Habitaciones" },
        hint: {
          en: "Homes only: leave empty for a commercial or industrial project.",
          es: "Solo viviendas: déjelo vacío en un proyecto comercial o industrial.",
        },
      }),
    bathrooms: z
      .number({ error: "bathrooms is a number, halves allowed (e.g. 3.5)" })
      .positive()
      .multipleOf(0.5, { error: "count bathrooms in halves (e.g. 3 or 3.5)" })
      .optional()
      .meta({
        label: { en: "Bathrooms", es: "Baños" },
        hint: {
          en: "Homes only; halves allowed, e.g. 3.5.",
          es: "Solo viviendas; se cuentan medios baños, p. ej. 3.5.",
        },
      }),
    /** Of the place (the town or beach), not the lot: owners' addresses stay private. */
    coordinates: coordinates().meta({
      label: { en: "Position on the map", es: "Ubicación en el mapa" },
      hint: {
        en: "Of the town or beach, not the lot: the owners' address stays private.",
        es: "Del pueblo o la playa, no del lote: la dirección de los dueños es privada.",
      },
    }),
    services: z
      .array(choice(projectServices, "each service", serviceLabel), {
        error: "list the services delivered",
      })
      .min(1, { error: "list at least one service delivered" })
      .refine((list) => new Set(list).size === list.length, { error: "list each service once" })
      .meta({ label: { en: "Services delivered", es: "Servicios brindados" } }),
  })
  .meta({ label: { en: "Facts", es: "Datos" } });

/**
 * Two photos taken from the same place, before the work and after it, drawn
 * as a comparison slider. Both are cropped to the slider's frame; two of the
 * same proportions line up, and the build warns of a pair that does not.
 */
const pairHint: Words = {
  en: "At least 1600 pixels wide, from the same place and in the same shape as the other photo.",
  es: "De al menos 1600 píxeles de ancho, desde el mismo lugar y con la misma forma que la otra foto.",
};
const beforeAfter = z
  .strictObject(
    {
      before: photo("projects", pairHint).meta({ label: { en: "Before", es: "Antes" } }),
      after: photo("projects", pairHint).meta({ label: { en: "After", es: "Después" } }),
    },
    { error: "give a before photo and an after photo, each with its description" },
  )
  .optional()
  .meta({
    label: { en: "Before and after", es: "Antes y después" },
    hint: {
      en: "Optional, for a renovation or a lot that changed: two photos taken from the same place, the same shape (e.g. both 3:2), shown with a slider between them.",
      es: "Opcional, para una remodelación o un lote que cambió: dos fotos tomadas desde el mismo lugar y con la misma forma (p. ej. ambas 3:2), con un deslizador entre ellas.",
    },
    rarelyNeeded: true,
  });

export const projects = entries({
  folder: "projects",
  page: "project",
  fields: {
    title: translated(text("the title").meta({ label: { en: "Title", es: "Título" } })),
    draft,
    sample: sample(),
    ...addressFields,
    /** The project's number: the lists show projects in its order. */
    id: z
      .int({ error: "id must be a whole number" })
      .positive({ error: "id must be 1 or more" })
      .meta({
        label: { en: "Number", es: "Número" },
        hint: {
          en: "A number no other project has: the projects are listed in its order.",
          es: "Un número que ningún otro proyecto tenga: los proyectos se listan en ese orden.",
        },
      }),
    /** The year the project started (in progress) or was finished, on the dialog's tile. */
    year: z
      .int({ error: "write the year in four digits, e.g. 2025" })
      .min(yearRule.min, { error: "write the year in four digits, e.g. 2025" })
      .max(yearRule.max, { error: "write the year in four digits, e.g. 2025" })
      .meta({
        label: { en: "Year", es: "Año" },
        hint: {
          en: "The year construction started, whether the project is in progress or completed.",
          es: "El año en que empezó la obra, esté en construcción o terminada.",
        },
      }),
    status: choice(
      projectStatuses,
      "status",
      (value, locale) => dictionaries[locale][`projects.status.${value}`],
    ).meta({ label: { en: "Status", es: "Estado" } }),
    /** How long the build took or will take: "10M" for ten months, "1Y" for a year. */
    timeline: z
      .string({ error: 'write the timeline as months or years, e.g. "10M" or "1Y"' })
      .regex(timelineRule.pattern, {
        error: 'write the timeline as a number and M (months) or Y (years), e.g. "10M" or "1Y"',
      })
      .transform((value): Timeline => parseTimeline(value)!)
      .meta({
        label: { en: "Timeline", es: "Duración" },
        hint: {
          en: "How long the build takes: 10M for ten months, 1Y for one year.",
          es: "Cuánto dura la obra: 10M son diez meses, 1Y es un año.",
        },
        mismatch: timelineRule.message,
      }),
    category: choice(
      projectCategories,
      "category",
      (value, locale) => dictionaries[locale][`projects.filter.${value}`],
    ).meta({ label: { en: "Category", es: "Categoría" } }),
    location: text("the location").meta({
      label: { en: "Location", es: "Ubicación" },
      hint: {
        en: "The town or area, e.g. Santa Teresa.",
        es: "El pueblo o la zona, p. ej. Santa Teresa.",
      },
    }),
    description: translated(
      lines("the short description for the card").meta({
        label: { en: "Short description", es: "Descripción corta" },
        hint: {
          en: "One or two sentences for the card.",
          es: "Una o dos oraciones para la tarjeta.",
        },
      }),
    ),
    scope: translated(
      text("the scope, in one line").meta({
        label: { en: "Scope", es: "Alcance" },
        hint: {
          en: "What we did, in one line, e.g. Design, permits and construction of…",
          es: "Lo que hicimos, en una línea, p. ej. Diseño, permisos y construcción de…",
        },
      }),
    ),
    facts,
    gallery: z
      .array(photo("projects", photoHint), { error: "list the gallery's photos" })
      .min(4, { error: "a gallery needs 4 to 13 photos, cover first" })
      .max(13, { error: "a gallery needs 4 to 13 photos, cover first" })
      .meta({
        label: { en: "Gallery", es: "Galería" },
        singular: { en: "Photo", es: "foto" },
        hint: {
          en: "Gallery: 4 to 13 photos, cover first. Describe each photo in both languages for people who cannot see it.",
          es: "De 4 a 13 fotos, la portada primero. Describa cada foto en los dos idiomas para quien no puede verla.",
        },
      }),
    beforeAfter,
    walkthrough,
  },
  refine({ category, facts }, context) {
    for (const field of ["bedrooms", "bathrooms"] as const) {
      if (category !== "residential" && facts[field] !== undefined)
        context.addIssue({
          code: "custom",
          path: ["facts", field],
          message: `${field} are for homes: leave them out of a ${category} project`,
        });
    }
  },
  body: {
    hint: {
      en: "What the client asked for, how it was built and what it became: a few paragraphs.",
      es: "Lo que pidió el cliente, cómo se construyó y en qué se convirtió: unos cuantos párrafos.",
    },
  },
  editor: {
    label: { en: "Projects", es: "Proyectos" },
    singular: { en: "Project", es: "proyecto" },
    description: {
      en: "The company's projects: each with its facts, photos and story, in English and Spanish.",
      es: "Los proyectos de la empresa: cada uno con sus datos, fotos e historia, en inglés y en español.",
    },
    summary: "{{title}} · {{location}}",
    sort: { field: "id", direction: "ascending", also: "title" },
    example: "casa-horizonte",
  },
});
