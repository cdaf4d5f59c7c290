import type { Article } from "~/content/content.server";
import type { Locale } from "~/i18n/locales";
import { parseArticleMarkup, type ArticleBlock } from "~/lib/article-markup";
import { formatDay } from "~/lib/format-date";
import type { PictureImage } from "~/lib/images";
import type { Localize } from "~/lib/localize";
import { readMinutes } from "~/lib/read-time";

/*
 * An article as its page draws it (components/news/article-view.tsx), made
 * from its fields in one language. The article's loader calls it at
 * pre-render and the editor's preview as the owner types, so the two draw
 * the same thing. It reads no file and runs in the browser.
 */

/**
 * An article's fields in one language, its picture already found, as far as
 * they are written: the site's content has them all, an article half written
 * in the editor only some. Any field the schema gains comes along.
 */
export type ArticleFields = Partial<
  Omit<Localize<Article>, "type" | "key" | "slug" | "image" | "imageAlt">
> & { image?: PictureImage };

/** What an article's page draws above its body. */
export type ArticleHeader = Omit<ArticleFields, "body"> & {
  /** The day written for the page's language. */
  dateLabel?: string;
  /** Minutes to read. */
  minutes: number;
};

export function articleView(
  fields: ArticleFields,
  locale: Locale,
): { article: ArticleHeader; body: ArticleBlock[] } {
  const { body = "", ...header } = fields;
  return {
    article: {
      ...header,
      dateLabel: header.date ? formatDay(header.date, locale) : undefined,
      minutes: readMinutes(body),
    },
    body: parseArticleMarkup(body),
  };
}
