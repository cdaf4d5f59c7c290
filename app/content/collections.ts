import { company, privacy } from "./model/company";
import { faq, siteImages, testimonials } from "./model/lists";
import { articles, videos } from "./model/news";
import { about, contact, home } from "./model/pages";
import { diary } from "./model/diary";
import { projects } from "./model/projects";

/**
 * Every kind of content under content/, once: what each file holds (its
 * fields, their rules, and what the editor shows of them, in model/) and
 * where it is. The build reads and checks the content collection by
 * collection in this order (content.server.ts), and the editor at /admin
 * makes one form per collection from it, in this order (cms/config.ts), so
 * adding a field to a collection is one edit here and one in the component
 * that shows it. See kinds.ts for the kinds.
 */
export const collections = {
  projects,
  diary,
  news: articles,
  home,
  about,
  contact,
  faq,
  testimonials,
  videos,
  privacy,
  company,
  siteImages,
};

export type Collections = typeof collections;

/** How the editor lists the records and pages: one collection, beside projects and articles. */
export const pagesAndLists = {
  label: { en: "Pages and lists", es: "Páginas y listas" },
  singular: { en: "Page", es: "página" },
  description: {
    en: "The home, about and contact pages, the FAQ, testimonials, videos, privacy policy and company details.",
    es: "Las páginas de inicio, Nosotros y contacto, las preguntas frecuentes, los testimonios, los videos, la política de privacidad y los datos de la empresa.",
  },
};
