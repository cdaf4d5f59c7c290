import type { Config } from "@react-router/dev/config";
import { buildDir } from "./app/folders.server";
import { localizePath, locales } from "./app/i18n/locales";
import { diaryFeeds, pageInventory } from "./app/inventory.server";
import { feedPath, notFoundPath } from "./app/pages";

export default {
  appDirectory: "app",
  // A check may build a copy of the content elsewhere (tests/e2e/editor-round-trip.spec.ts).
  buildDirectory: buildDir(),
  ssr: false,
  // Opt in to React Router 8's behaviour now, so the upgrade is a version bump.
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
  prerender: [
    ...pageInventory().map((entry) => entry.url),
    ...locales.map((locale) => localizePath(notFoundPath, locale)),
    "/sitemap.xml",
    "/robots.txt",
    ...locales.map(feedPath),
    ...diaryFeeds(),
  ],
} satisfies Config;
