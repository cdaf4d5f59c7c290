import { content } from "./content/content.server";
import { diaryPages, projectsWithDiary } from "./content/projects/diary-pages.server";
import { diaryEntryAlternates, diaryFeedPath } from "./diary-paths";
import { locales, type Locale } from "./i18n/locales";
import {
  itemAlternates,
  itemPages,
  itemPath,
  pageAlternates,
  pages,
  type ItemKind,
  type Localized,
  type PageId,
  type Slugs,
} from "./pages";
import { listPageAlternates, pagedLists, type ListCategory, type PagedList } from "./paged-lists";
import { pageCount } from "./lib/paginate";

// Build-time only: routes' loaders, the pre-render list, the build scripts
// and the tests read this module. It imports all content, so nothing the
// browser loads may import it; the `.server` name makes the build refuse it.

/** The items of each paged list, in the list's order. */
const listItems: Record<PagedList["parent"], () => readonly { category: string }[]> = {
  informationNews: () => content().news,
};

/** How many pages a paged list fills with the content, or one of its categories does. */
export function listPages(list: PagedList, category?: ListCategory): number {
  const items = listItems[list.parent]().filter(
    (item) => category === undefined || item.category === category,
  );
  return pageCount(items.length, list.size);
}

/** The categories of a paged list that have items, in the list's order: one chip and page each. */
export function listCategories(list: PagedList): ListCategory[] {
  const items = listItems[list.parent]();
  return (Object.keys(list.categories.slugs) as ListCategory[]).filter((category) =>
    items.some((item) => item.category === category),
  );
}

/** Every item of each collection, by its slugs in each language. */
const collections: Record<ItemKind, () => Slugs[]> = {
  project: () => content().projects.map((project) => project.slug),
  article: () => content().articles.map((article) => article.slug),
};

export interface InventoryEntry {
  locale: Locale;
  /**
   * The page ("about"), the kind of item and its English slug
   * ("project:villa-cielo"), a list's further page ("informationNews:page-2"),
   * one of its categories' pages ("informationNews:category-safety",
   * "informationNews:category-safety:page-2"), or a diary entry by its
   * project's English slug and its address ("diary:casa-horizonte/2026-11-20").
   */
  id:
    | PageId
    | `${ItemKind}:${string}`
    | `${PageId}:page-${number}`
    | `${PageId}:category-${string}`
    | `${PageId}:category-${string}:page-${number}`
    | `diary:${string}`;
  /**
   * The route that draws it, by its id without the language: one template
   * for every page it draws ("about", "project", "informationNewsPage",
   * "informationNewsCategory", "diaryEntry"). The browser tests visit a few of each.
   */
  template: string;
  url: string;
  /** The same page in every language, itself included. */
  alternates: Localized<string>;
}

/** A list's numbered pages after the first, and every page of each category that has items. */
function listTwins(list: PagedList): Omit<InventoryEntry, "locale" | "url">[] {
  const further = (pages: number) => Array.from({ length: pages - 1 }, (_, index) => index + 2);
  return [
    ...further(listPages(list)).map((n) => ({
      id: `${list.parent}:page-${n}` as const,
      template: list.id,
      alternates: listPageAlternates(list, n),
    })),
    ...listCategories(list).flatMap((category) => [
      {
        id: `${list.parent}:category-${category}` as const,
        template: list.categories.id,
        alternates: listPageAlternates(list, 1, category),
      },
      ...further(listPages(list, category)).map((n) => ({
        id: `${list.parent}:category-${category}:page-${n}` as const,
        template: list.categories.pagesId,
        alternates: listPageAlternates(list, n, category),
      })),
    ]),
  ];
}

/** A page or item in every language, once. */
function twins(): Omit<InventoryEntry, "locale" | "url">[] {
  return [
    ...pages.map((page) => ({
      id: page.id,
      template: page.id,
      alternates: pageAlternates(page.id),
    })),
    ...pagedLists.flatMap(listTwins),
    ...itemPages.flatMap((kind) =>
      collections[kind.id]().map((slugs) => ({
        id: `${kind.id}:${slugs.en}` as const,
        template: kind.id,
        alternates: itemAlternates(kind.id, slugs),
      })),
    ),
    ...diaryPages().map(({ project, address }) => ({
      id: `diary:${project.slug.en}/${address}` as const,
      template: "diaryEntry",
      alternates: diaryEntryAlternates(project.slug, address),
    })),
  ];
}

/** The build diary feed of each project that has one, in both languages. */
export function diaryFeeds(): string[] {
  return projectsWithDiary().flatMap((project) =>
    locales.map((locale) => diaryFeedPath(project.slug[locale], locale)),
  );
}

/**
 * Every URL the site pre-renders with status 200, in both languages. The
 * quality gates (accessibility, validity, links, budgets, benchmark) iterate
 * over it, so a page added to `pages` is checked without anyone remembering.
 */
export function pageInventory(): InventoryEntry[] {
  const all = twins();
  return locales.flatMap((locale) =>
    all.map((entry) => ({ ...entry, locale, url: entry.alternates[locale] })),
  );
}

/**
 * An item's path in every language, from its slug in one, for its route's
 * loader to hand to the meta and the language switch; null if there is none.
 */
export function itemTwins(kind: ItemKind, slug: string, locale: Locale): Localized<string> | null {
  const slugs = collections[kind]().find((candidate) => candidate[locale] === slug);
  return slugs ? itemAlternates(kind, slugs) : null;
}

/**
 * Where pages used to live and where they live now: each Spanish twin's
 * former path, `/es` and its English path (`/es/about` -> `/es/nosotros`),
 * and the earlier addresses of projects and articles whose address was
 * corrected, in English under `/es` too. Pages whose path did not change are
 * left out.
 */
export function legacyRedirects(): { from: string; to: string }[] {
  const spanish = twins()
    .map(({ alternates }) => ({
      from: alternates.en === "/" ? "/es" : `/es${alternates.en}`,
      to: alternates.es,
    }))
    .filter(({ from, to }) => from !== to);
  const { formerSlugs } = content();
  const corrected = formerSlugs.map(({ kind, locale, from, to }) => ({
    from: itemPath(kind, from, locale),
    to: itemPath(kind, to, locale),
  }));
  // The editor's link from an entry's Spanish pane is /es and its English path
  // by the entry's folder (cms/config.ts, preview_path). Where the English
  // address was corrected, the folder's name is an earlier English address.
  const spanishOfEarlier = formerSlugs.flatMap(({ kind, locale, from, to }) => {
    const slugs = collections[kind]().find((candidate) => candidate.en === to);
    return locale === "en" && slugs
      ? [{ from: `/es${itemPath(kind, from, "en")}`, to: itemPath(kind, slugs.es, "es") }]
      : [];
  });
  // A list's first page has no number: /information-news/page/1 is
  // /information-news, and a category's page 1 is the category's own page.
  const firstPages = pagedLists.flatMap((list) =>
    [undefined, ...listCategories(list)].flatMap((category) =>
      locales.map((locale) => ({
        from: `${listPageAlternates(list, 2, category)[locale].replace(/\/2$/, "")}/1`,
        to: listPageAlternates(list, 1, category)[locale],
      })),
    ),
  );
  return [...spanish, ...corrected, ...spanishOfEarlier, ...firstPages];
}
