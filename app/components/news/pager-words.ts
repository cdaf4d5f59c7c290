import type { Locale } from "~/i18n/locales";

/**
 * The words only the news list's further pages and category pages use: its
 * pager, drawn by the list's on-demand code, and such a page's title and
 * description, written by the list's loader. They live here rather than in
 * the dictionaries that every page loads first (decision 024).
 */
export const pagerWords: Record<
  Locale,
  {
    pager: string;
    page: (page: number) => string;
    previous: string;
    next: string;
    pageOf: (page: number, pages: number) => string;
    title: (list: string, page: number) => string;
    description: (page: number) => string;
    /** A category's page: the list's title and the category's label, as the chip writes it. */
    categoryTitle: (list: string, category: string, page: number) => string;
    categoryDescription: (category: string, page: number) => string;
  }
> = {
  en: {
    pager: "Pages of stories",
    page: (page) => `Page ${page}`,
    previous: "Previous page",
    next: "Next page",
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
    title: (list, page) => `${list}, page ${page}`,
    description: (page) =>
      `Page ${page} of our guides to building in Costa Rica, newest first: permits, build times, costs, materials, coastal corrosion and the rainy season.`,
    categoryTitle: (list, category, page) =>
      page > 1 ? `${list}: ${category}, page ${page}` : `${list}: ${category}`,
    categoryDescription: (category, page) =>
      `${page > 1 ? `Page ${page} of our` : "Our"} stories on ${category.toLowerCase()} for building a home or a business in Costa Rica, newest first: guides, site notes and videos from our team.`,
  },
  es: {
    pager: "Páginas de publicaciones",
    page: (page) => `Página ${page}`,
    previous: "Página anterior",
    next: "Página siguiente",
    pageOf: (page, pages) => `Página ${page} de ${pages}`,
    title: (list, page) => `${list}, página ${page}`,
    description: (page) =>
      `Página ${page} de nuestras guías para construir en Costa Rica, de la más reciente a la más antigua: permisos, plazos, costos, materiales y lluvias.`,
    categoryTitle: (list, category, page) =>
      page > 1 ? `${list}: ${category}, página ${page}` : `${list}: ${category}`,
    categoryDescription: (category, page) =>
      `${page > 1 ? `Página ${page} de nuestras` : "Nuestras"} publicaciones sobre ${category.toLowerCase()} para construir en Costa Rica, de la más reciente a la más antigua: guías, notas de obra y videos.`,
  },
};
