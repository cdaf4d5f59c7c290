import path from "node:path";
import { runnerImport, type Plugin } from "vite";
import type * as PageData from "../../app/content/news/page-data.server";
import { locales } from "../../app/i18n/locales";

const newsList = "virtual:news-list/";
const articleBody = "virtual:article-body/";
const articleBodies = "virtual:article-bodies/";
const ours = [newsList, articleBody, articleBodies].map((id) => `\0${id}`);

/**
 * Content the browser needs as data, made into modules of their own so that a
 * page does not carry its text twice: once in its HTML and again as loader
 * data (docs/decisions/019-content-as-data.md).
 *
 * - `virtual:news-list/<locale>`: one language's news list (the cards, the
 *   categories that have items, the FAQ).
 * - `virtual:article-body/<locale>/<slug>`: one article's body, parsed.
 * - `virtual:article-bodies/<locale>`: a loader per article slug, in a chunk
 *   of its own so a page's first scripts do not carry the list.
 *
 * They are made by the same functions the news loaders use, run through Vite
 * itself, so nothing is written to disk. In development an edit to any file
 * under content/ invalidates them, so every page shows it on the next reload.
 */
export function contentChunks(alias: Record<string, string>): Plugin {
  const contentDir = path.resolve(process.env.CONTENT_DIR ?? "content");
  let pageData: Promise<typeof PageData> | undefined;
  const load = () =>
    (pageData ??= runnerImport<typeof PageData>(
      path.resolve("app/content/news/page-data.server.ts"),
      {
        configFile: false,
        logLevel: "error",
        resolve: { alias },
      },
    ).then((result) => result.module));
  const localeOf = (value: string | undefined) => locales.find((locale) => locale === value);
  const moduleOf = (value: unknown) => `export default ${JSON.stringify(value)};`;

  return {
    name: "solera:content-chunks",
    buildStart() {
      pageData = undefined;
    },
    resolveId(id) {
      return [newsList, articleBody, articleBodies].some((prefix) => id.startsWith(prefix))
        ? `\0${id}`
        : undefined;
    },
    async load(id) {
      if (!ours.some((prefix) => id.startsWith(prefix))) return undefined;
      const name = id.slice(1);
      const data = await load();
      if (name.startsWith(articleBodies)) {
        const locale = localeOf(name.slice(articleBodies.length));
        if (!locale) throw new Error(`No article bodies for "${name}"`);
        const loaders = Object.keys(data.articleBodies(locale)).map(
          (slug) => `${JSON.stringify(slug)}: () => import("${articleBody}${locale}/${slug}")`,
        );
        return `export default {${loaders.join(",")}};`;
      }
      if (name.startsWith(articleBody)) {
        const [localeName, slug = ""] = name.slice(articleBody.length).split("/");
        const locale = localeOf(localeName);
        const blocks = locale && data.articleBodies(locale)[slug];
        if (!blocks) throw new Error(`No article body for "${name}"`);
        return moduleOf(blocks);
      }
      const locale = localeOf(name.slice(newsList.length));
      if (!locale) throw new Error(`No news list for "${name}"`);
      return moduleOf(data.newsPageData(locale));
    },
    configureServer(server) {
      server.watcher.add(contentDir);
      server.watcher.on("all", (_, file) => {
        if (!file.startsWith(contentDir)) return;
        pageData = undefined;
        for (const environment of Object.values(server.environments)) {
          for (const [id, mod] of environment.moduleGraph.idToModuleMap) {
            if (ours.some((prefix) => id.startsWith(prefix))) {
              environment.moduleGraph.invalidateModule(mod);
            }
          }
        }
      });
    },
  };
}
