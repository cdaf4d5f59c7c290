import type { NewsCategory } from "~/content/news/types";
import type { ArticleBlock } from "~/lib/article-markup";
import type { ImageAsset } from "~/lib/images";

/**
 * What the news page sends the browser, in one language only: the loaders
 * shape the bilingual content into these, and article bodies travel only
 * with the article that is open.
 */
export interface NewsCardData {
  slug: string;
  type: "article" | "video";
  category: NewsCategory;
  title: string;
  excerpt: string;
  /** ISO day, for `<time datetime>`. */
  date: string;
  /** The day written for the page's language. */
  dateLabel: string;
  image: ImageAsset;
  /** Articles: minutes to read. */
  minutes?: number;
  /** Videos: running time as minutes:seconds. */
  duration?: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface ArticleLink {
  slug: string;
  title: string;
}

export interface ArticleData extends NewsCardData {
  type: "article";
  minutes: number;
  blocks: ArticleBlock[];
}
