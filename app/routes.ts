import { route, type RouteConfig } from "@react-router/dev/routes";
import { diaryEntryPath, diaryFeedPath, diaryRoutes } from "./diary-paths";
import { locales } from "./i18n/locales";
import { feedPath, itemPages, pagePath, pages, routeId } from "./pages";
import { pagedLists } from "./paged-lists";

const toRoutePath = (path: string) => path.replace(/^\//, "");

export default [
  ...locales.flatMap((locale) =>
    pages.map((page) =>
      route(toRoutePath(pagePath(page.id, locale)), page.file, { id: routeId(locale, page.id) }, [
        // A list's numbered pages and its categories' pages rank before its
        // items: "page" and "category" are no item's address.
        ...pagedLists
          .filter((list) => list.parent === page.id)
          .flatMap(({ file, segment, categories, ...list }) => [
            route(`${segment[locale]}/:page`, file, { id: routeId(locale, list.id) }),
            route(`${categories.segment[locale]}/:category`, file, {
              id: routeId(locale, categories.id),
            }),
            route(`${categories.segment[locale]}/:category/${segment[locale]}/:page`, file, {
              id: routeId(locale, categories.pagesId),
            }),
          ]),
        ...itemPages
          .filter((item) => item.parent === page.id)
          .map((item) => route(":slug", item.file, { id: routeId(locale, item.id) })),
      ]),
    ),
  ),
  // A project's build diary: each entry's page and the project's feed, under
  // the project's address in each language (app/diary-paths.ts).
  ...locales.flatMap((locale) => [
    route(toRoutePath(diaryEntryPath(":slug", ":entry", locale)), diaryRoutes.entry, {
      id: `${locale}.diaryEntry`,
    }),
    route(toRoutePath(diaryFeedPath(":slug", locale)), diaryRoutes.feed, {
      id: `${locale}.diaryFeed`,
    }),
  ]),
  // Resource routes, pre-rendered as files: the sitemap, robots.txt and the
  // news feeds. Every route costs every page a line of the route manifest, so
  // one route serves both feeds: the Spanish one is the English path under /es.
  route("sitemap.xml", "routes/_seo/sitemap.ts", { id: "sitemap" }),
  route("robots.txt", "routes/_seo/robots.ts", { id: "robots" }),
  route(`es?/${toRoutePath(feedPath("en"))}`, "routes/_seo/feed.ts", { id: "feed" }),
  route("es/*", "routes/not-found.tsx", { id: "es.not-found" }),
  route("*", "routes/not-found.tsx", { id: "en.not-found" }),
] satisfies RouteConfig;
