import path from "node:path";
import { runnerImport, type Plugin } from "vite";
import type * as Chunks from "../../app/content/chunks.server";
import { forgetContent } from "../../app/content/content.server";
import { contentDir } from "../../app/folders.server";
import { locales } from "../../app/i18n/locales";

const newsList = "virtual:news-list/";

/**
 * One language's news list as a module of its own, `virtual:news-list/<locale>`:
 * the cards of every item, the categories that have items, and the FAQ. The
 * list filters every item in the browser, across all of the list's pages, so
 * it needs every card; as loader data, each of the list's pages would carry
 * them all in its HTML (docs/decisions/046). As a chunk it is fetched once
 * and cached across the list's pages and visits.
 *
 * It is made by app/content/chunks.server.ts, run through Vite itself, so
 * nothing is written to disk. In development an edit to any file under
 * content/ invalidates it and the content the loaders read, so every page
 * shows the edit on the next reload.
 *
 * A module that imports a file of the project's content/ folder itself (the
 * company's facts, app/site.ts) gets that file from the content folder the
 * build reads (CONTENT_DIR), as the loaders do.
 */
export function contentChunks(alias: Record<string, string>): Plugin {
  const contentFolder = contentDir();
  const projectContent = path.resolve("content");
  let chunks: Promise<typeof Chunks> | undefined;
  const source = () =>
    (chunks ??= runnerImport<typeof Chunks>(path.resolve("app/content/chunks.server.ts"), {
      configFile: false,
      logLevel: "error",
      resolve: { alias },
    }).then((result) => result.module));

  /** The module for a virtual id without its `\0`, or throws naming it. */
  async function load(id: string): Promise<string> {
    const locale = locales.find((l) => l === id.slice(newsList.length));
    if (!locale) throw new Error(`No content chunk "${id}"`);
    return `export default ${JSON.stringify((await source()).newsPageData(locale))};`;
  }

  const ours = (id: string) => id.startsWith(`\0${newsList}`);
  return {
    name: "solera:content-chunks",
    // Ahead of Vite's own resolver, which would find the project's file first.
    enforce: "pre",
    buildStart() {
      chunks = undefined;
    },
    resolveId(id, importer) {
      if (id.startsWith(newsList)) return `\0${id}`;
      if (!importer || !id.startsWith(".") || contentFolder === projectContent) return undefined;
      const file = path.resolve(path.dirname(importer), id);
      const inContent = path.relative(projectContent, file);
      return inContent.startsWith("..") || path.isAbsolute(inContent)
        ? undefined
        : path.join(contentFolder, inContent);
    },
    load(id) {
      return ours(id) ? load(id.slice(1)) : undefined;
    },
    configureServer(server) {
      server.watcher.add(contentFolder);
      server.watcher.on("all", (_, file) => {
        if (!file.startsWith(contentFolder)) return;
        chunks = undefined;
        forgetContent();
        for (const environment of Object.values(server.environments)) {
          for (const [id, mod] of environment.moduleGraph.idToModuleMap) {
            if (ours(id)) environment.moduleGraph.invalidateModule(mod);
          }
        }
      });
    },
  };
}
