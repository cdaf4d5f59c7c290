import { z } from "zod";
import { diaryEntryPath } from "../../diary-paths";
import { day, image, localized, slug } from "../fields";
import { notes } from "../kinds";
import { sample } from "../launch";

/**
 * content/diary/<project>-<date>.yaml: one entry of a project's build diary,
 * a dated note in both languages and the week's photos (decision 062). One
 * file per entry, so a new one is one short form on a phone, published as it
 * is saved, and a project with fifty entries is fifty small files, not one
 * long form.
 */

/** Notes are short: a diary entry is read on a phone, a few to a screen. */
const noteLength = 700;

export const diary = notes({
  folder: "diary",
  schema: z.strictObject({
    project: slug.meta({
      label: { en: "Project", es: "Proyecto" },
      hint: {
        en: "The project this entry is about: the one of the latest entry, unless you change it. A private home's diary needs the client's written consent first.",
        es: "El proyecto de este avance: el del último avance, a menos que lo cambie. El avance de una casa privada necesita antes el permiso escrito del cliente.",
      },
      entryOf: "projects",
    }),
    date: day.meta({
      label: { en: "Date", es: "Fecha" },
      hint: {
        en: "The day of the visit: today, unless you change it.",
        es: "El día de la visita: hoy, a menos que lo cambie.",
      },
      initial: "today",
    }),
    note: localized("note", { lines: true, max: noteLength }).meta({
      label: { en: "Note", es: "Nota" },
      hint: {
        en: `What was done and what comes next, in two or three sentences (${noteLength} characters at most). Never the address, or anything that places the lot more precisely than the project's town.`,
        es: `Lo que se hizo y lo que sigue, en dos o tres oraciones (${noteLength} caracteres como máximo). Nunca la dirección ni nada que ubique el lote con más detalle que el pueblo del proyecto.`,
      },
    }),
    photos: z
      .array(image("diary"), { error: "list the entry's photos" })
      .min(1, { error: "an entry needs 1 to 6 photos" })
      .max(6, { error: "an entry needs 1 to 6 photos" })
      .meta({
        label: { en: "Photos", es: "Fotos" },
        hint: {
          en: "1 to 6 photos, straight from the phone: choose them all at once. None that shows a house number, a street sign or a face without consent.",
          es: "De 1 a 6 fotos, tal como salen del teléfono: elíjalas todas de una vez. Ninguna que muestre el número de la casa, un rótulo de la calle o una cara sin permiso.",
        },
      }),
    // Written in one language, the other starts as the same words, to be
    // translated (decision 078).
    descriptions: localized("description of the photos", { lines: true }).meta({
      label: { en: "What each photo shows", es: "Qué se ve en cada foto" },
      hint: {
        en: "One line per photo, in the photos' order, for people who cannot see them, e.g. Rebar of the upper slab before the pour. One language is enough: the other starts as the same words until you translate them.",
        es: "Una línea por foto, en el mismo orden, para quien no puede verlas, p. ej. Armadura de la losa superior antes de la chorrea. Basta con el español: el inglés empieza con las mismas palabras hasta que las traduzca.",
      },
      filledOnSave: true,
    }),
    sample: sample(),
  }),
  editor: {
    label: { en: "Build diary", es: "Avance de obra" },
    singular: { en: "Diary entry", es: "avance" },
    description: {
      en: "Weekly progress on a project: the date, a short note in English and Spanish, and the week's photos. Saving publishes it.",
      es: "El avance semanal de un proyecto: la fecha, una nota corta en español y en inglés, y las fotos de la semana. Al guardar, se publica.",
    },
    name: "{{fields.project}}-{{fields.date}}",
    summary: "{{fields.date}} · {{fields.project}}",
    sort: { field: "date", direction: "descending", also: "project" },
    group: { field: "project", label: { en: "Project", es: "Proyecto" } },
    page: diaryEntryPath("{{fields.project}}", "{{fields.date}}", "en"),
    // A new entry is most often about the house of last week's.
    carry: "project",
  },
});
