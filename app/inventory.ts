import { articles } from "./content/news";
import { projects } from "./content/projects";
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
    slugs: () => projects.map((project) => project.slug),
  },
  {
    id: "article",
    parent: "informationNews",
    path: ":slug",
    file: "routes/article.tsx",
    slugs: () => articles.map((article) => article.slug),
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
      detail.slugs().map((slug) => ({
        locale,
        id: `${detail.id}:${slug}` as const,
        url: localizePath(`${pageById(detail.parent).path}/${slug}`, locale),
      })),
    ),
  ]);
}
