import type {
  ArticleData,
  CardImage,
  FaqEntry,
  NewsCardData,
  NewsListData,
} from "~/content/news/types";
import { newsCategories } from "~/content/categories";
import { content, newsSlug, type Article, type NewsItem } from "~/content/content.server";
import { imageFile } from "~/content/images.server";
import type { Locale } from "~/i18n/locales";
import { formatDay } from "~/lib/format-date";
import { loaderImage } from "~/lib/images";
import { localize } from "~/lib/localize";
import { readMinutes } from "~/lib/read-time";
import { newsVideoHref } from "~/lib/video";
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

/** The list page: the FAQ, the categories that have items, and every card, newest first. */
export function newsPageData(locale: Locale): NewsListData {
  const { news, faq } = content();
  const cards = news.map((item) => card(item, locale));
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
