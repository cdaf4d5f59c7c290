import { route, type RouteConfig } from "@react-router/dev/routes";
import { locales } from "./i18n/locales";
import { itemPages, pagePath, pages, routeId } from "./pages";

const toRoutePath = (path: string) => path.replace(/^\//, "");

export default [
  ...locales.flatMap((locale) =>
    pages.map((page) =>
      route(
        toRoutePath(pagePath(page.id, locale)),
        page.file,
        { id: routeId(locale, page.id) },
        itemPages
          .filter((item) => item.parent === page.id)
          .map((item) => route(":slug", item.file, { id: routeId(locale, item.id) })),
      ),
    ),
  ),
  route("es/*", "routes/not-found.tsx", { id: "es.not-found" }),
  route("*", "routes/not-found.tsx", { id: "en.not-found" }),
] satisfies RouteConfig;
