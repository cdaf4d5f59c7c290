import { z } from "zod";
import { dictionaries } from "../../i18n/dictionaries";
import type { Locale } from "../../i18n/locales";
import { newsCategories } from "../categories";
import { choice, day, draft, image, inEach, lines, localized, shaped, slug, text } from "../fields";
import { addressFields, entries, record, translated } from "../kinds";
import { durationRule } from "../rules";
import { youtubeVideo } from "./walkthrough";

/** The news: articles (content/news/<folder>/) and videos (content/videos.yaml). */

const category = choice(
  newsCategories,
  "category",
  (value, locale: Locale) => dictionaries[locale][`news.category.${value}`],
).meta({ label: { en: "Category", es: "Categoría" } });

const date = day.meta({ label: { en: "Date", es: "Fecha" } });

export const articles = entries({
  folder: "news",
  page: "article",
  fields: {
    title: translated(text("the title").meta({ label: { en: "Title", es: "Título" } })),
    draft,
    ...addressFields,
    // A new article is dated today in Costa Rica, whatever the device's
    // clock, and filed under Process until the owner picks another
    // (decision 052).
    date: date.meta({ initial: "today" }),
    category: category.meta({ initial: "process" }),
    // Left empty, the picture and its description are the starting drawing's
    // (cms/save-rules.ts), so an article of text needs no photo.
    image: image("news").meta({
      label: { en: "Image", es: "Imagen" },
      hint: {
        en: "The picture at the top of the article and on its card. Without a photo, the article shows a drawing of the office desk.",
        es: "La imagen arriba del artículo y en su tarjeta. Sin foto, el artículo lleva un dibujo del escritorio de la oficina.",
      },
      filledOnSave: true,
    }),
    // Written in one language, the other starts as the same words, to be
    // translated (decision 078).
    imageAlt: localized("description of the image").meta({
      label: { en: "Description of the image", es: "Descripción de la imagen" },
      hint: {
        en: "What the photo shows, for visitors who cannot see it. Needed once you choose a photo. One language is enough: the other starts as the same words until you translate them.",
        es: "Lo que muestra la foto, para quien no puede verla. Hace falta en cuanto elija una foto. Basta con el español: el inglés empieza con las mismas palabras hasta que las traduzca.",
      },
      filledOnSave: true,
    }),
    // Left empty, an excerpt is the opening sentences of its language's text.
    excerpt: translated(
      lines("the excerpt").meta({
        label: { en: "Excerpt", es: "Resumen" },
        hint: {
          en: "One or two sentences for the card and the feed. Left empty, it is the first sentences of the text.",
          es: "Una o dos oraciones para la tarjeta y el canal de noticias. Si lo deja vacío, son las primeras oraciones del texto.",
        },
        filledOnSave: true,
      }),
    ),
  },
  body: {
    hint: {
      en: "Paragraphs separated by a blank line. Give it at least two sections (Heading 2, or Heading 3 for a sub-section) and a bulleted list: readers on a phone find their way by them.",
      es: "Párrafos separados por una línea en blanco. Póngale al menos dos secciones (Encabezado 2, o Encabezado 3 para una subsección) y una lista con viñetas: en el celular, el lector se orienta con ellas.",
    },
  },
  editor: {
    label: { en: "Articles", es: "Artículos" },
    singular: { en: "Article", es: "artículo" },
    description: {
      en: "The articles of the Information & News page, in English and Spanish.",
      es: "Los artículos de la página Información y noticias, en inglés y en español.",
    },
    summary: "{{title}} · {{date}}",
    sort: { field: "date", direction: "descending", also: "title" },
    example: "permit-process",
  },
});

/** content/videos.yaml: one item of the list. */
export const video = z.strictObject({
  slug: slug.meta({
    label: { en: "Page address", es: "Dirección de la página" },
    hint: {
      en: "The same in both languages, e.g. video-villa-tour.",
      es: "La misma en los dos idiomas, p. ej. video-villa-tour.",
    },
  }),
  date,
  category,
  duration: shaped(durationRule, "write the running time as minutes:seconds, e.g. 12:45").meta({
    label: { en: "Running time", es: "Duración" },
  }),
  image: image("news").meta({
    label: { en: "Thumbnail", es: "Miniatura" },
    hint: { en: "A still from the video.", es: "Una imagen fija del video." },
  }),
  imageAlt: localized("description of the thumbnail").meta({
    label: { en: "Description of the thumbnail", es: "Descripción de la miniatura" },
  }),
  title: localized("title").meta({ label: { en: "Title", es: "Título" } }),
  excerpt: localized("excerpt", { lines: true }).meta({
    label: { en: "Excerpt", es: "Resumen" },
  }),
  youtube: youtubeVideo.optional().meta({
    hint: {
      en: "Optional: the video's YouTube link (tap Share under the video), e.g. https://youtu.be/M7lc1UVf-VE. Without it, the card leads to the company's channel.",
      es: "Opcional: el enlace del video en YouTube (toque Compartir debajo del video), p. ej. https://youtu.be/M7lc1UVf-VE. Si no hay, la tarjeta lleva al canal de la empresa.",
    },
  }),
});

export const videos = record({
  file: "videos.yaml",
  shownOn: "informationNews",
  schema: z.array(video).meta({
    label: { en: "Videos", es: "Videos" },
    singular: { en: "Video", es: "video" },
    summary: inEach((locale) => `{{fields.title.${locale}}} · {{fields.date}}`),
  }),
  editor: { label: { en: "Videos", es: "Videos" } },
});
