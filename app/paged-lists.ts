import type { NewsCategory } from "./content/categories";
import type { Locale } from "./i18n/locales";
import { byLocale, pagePath, type Localized, type PageId } from "./pages";

// Apart from app/pages.ts, which every page's first scripts carry: only the
// list's own on-demand code, its loader and the build read these.

/**
 * Each news category's address in each language, after the list's category
 * segment: `/information-news/category/technology`,
 * `/es/informacion-y-noticias/categoria/tecnologia`. Written out rather than
 * made from the labels, so that a label's rewording keeps its links.
 */
const newsCategorySlugs: Record<NewsCategory, Localized<string>> = {
  development: { en: "development", es: "desarrollo" },
  technology: { en: "technology", es: "tecnologia" },
  sustainability: { en: "sustainability", es: "sostenibilidad" },
  safety: { en: "safety", es: "seguridad" },
  regulations: { en: "regulations", es: "normativa" },
  process: { en: "process", es: "proceso" },
  education: { en: "education", es: "educacion" },
  business: { en: "business", es: "negocios" },
};

/**
 * A list that outgrows one page goes on at numbered pages under its own
 * path: `/information-news/page/2`, `/es/informacion-y-noticias/pagina/2`.
 * Each page holds `size` items, so its HTML stays within the budget however
 * many the content has (docs/decisions/038). Each category that has items
 * has pages of its own under `categories.segment`, numbered the same way
 * (docs/decisions/057): the category chips are links to them.
 */
export const pagedLists = [
  {
    id: "informationNewsPage",
    parent: "informationNews",
    file: "routes/news-page.tsx",
    segment: { en: "page", es: "pagina" },
    size: 12,
    categories: {
      id: "informationNewsCategory",
      pagesId: "informationNewsCategoryPage",
      segment: { en: "category", es: "categoria" },
      slugs: newsCategorySlugs,
    },
  },
] as const satisfies readonly {
  id: `${PageId}Page`;
  parent: PageId;
  file: string;
  segment: Localized<string>;
  size: number;
  categories: {
    id: `${PageId}Category`;
    pagesId: `${PageId}CategoryPage`;
    segment: Localized<string>;
    slugs: Record<string, Localized<string>>;
  };
}[];

export type PagedList = (typeof pagedLists)[number];

/** A category of a paged list's items. */
export type ListCategory<L extends PagedList = PagedList> = keyof L["categories"]["slugs"] & string;

/** The paging of a list page, if it has one. */
export function pagingOf(id: PageId): PagedList | undefined {
  return pagedLists.find((list) => list.parent === id);
}

/**
 * Page `n` of a list in a language, or of one category's items in it; page 1
 * is the list's (or the category's) own path.
 */
export function listPagePath(
  list: PagedList,
  n: number,
  locale: Locale,
  category?: ListCategory,
): string {
  const { categories } = list;
  const path = category
    ? `${pagePath(list.parent, locale)}/${categories.segment[locale]}/${categories.slugs[category][locale]}`
    : pagePath(list.parent, locale);
  return n <= 1 ? path : `${path}/${list.segment[locale]}/${n}`;
}

/** Page `n` of a list, or of one of its categories, in every language: its twins. */
export function listPageAlternates(
  list: PagedList,
  n: number,
  category?: ListCategory,
): Localized<string> {
  return byLocale((locale) => listPagePath(list, n, locale, category));
}

/** The category a URL's segment names in a language, or undefined. */
export function categoryOfSlug(
  list: PagedList,
  slug: string | undefined,
  locale: Locale,
): ListCategory | undefined {
  const slugs = list.categories.slugs as Record<ListCategory, Localized<string>>;
  return (Object.keys(slugs) as ListCategory[]).find(
    (category) => slugs[category][locale] === slug,
  );
}
