import type { Locale } from "~/i18n/locales";
import type { NewsListData } from "./types";

// One chunk per language, written by scripts/news-lists.ts before the build.
// The list's text is in the page's HTML already; as a script of its own it
// is not sent a second time as loader data, and it is cached across pages.
const lists = import.meta.glob<NewsListData>("../../generated/news/*.json", {
  import: "default",
});

const cache = new Map<Locale, Promise<NewsListData>>();

/** One language's news list; the same promise every time, for `use`. */
export function newsList(locale: Locale): Promise<NewsListData> {
  let promise = cache.get(locale);
  if (!promise) {
    const load = lists[`../../generated/news/${locale}.json`];
    promise = load
      ? load()
      : Promise.reject(new Error(`No news list for ${locale}: run scripts/news-lists.ts`));
    cache.set(locale, promise);
  }
  return promise;
}
