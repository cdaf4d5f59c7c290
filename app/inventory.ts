import { content } from "./content/content.server";
import { localizePath, locales, type Locale } from "./i18n/locales";
import { pageById, pages, type PageId } from "./pages";

// Build-time only: routes.ts, the pre-render list and the tests read this
// module. It imports all content, so nothing the browser loads may import it.

/**
 * Pages nested in a list page, one per content item: the list stays mounted
 * and the item opens over it (a dialog, a reader). `path` is relative to the
 * parent's.
 */
export const detailPages = [
  {
    id: "project",
    parent: "projects",
    path: ":slug",
    file: "routes/project.tsx",
    slugs: () => content().projects.map((project) => project.slug),
  },
  {
    id: "article",
    parent: "informationNews",
    path: ":slug",
    file: "routes/article.tsx",
    slugs: () => content().articles.map((article) => article.slug),
  },
] as const;

export type DetailPage = (typeof detailPages)[number];

export interface InventoryEntry {
  locale: Locale;
  /** The page ("about"), or the detail page and its item ("project:villa-cielo"). */
  id: PageId | `${DetailPage["id"]}:${string}`;
  url: string;
}

/**
 * Every URL the site pre-renders with status 200, in both languages. The
 * quality gates (accessibility, validity, links, budgets, benchmark) iterate
 * over it, so a page added to `pages` is checked without anyone remembering.
 */
export function pageInventory(): InventoryEntry[] {
  return locales.flatMap((locale) => [
    ...pages.map((page) => ({ locale, id: page.id, url: localizePath(page.path, locale) })),
    ...detailPages.flatMap((detail) =>
      detail.slugs().map((slugs) => ({
        locale,
        // Named by the English slug, the item's folder under content/, in both languages.
        id: `${detail.id}:${slugs.en}` as const,
        url: localizePath(`${pageById(detail.parent).path}/${slugs[locale]}`, locale),
      })),
    ),
  ]);
}
