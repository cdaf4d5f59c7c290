import { localizePath, locales, type Locale } from "./i18n/locales";
import type { MessageKey } from "./i18n/messages/en";

/** A value in every language the site speaks. */
export type Localized<T> = Record<Locale, T>;

/** An item's URL slug in each language: ASCII, lower case, hyphenated. */
export type Slugs = Localized<string>;

/**
 * The site's pages, written once. `path` is each language's own path, the
 * Spanish one under `/es`. `routes.ts` expands this list for every locale,
 * `react-router.config.ts` pre-renders it, and the navigation, footer, meta,
 * language switch, sitemap and redirects read it: no page path is written
 * anywhere else. `meta` names the dictionary keys of the page's title and
 * description (`<meta>.metaTitle`).
 */
export const pages = [
  {
    id: "home",
    path: { en: "/", es: "/" },
    file: "routes/home.tsx",
    label: "nav.home",
    meta: "home",
    inNav: true,
  },
  {
    id: "about",
    path: { en: "/about", es: "/nosotros" },
    file: "routes/about.tsx",
    label: "nav.about",
    meta: "about",
    inNav: true,
  },
  {
    id: "projects",
    path: { en: "/projects", es: "/proyectos" },
    file: "routes/projects.tsx",
    label: "nav.projects",
    meta: "projects",
    inNav: true,
  },
  {
    id: "informationNews",
    path: { en: "/information-news", es: "/informacion-y-noticias" },
    file: "routes/information-news.tsx",
    label: "nav.informationNews",
    meta: "news",
    inNav: true,
  },
  {
    id: "contact",
    path: { en: "/contact", es: "/contacto" },
    file: "routes/contact.tsx",
    label: "nav.contact",
    meta: "contact",
    inNav: true,
  },
  {
    id: "privacy",
    path: { en: "/privacy", es: "/privacidad" },
    file: "routes/privacy.tsx",
    label: "footer.privacy",
    meta: "privacy",
    inNav: false,
  },
] as const satisfies readonly {
  id: string;
  path: Localized<`/${string}`>;
  file: string;
  label: MessageKey;
  meta: string;
  inNav: boolean;
}[];

export type Page = (typeof pages)[number];
export type PageId = Page["id"];

/**
 * Pages nested in a list page, one per item of a collection: the list stays
 * mounted and the item opens over it (a dialog, a reader). An item's path is
 * its list's path and its slug in that language.
 */
export const itemPages = [
  { id: "project", parent: "projects", file: "routes/project.tsx" },
  { id: "article", parent: "informationNews", file: "routes/article.tsx" },
] as const satisfies readonly { id: string; parent: PageId; file: string }[];

export type ItemKind = (typeof itemPages)[number]["id"];

export const navPages = pages.filter((page) => page.inNav);

/** Pre-rendered as `404.html` (and `es/404.html`) for the server to send with status 404. */
export const notFoundPath = "/404";

/** Where the content editor (cms/) is served: no page of the site, kept out of search. */
export const editorPath = "/admin";

export function pageById(id: PageId): Page {
  const page = pages.find((p) => p.id === id);
  if (!page) throw new Error(`Unknown page ${id}`);
  return page;
}

/** A page's URL path in a language: `pagePath("about", "es")` is `/es/nosotros`. */
export function pagePath(id: PageId, locale: Locale): string {
  return localizePath(pageById(id).path[locale], locale);
}

/** A page's path in every language: its twins. */
export function pageAlternates(id: PageId): Localized<string> {
  return byLocale((locale) => pagePath(id, locale));
}

function itemParent(kind: ItemKind): PageId {
  const item = itemPages.find((page) => page.id === kind);
  if (!item) throw new Error(`Unknown kind of item ${kind}`);
  return item.parent;
}

/**
 * An item's URL path in a language, from its slug in that language:
 * `itemPath("project", "casa-horizonte", "es")` is `/es/proyectos/casa-horizonte`.
 */
export function itemPath(kind: ItemKind, slug: string, locale: Locale): string {
  return `${pagePath(itemParent(kind), locale)}/${slug}`;
}

/** An item's path in every language, from its slugs: its twins. */
export function itemAlternates(kind: ItemKind, slugs: Slugs): Localized<string> {
  return byLocale((locale) => itemPath(kind, slugs[locale], locale));
}

/** The news feed of a language: `/rss.xml`, `/es/rss.xml`. */
export function feedPath(locale: Locale): string {
  return localizePath("/rss.xml", locale);
}

/**
 * The route id of a page in a language, `es.projects`: routes.ts names its
 * routes with it, and the language switch reads the page back from it.
 */
export function routeId(
  locale: Locale,
  id: PageId | ItemKind | `${PageId}${"Page" | "Category" | "CategoryPage"}`,
): string {
  return `${locale}.${id}`;
}

/** The page a route id names, or undefined for item and not-found routes. */
export function pageOfRoute(routeId: string): PageId | undefined {
  const id = routeId.slice(routeId.indexOf(".") + 1);
  return pages.find((page) => page.id === id)?.id;
}

/** A value in every language, from a function of the language. */
export function byLocale(path: (locale: Locale) => string): Localized<string> {
  return Object.fromEntries(locales.map((locale) => [locale, path(locale)])) as Localized<string>;
}
