import CMS, { type CustomPreviewTemplateProps } from "@sveltia/cms";
import type { createElement, ReactNode } from "react";
import siteStylesheet from "virtual:site-stylesheet";
import { articleClasses as c } from "../app/components/news/article-classes";
import { newsCategories } from "../app/content/categories";
import { isLocale } from "../app/i18n/locales";
import { en } from "../app/i18n/messages/en";
import { es } from "../app/i18n/messages/es";
import { parseArticleMarkup, type Inline } from "../app/lib/article-markup";
import { formatDay } from "../app/lib/format-date";

/**
 * An article's preview as the visitor sees the page: the site's own
 * stylesheet (the one the build just made) and the body drawn by the site's
 * parser with the reader's classes. Sveltia renders a template with its own
 * React, handed over as window.h, so the elements are made with that one.
 *
 * The template links the stylesheet itself rather than registering it with
 * CMS.registerPreviewStyle, which would apply it to every preview: the
 * site's reset would strip the editor's own field list (projects, pages,
 * company details) of its layout.
 */

declare global {
  interface Window {
    h: typeof createElement;
  }
}

const messages = { en, es };

function inlines(content: Inline[]): ReactNode[] {
  const h = window.h;
  return content.map((item, index) => {
    if (typeof item === "string") return item;
    const children = inlines(item.children);
    if (item.type === "link")
      return h("a", { key: index, href: item.href, className: c.link }, children);
    return h(
      item.type,
      { key: index, className: item.type === "strong" ? c.strong : undefined },
      children,
    );
  });
}

function body(markdown: string): ReactNode[] {
  const h = window.h;
  return parseArticleMarkup(markdown).map((block, index) => {
    switch (block.type) {
      // The reader's title is its h2, so the body's headings sit one level below.
      case "h2":
        return h("h3", { key: index, className: c.h2 }, block.text);
      case "h3":
        return h("h4", { key: index, className: c.h3 }, block.text);
      case "ul":
        return h(
          "ul",
          { key: index, className: c.ul },
          block.items.map((item, i) => h("li", { key: i }, inlines(item))),
        );
      default:
        return h("p", { key: index, className: c.p }, inlines(block.content));
    }
  });
}

function ArticlePreview({ entry, getAsset, document }: CustomPreviewTemplateProps) {
  const h = window.h;
  const field = (name: string) => {
    const value: unknown = entry.getIn(["data", name]);
    return typeof value === "string" ? value : "";
  };
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : "en";
  const category = newsCategories.find((value) => value === field("category"));
  const image = field("image") ? getAsset(field("image"))?.toString() : undefined;
  // The date as the site writes it ("December 5, 2024"); nothing until it is a whole day.
  const day = (() => {
    try {
      return formatDay(field("date"), locale);
    } catch {
      return "";
    }
  })();
  return h(
    "article",
    { className: "bg-paper pb-section text-ink" },
    h("link", { rel: "stylesheet", href: siteStylesheet }),
    h(
      "header",
      { className: c.header },
      h(
        "p",
        { className: c.eyebrow },
        category
          ? h("span", { className: c.category }, messages[locale][`news.category.${category}`])
          : null,
        category && day ? h("span", { "aria-hidden": "true" }, "·") : null,
        day ? h("time", { dateTime: field("date") }, day) : null,
      ),
      h("h2", { className: c.title }, field("title")),
      h("p", { className: c.excerpt }, field("excerpt")),
    ),
    image
      ? h(
          "div",
          { className: c.figure },
          h("img", { src: image, alt: "", className: `${c.image} w-full object-cover` }),
        )
      : null,
    h("div", { className: `${c.body} ${c.column}` }, body(field("body"))),
  );
}

CMS.registerPreviewTemplate("news", ArticlePreview);
