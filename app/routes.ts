import { route, type RouteConfig } from "@react-router/dev/routes";
import { localizePath, locales } from "./i18n/locales";
import { detailPages } from "./inventory";
import { pages } from "./pages";

const toRoutePath = (path: string) => path.replace(/^\//, "");

export default [
  ...locales.flatMap((locale) =>
    pages.map((page) =>
      route(
        toRoutePath(localizePath(page.path, locale)),
        page.file,
        { id: `${locale}.${page.id}` },
        detailPages
          .filter((detail) => detail.parent === page.id)
          .map((detail) => route(detail.path, detail.file, { id: `${locale}.${detail.id}` })),
      ),
    ),
  ),
  route("es/*", "routes/not-found.tsx", { id: "es.not-found" }),
  route("*", "routes/not-found.tsx", { id: "en.not-found" }),
] satisfies RouteConfig;
