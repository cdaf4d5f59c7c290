import path from "node:path";
import { runnerImport, type Plugin } from "vite";
import type * as PageData from "../../app/content/news/page-data.server";
import { locales } from "../../app/i18n/locales";

const prefix = "virtual:news-list/";

/**
 * `virtual:news-list/<locale>`: one language's news list (the cards, the
 * categories that have items, the FAQ) as a module of its own, so the news
 * page fetches it as a cacheable chunk rather than carrying it a second time
 * in its HTML as loader data (docs/decisions/019-content-as-data.md).
 *
 * It is made by the same function the news loaders use, `newsPageData`, run
 * through Vite itself, so nothing is written to disk. In development an edit
 * to any file under content/ invalidates it, so the list shows the edit on
 * the next reload, like every other page.
 */
export function newsListChunks(alias: Record<string, string>): Plugin {
  const contentDir = path.resolve(process.env.CONTENT_DIR ?? "content");
  return {
    name: "solera:news-list-chunks",
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const locale = locales.find((l) => id === `\0${prefix}${l}`);
      if (!locale) throw new Error(`No news list for "${id.slice(prefix.length + 1)}"`);
      const { module } = await runnerImport<typeof PageData>(
        path.resolve("app/content/news/page-data.server.ts"),
        { configFile: false, logLevel: "error", resolve: { alias } },
      );
      return `export default ${JSON.stringify(module.newsPageData(locale))};`;
    },
    configureServer(server) {
      server.watcher.add(contentDir);
      server.watcher.on("all", (_, file) => {
        if (!file.startsWith(contentDir)) return;
        for (const environment of Object.values(server.environments)) {
          for (const locale of locales) {
            const mod = environment.moduleGraph.getModuleById(`\0${prefix}${locale}`);
            if (mod) environment.moduleGraph.invalidateModule(mod);
          }
        }
      });
    },
  };
}
