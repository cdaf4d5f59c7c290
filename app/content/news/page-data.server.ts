import type {
  ArticleData,
  CardImage,
  FaqEntry,
  NewsCardData,
  NewsListData,
} from "~/components/news/types";
import { images } from "~/generated/images/news";
import type { Locale } from "~/i18n/locales";
import { parseArticleMarkup } from "~/lib/article-markup";
import { formatDay } from "~/lib/format-date";
import { loaderImage, type ImageAsset } from "~/lib/images";
import { readMinutes } from "~/lib/read-time";
import { faq } from "./faq";
import { articles, newsItems } from "./index";
import { newsCategories, type NewsItem } from "./types";

// Loader-only: these shape the bilingual content into one language's data.
// The `.server` name keeps the content, and every article body, out of the
// browser's bundles.

export function newsImage(id: string): ImageAsset {
  const image = (images as Record<string, ImageAsset>)[id];
  if (!image) throw new Error(`No image ${id} in the news catalogue`);
  return image;
}

function cardImage({ path, width, height, widths }: ImageAsset): CardImage {
  return { path, width, height, widths };
}

function card(item: NewsItem, locale: Locale): NewsCardData {
  return {
    slug: item.slug,
    type: item.type,
    category: item.category,
    title: item.title[locale],
    excerpt: item.excerpt[locale],
    date: item.date,
    dateLabel: formatDay(item.date, locale),
    image: cardImage(newsImage(item.image)),
    ...(item.type === "article"
      ? { minutes: readMinutes(item.body[locale]) }
      : { duration: item.duration }),
  };
}

/** The list page: the FAQ, the categories that have items, and every card, newest first. */
export function newsPageData(locale: Locale): NewsListData {
  const cards = newsItems.map((item) => card(item, locale));
  return {
    faq: faq.map((entry): FaqEntry => ({
      question: entry.question[locale],
      answer: entry.answer[locale],
    })),
    categories: newsCategories.filter((category) =>
      cards.some((item) => item.category === category),
    ),
    cards,
  };
}

/** Articles in the order the page lists them: newest first. */
const articleOrder = newsItems.filter((item) => item.type === "article");

/** One article, its body parsed, with its neighbours in the list; null if there is none. */
export function articlePageData(slug: string | undefined, locale: Locale) {
  const index = articleOrder.findIndex((item) => item.slug === slug);
  const article = articles.find((item) => item.slug === slug);
  if (index === -1 || !article) return null;
  const link = (item: NewsItem | undefined) =>
    item ? { slug: item.slug, title: item.title[locale] } : null;
  const data: ArticleData = {
    ...card(article, locale),
    type: "article",
    // The reader draws no blurred placeholder, so the data carries none.
    image: loaderImage(newsImage(article.image), locale),
    minutes: readMinutes(article.body[locale]),
    blocks: parseArticleMarkup(article.body[locale]),
  };
  return {
    article: data,
    previous: link(articleOrder[index - 1]),
    next: link(articleOrder[index + 1]),
  };
}
