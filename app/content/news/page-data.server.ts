import type {
  ArticleData,
  CardImage,
  FaqEntry,
  NewsCardData,
  NewsListPage,
} from "~/content/news/types";
import { newsCategories, type NewsCategory } from "~/content/categories";
import { content, newsSlug, type Article, type NewsItem } from "~/content/content.server";
import { imageFile } from "~/content/images.server";
import type { Locale } from "~/i18n/locales";
import { formatDay } from "~/lib/format-date";
import { loaderImage } from "~/lib/images";
import { localize } from "~/lib/localize";
import { pageCount, pageOf } from "~/lib/paginate";
import { readMinutes } from "~/lib/read-time";
import { newsVideoHref } from "~/lib/video";
import { pagingOf } from "~/paged-lists";
import { articleView } from "./view";

// Loader-only: these shape the bilingual content into one language's data.
// The `.server` name keeps the content, and every article body, out of the
// browser's bundles.

function cardImage(id: string): CardImage {
  const { path, width, height, widths } = imageFile(id);
  return { path, width, height, widths };
}

function card(item: NewsItem, locale: Locale): NewsCardData {
  return {
    slug: newsSlug(item, locale),
    type: item.type,
    category: item.category,
    title: item.title[locale],
    excerpt: item.excerpt[locale],
    date: item.date,
    dateLabel: formatDay(item.date, locale),
    image: cardImage(item.image),
    ...(item.type === "article"
      ? { minutes: readMinutes(item.body[locale]) }
      : {
          duration: item.duration,
          videoHref: newsVideoHref(item.youtube, content().company.social.youtube),
        }),
  };
}

/**
 * One page of the news list, or of one category's stories, newest first:
 * its cards, the categories that have items (a chip each), and, on the
 * list's first page, the FAQ. `page` is one the list fills (the route checks).
 */
export function newsListPage(
  locale: Locale,
  { category, page }: { category?: NewsCategory; page: number },
): NewsListPage {
  const { news, faq } = content();
  const { size } = pagingOf("informationNews")!;
  const matching = category ? news.filter((item) => item.category === category) : news;
  return {
    categories: newsCategories.filter((value) => news.some((item) => item.category === value)),
    category: category ?? null,
    count: matching.length,
    page,
    pages: pageCount(matching.length, size),
    cards: pageOf(matching, page, size).map((item) => card(item, locale)),
    faq:
      category || page > 1
        ? null
        : faq.map((entry): FaqEntry => ({
            question: entry.question[locale],
            answer: entry.answer[locale],
          })),
  };
}

/** One article, its body parsed, with its neighbours in the list; null if there is none. */
export function articlePageData(slug: string | undefined, locale: Locale) {
  const order = content().news.filter((item): item is Article => item.type === "article");
  const index = order.findIndex((item) => item.slug[locale] === slug);
  const article = order[index];
  if (!article) return null;
  const link = (item: Article | undefined) =>
    item ? { slug: item.slug[locale], title: item.title[locale] } : null;
  const { type, key, slug: address, image, imageAlt, body, ...fields } = article;
  // The reader draws no blurred placeholder, so the data carries none.
  const picture = loaderImage(imageFile(image), imageAlt[locale]);
  const view = articleView(
    { ...localize(fields, locale), body: body[locale], image: picture },
    locale,
  );
  const data: ArticleData = { ...card(article, locale), ...view.article, type, image: picture };
  return {
    article: data,
    body: view.body,
    previous: link(order[index - 1]),
    next: link(order[index + 1]),
  };
}
