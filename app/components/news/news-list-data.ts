import { localeChunk } from "~/lib/locale-chunk";
import type { NewsListData } from "~/content/news/types";

/**
 * One language's news list, from a chunk made at build time from the news
 * loaders' own function (scripts/vite/content-chunks.ts). The list's text is
 * in the page's HTML already; as a script of its own it is not sent a second
 * time as loader data, and it is cached across pages.
 */
export const newsList = localeChunk<NewsListData>({
  en: () => import("virtual:news-list/en"),
  es: () => import("virtual:news-list/es"),
});
