import type { Locale } from "~/i18n/locales";
import type { NewsListData } from "./types";

// One chunk per language, made at build time from the news loaders' own
// function (scripts/vite/content-chunks.ts). The list's text is in the
// page's HTML already; as a script of its own it is not sent a second time as
// loader data, and it is cached across pages.
const lists: Record<Locale, () => Promise<{ default: NewsListData }>> = {
  en: () => import("virtual:news-list/en"),
  es: () => import("virtual:news-list/es"),
};

const cache = new Map<Locale, Promise<NewsListData>>();

/** One language's news list; the same promise every time, for `use`. */
export function newsList(locale: Locale): Promise<NewsListData> {
  let promise = cache.get(locale);
  if (!promise) {
    promise = lists[locale]().then((module) => module.default);
    cache.set(locale, promise);
  }
  return promise;
}
