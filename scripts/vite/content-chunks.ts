import path from "node:path";
import { runnerImport, type Plugin } from "vite";
import type * as Chunks from "../../app/content/chunks.server";
import { contentDir } from "../../app/folders.server";
import { locales } from "../../app/i18n/locales";

const newsList = "virtual:news-list/";
const home = "virtual:home/";
const articleBody = "virtual:article-body/";
const articleBodies = "virtual:article-bodies/";
const prefixes = [newsList, home, articleBody, articleBodies];

/**
 * Content the browser needs as data, made into modules of their own so that a
 * page does not carry its text twice: once in its HTML and again as loader
 * data (docs/decisions/019-content-as-data.md, 020).
 *
 * - `virtual:news-list/<locale>`: one language's news list (the cards, the
 *   categories that have items, the FAQ).
 * - `virtual:home/<locale>`: the home page's sections below the hero.
 * - `virtual:article-body/<locale>/<slug>`: one article's body, parsed.
 * - `virtual:article-bodies/<locale>`: a loader per article slug, in a chunk
 *   of its own so a page's first scripts do not carry the list.
 *
 * They are made by the functions of app/content/chunks.server.ts, run through
 * Vite itself, so nothing is written to disk. In development an edit to any
 * file under content/ invalidates them, so every page shows it on the next
 * reload.
 */
export function contentChunks(alias: Record<string, string>): Plugin {
  const contentFolder = contentDir();
  let chunks: Promise<typeof Chunks> | undefined;
  const source = () =>
    (chunks ??= runnerImport<typeof Chunks>(path.resolve("app/content/chunks.server.ts"), {
      configFile: false,
      logLevel: "error",
      resolve: { alias },
    }).then((result) => result.module));
  const moduleOf = (value: unknown) => `export default ${JSON.stringify(value)};`;

  /** The module for a virtual id without its prefix's `\0`, or throws naming it. */
  async function load(id: string): Promise<string> {
    const data = await source();
    const prefix = prefixes.find((p) => id.startsWith(p))!;
    const [localeName, slug = ""] = id.slice(prefix.length).split("/");
    const locale = locales.find((l) => l === localeName);
    if (!locale) throw new Error(`No content chunk "${id}"`);
    if (prefix === newsList) return moduleOf(data.newsPageData(locale));
    if (prefix === home) return moduleOf(data.homeSections(locale));
    const bodies = data.articleBodies(locale);
    if (prefix === articleBodies) {
      const loaders = Object.keys(bodies).map(
        (key) => `${JSON.stringify(key)}: () => import("${articleBody}${locale}/${key}")`,
      );
      return `export default {${loaders.join(",")}};`;
    }
    if (!bodies[slug]) throw new Error(`No content chunk "${id}"`);
    return moduleOf(bodies[slug]);
  }

  const ours = (id: string) => prefixes.some((prefix) => id.startsWith(`\0${prefix}`));
  return {
    name: "solera:content-chunks",
    buildStart() {
      chunks = undefined;
    },
    resolveId(id) {
      return prefixes.some((prefix) => id.startsWith(prefix)) ? `\0${id}` : undefined;
    },
    load(id) {
      return ours(id) ? load(id.slice(1)) : undefined;
    },
    configureServer(server) {
      server.watcher.add(contentFolder);
      server.watcher.on("all", (_, file) => {
        if (!file.startsWith(contentFolder)) return;
        chunks = undefined;
        for (const environment of Object.values(server.environments)) {
          for (const [id, mod] of environment.moduleGraph.idToModuleMap) {
            if (ours(id)) environment.moduleGraph.invalidateModule(mod);
          }
        }
      });
    },
  };
}
