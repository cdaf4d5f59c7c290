import type { MetaDescriptor } from "react-router";
import { localeFromPath } from "~/i18n/locales";
import { getTranslator } from "~/i18n/translate";
import { feedPath } from "~/pages";
import { pageTitle } from "./meta";

/** The news feed of the page's language, for the head of the news pages. */
export function feedLink(pathname: string): MetaDescriptor {
  const locale = localeFromPath(pathname);
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: pageTitle(getTranslator(locale)("news.metaTitle")),
    href: feedPath(locale),
  };
}
