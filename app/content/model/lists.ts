import { z } from "zod";
import { inEach, localized, slug, text } from "../fields";
import { record } from "../kinds";
import { sample } from "../launch";

/** The FAQ, the testimonials and the descriptions of images no entry owns. */

export const faqEntry = z.strictObject({
  id: slug.meta({
    label: { en: "Short name", es: "Nombre corto" },
    hint: {
      en: "A short name no other question has, e.g. permit-time.",
      es: "Un nombre corto que ninguna otra pregunta tenga, p. ej. permit-time.",
    },
  }),
  question: localized("question").meta({ label: { en: "Question", es: "Pregunta" } }),
  answer: localized("answer", { lines: true }).meta({ label: { en: "Answer", es: "Respuesta" } }),
});

export const faq = record({
  file: "faq.yaml",
  shownOn: "informationNews",
  schema: z.array(faqEntry).meta({
    label: { en: "Questions", es: "Preguntas" },
    singular: { en: "Question", es: "pregunta" },
    summary: inEach((locale) => `{{fields.question.${locale}}}`),
  }),
  editor: { label: { en: "Frequently asked questions", es: "Preguntas frecuentes" } },
});

export const testimonial = z.strictObject({
  name: text("the name").meta({
    label: { en: "Name", es: "Nombre" },
    hint: {
      en: "As the client agreed to be named.",
      es: "Como el cliente aceptó que se le nombrara.",
    },
  }),
  role: localized("role").meta({
    label: { en: "Who they are", es: "Quiénes son" },
    hint: { en: "e.g. Villa owners.", es: "p. ej. Propietarios de villa." },
  }),
  location: text("the location").meta({ label: { en: "Location", es: "Ubicación" } }),
  rating: z
    .literal(5, { error: "rating is the number of stars, 5" })
    .meta({ label: { en: "Stars", es: "Estrellas" } }),
  quote: localized("quote", { lines: true }).meta({
    label: { en: "What they said", es: "Lo que dijeron" },
  }),
  projectType: localized("project type").meta({
    label: { en: "Kind of project", es: "Tipo de proyecto" },
  }),
  sample: sample("name"),
});

export const testimonials = record({
  file: "testimonials.yaml",
  shownOn: "home",
  schema: z.array(testimonial).meta({
    label: { en: "Testimonials", es: "Testimonios" },
    singular: { en: "Testimonial", es: "testimonio" },
    summary: inEach(() => "{{fields.name}}"),
  }),
  editor: { label: { en: "Testimonials", es: "Testimonios" } },
});

/**
 * content/images.yaml: the text alternative of images no entry owns (heroes,
 * panels, previews). Keyed by image, it stays outside the editor.
 */
export const siteImages = record({
  file: "images.yaml",
  shownOn: "home",
  schema: z.record(
    z.string().regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)+$/, {
      error: "name the image by its id: its path under content/images without the extension",
    }),
    z.strictObject({ alt: localized("description") }),
  ),
});
