import type { Locale } from "~/i18n/locales";

/**
 * The words only the news list's further pages use: its pager, drawn by the
 * list's on-demand code, and a further page's title and description, written
 * by the list's loader. They live here rather than in the dictionaries that
 * every page loads first (decision 024).
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
  },
};
