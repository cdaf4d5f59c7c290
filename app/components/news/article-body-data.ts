import bodies from "virtual:article-bodies";
import type { Locale } from "~/i18n/locales";
import type { ArticleBlock } from "~/lib/article-markup";

// One chunk per article and language, made at build time from the news
// loaders' own function (scripts/vite/content-chunks.ts). The body is in the
// page's HTML already; as a script of its own it is not sent a second time as
// loader data. Until it arrives, React keeps the pre-rendered body as it is.

const cache = new Map<string, Promise<ArticleBlock[]>>();

/** One article's body; the same promise every time, for `use`. Rejects for an unknown slug. */
export function articleBody(locale: Locale, slug: string): Promise<ArticleBlock[]> {
  const key = `${locale}/${slug}`;
  let promise = cache.get(key);
  if (!promise) {
    const load = bodies[locale][slug];
    promise = load
      ? load().then((module) => module.default)
      : Promise.reject(new Error(`No article "${key}"`));
    cache.set(key, promise);
  }
  return promise;
}
