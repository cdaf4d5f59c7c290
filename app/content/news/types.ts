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

/** The list page's data; a deep link's pre-rendered page carries only its article. */
export interface NewsListData {
  faq: FaqEntry[];
  categories: NewsCategory[];
  cards: NewsCardData[];
}

export interface ArticleData extends Omit<NewsCardData, "image"> {
  type: "article";
  image: ImageAsset;
  minutes: number;
}
