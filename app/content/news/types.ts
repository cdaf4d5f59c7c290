import type { Localized } from "~/content/types";

/** Every category a news item can have; the page shows a chip for each one in use. */
export const newsCategories = [
  "development",
  "technology",
  "sustainability",
  "safety",
  "regulations",
  "process",
  "education",
  "business",
] as const;
export type NewsCategory = (typeof newsCategories)[number];

interface NewsItemBase {
  id: number;
  /** The item's URL segment, the same in both languages: /information-news/<slug>. */
  slug: string;
  /** ISO day of publication, between 2024-12-03 and 2024-12-20. */
  date: string;
  category: NewsCategory;
  title: Localized<string>;
  excerpt: Localized<string>;
  /** Image id in the catalogue ("news/<slug>"): the article's image or the video's thumbnail. */
  image: string;
}

/**
 * An article. `body` is written in the light markup of lib/article-markup:
 * paragraphs separated by blank lines; a paragraph wholly wrapped in ** is a
 * heading, in * a subheading; a paragraph of "- " lines is a bullet list.
 */
export interface Article extends NewsItemBase {
  type: "article";
  body: Localized<string>;
}

/** A video on the company's channel; its link comes from the company constants. */
export interface Video extends NewsItemBase {
  type: "video";
  /** Running time as minutes:seconds, e.g. "12:45". */
  duration: string;
}

export type NewsItem = Article | Video;
