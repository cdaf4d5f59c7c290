import type { Locale } from "~/i18n/locales";
import type { ArticleBlock } from "~/lib/article-markup";
import { localeChunk } from "~/lib/locale-chunk";

// One chunk per article and language, made at build time from the news
// loaders' own function (scripts/vite/content-chunks.ts). The body is in the
// page's HTML already; as a script of its own it is not sent a second time as
// loader data. Until it arrives, React keeps the pre-rendered body as it is.
// Each language's list of chunks is a chunk too, fetched on demand, so the
// article page's first scripts do not carry it.
const loaders = localeChunk<Record<string, () => Promise<{ default: ArticleBlock[] }>>>({
  en: () => import("virtual:article-bodies/en"),
  es: () => import("virtual:article-bodies/es"),
});

const cache = new Map<string, Promise<ArticleBlock[]>>();

/** One article's body; the same promise every time, for `use`. Rejects for an unknown slug. */
export function articleBody(locale: Locale, slug: string): Promise<ArticleBlock[]> {
  const key = `${locale}/${slug}`;
  let promise = cache.get(key);
  if (!promise) {
    promise = loaders(locale).then(async (bySlug) => {
      const load = bySlug[slug];
      if (!load) throw new Error(`No article "${key}"`);
      return (await load()).default;
    });
    cache.set(key, promise);
  }
  return promise;
}
