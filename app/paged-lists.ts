import type { Locale } from "./i18n/locales";
import { byLocale, pagePath, type Localized, type PageId } from "./pages";

// Apart from app/pages.ts, which every page's first scripts carry: only the
// list's own on-demand code, its loader and the build read these.

/**
 * A list that outgrows one page goes on at numbered pages under its own
 * path: `/information-news/page/2`, `/es/informacion-y-noticias/pagina/2`.
 * Each page holds `size` items, so its HTML stays within the budget however
 * many the content has (docs/decisions/038).
 */
export const pagedLists = [
  {
    id: "informationNewsPage" as const,
    parent: "informationNews",
    file: "routes/news-page.tsx",
    segment: { en: "page", es: "pagina" },
    size: 12,
  },
] as const satisfies readonly {
  id: string;
  parent: PageId;
  file: string;
  segment: Localized<string>;
  size: number;
}[];

export type PagedList = (typeof pagedLists)[number];

/** The paging of a list page, if it has one. */
export function pagingOf(id: PageId): PagedList | undefined {
  return pagedLists.find((list) => list.parent === id);
}

/** Page `n` of a list in a language; page 1 is the list's own path. */
export function listPagePath(list: PagedList, n: number, locale: Locale): string {
  const path = pagePath(list.parent, locale);
  return n <= 1 ? path : `${path}/${list.segment[locale]}/${n}`;
}

/** Page `n` of a list in every language: its twins. */
export function listPageAlternates(list: PagedList, n: number): Localized<string> {
  return byLocale((locale) => listPagePath(list, n, locale));
}
