import type { NewsCategory } from "~/content/categories";
import type { ImageAsset } from "~/lib/images";

/**
 * What the news page sends the browser, in one language only: the loaders
 * shape the bilingual content into these, and article bodies travel only
 * with the article that is open.
 */
/** A card's image: its files only. Cards are decorative and load lazily, with no preview. */
export type CardImage = Pick<ImageAsset, "path" | "width" | "height" | "widths">;

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
  image: CardImage;
  /** Articles: minutes to read. */
  minutes?: number;
  /** Videos: running time as minutes:seconds. */
  duration?: string;
  /** Videos: where the card leads, the video on YouTube or the company's channel. */
  videoHref?: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface ArticleLink {
  slug: string;
  title: string;
}

/**
 * One page of the news list, or of one category's stories: the list route's
 * data. A deep link's pre-rendered page carries only its article.
 */
export interface NewsListPage {
  /** The categories that have items, in display order: one chip each. */
  categories: NewsCategory[];
  /** The category whose stories the page shows; null for every story. */
  category: NewsCategory | null;
  /** How many stories the list (or the category) holds, on all its pages. */
  count: number;
  /** Which of the list's pages this is, from 1, and how many there are. */
  page: number;
  pages: number;
  /** The page's stories, at most the list's page size. */
  cards: NewsCardData[];
  /** The questions, on the list's own first page only. */
  faq: FaqEntry[] | null;
}

export interface ArticleData extends Omit<NewsCardData, "image"> {
  type: "article";
  image: ImageAsset;
  minutes: number;
}
