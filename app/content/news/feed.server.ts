import { content, newsSlug } from "~/content/content.server";
import { localeTags, type Locale } from "~/i18n/locales";
import { getTranslator } from "~/i18n/translate";
import { pageTitle } from "~/lib/meta";
import { buildRss, type FeedItem } from "~/lib/rss";
import { newsVideoHref } from "~/lib/video";
import { feedPath, itemPath, pagePath } from "~/pages";
import { site } from "~/site";

export { feedPath };

/**
 * A language's news feed: every item, newest first. Articles link to their
 * reader; videos to their own page on YouTube where they name it, else to the
 * company's channel, with the item's page URL as id.
 */
export function newsFeed(locale: Locale, origin: string = site.origin): string {
  const t = getTranslator(locale);
  const base = origin.replace(/\/+$/, "");
  const listUrl = base + pagePath("informationNews", locale);
  const items = content().news.map((item): FeedItem => {
    const pageUrl = base + itemPath("article", newsSlug(item, locale), locale);
    return {
      title: item.title[locale],
      link: item.type === "article" ? pageUrl : newsVideoHref(item.youtube, site.social.youtube),
      guid: item.type === "article" ? pageUrl : `${listUrl}#${item.slug}`,
      guidIsPermaLink: item.type === "article",
      date: item.date,
      description: item.excerpt[locale],
      category: t(`news.category.${item.category}`),
    };
  });
  return buildRss({
    title: pageTitle(t("news.metaTitle")),
    link: listUrl,
    self: base + feedPath(locale),
    description: t("news.metaDescription"),
    language: localeTags[locale],
    items,
  });
}
