import CMS, { type CustomPreviewTemplateProps } from "@sveltia/cms";
import type { createElement, ReactNode } from "react";
import siteStylesheet from "virtual:site-stylesheet";
import { articleClasses as c } from "../app/components/news/article-classes";
import { factTileClasses } from "../app/components/projects/fact-tile-classes";
import { newsCategories, projectCategories, projectServices } from "../app/content/categories";
import { isLocale } from "../app/i18n/locales";
import { en } from "../app/i18n/messages/en";
import { es } from "../app/i18n/messages/es";
import { parseArticleMarkup, type Inline } from "../app/lib/article-markup";
import { formatDay } from "../app/lib/format-date";
import { projectFactList } from "../app/lib/project-details";
import {
  parseTimeline,
  projectStatuses,
  timelineLong,
  timelineShort,
} from "../app/lib/project-facts";

/**
 * An article's and a project's preview as the visitor sees the page: the site's own
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

/** A value of the entry, made plain: the editor may hand over lists and maps of its own. */
function plain(entry: CustomPreviewTemplateProps["entry"], path: string[]): unknown {
  const value: unknown = entry.getIn(["data", ...path]);
  if (value && typeof (value as { toJS?: unknown }).toJS === "function") {
    return (value as { toJS: () => unknown }).toJS();
  }
  return value;
}

const numberOf = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;

/**
 * A project as its dialog on the site draws it (components/projects/
 * project-dialog.tsx): the cover, the category and place, the title and
 * scope, the year and status and timeline tiles, the facts list with the
 * services, and the story, each with the dialog's classes and words.
 */
function ProjectPreview({ entry, getAsset, document }: CustomPreviewTemplateProps) {
  const h = window.h;
  const text = (...path: string[]) => {
    const value = plain(entry, path);
    return typeof value === "string" ? value : "";
  };
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : "en";
  const t = messages[locale];
  const category = projectCategories.find((value) => value === text("category"));
  const status = projectStatuses.find((value) => value === text("status"));
  const timeline = parseTimeline(text("timeline"));
  const year = numberOf(plain(entry, ["year"]));
  const gallery = plain(entry, ["gallery"]);
  const coverPath =
    Array.isArray(gallery) && typeof (gallery[0] as { image?: unknown })?.image === "string"
      ? (gallery[0] as { image: string }).image
      : undefined;
  // The editor hands over the photo it holds (a blob: address) once it has
  // read it; until then the repository path, which the site does not serve.
  const coverURL = coverPath ? getAsset(coverPath)?.toString() : undefined;
  const cover = coverURL && !coverURL.startsWith("/content/") ? coverURL : undefined;
  const services = (() => {
    const value = plain(entry, ["facts", "services"]);
    return Array.isArray(value) ? projectServices.filter((service) => value.includes(service)) : [];
  })();
  const builtArea = numberOf(plain(entry, ["facts", "builtArea"]));
  const lotArea = numberOf(plain(entry, ["facts", "lotArea"]));
  const facts =
    builtArea !== undefined && lotArea !== undefined && category
      ? projectFactList(
          {
            category,
            location: text("location"),
            builtArea,
            lotArea,
            bedrooms: numberOf(plain(entry, ["facts", "bedrooms"])),
            bathrooms: numberOf(plain(entry, ["facts", "bathrooms"])),
            services,
          },
          locale,
        )
      : [];
  // The story as the site splits it: a paragraph per blank line.
  const paragraphs = text("body")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  const { list, tile, label } = factTileClasses;
  return h(
    "article",
    { className: "bg-paper text-ink" },
    h("link", { rel: "stylesheet", href: siteStylesheet }),
    cover
      ? h("img", {
          src: cover,
          alt: "",
          className: "aspect-[3/2] w-full bg-sand-100 object-cover sm:aspect-[2/1]",
        })
      : null,
    h(
      "div",
      {
        className:
          "grid gap-8 p-6 sm:p-10 lg:grid-cols-[minmax(0,1fr)_17rem] lg:grid-rows-[auto_1fr] lg:gap-x-14 lg:p-12",
      },
      h(
        "header",
        { className: "lg:col-start-1" },
        h(
          "div",
          { className: "flex flex-wrap items-center gap-x-4 gap-y-2" },
          category
            ? h(
                "span",
                {
                  className:
                    "inline-flex h-7 items-center rounded-pill bg-sand-100 px-3 text-eyebrow font-semibold text-ocean-900 uppercase",
                },
                t[`projects.filter.${category}`],
              )
            : null,
          h(
            "span",
            {
              className:
                "flex items-center gap-2.5 text-eyebrow font-semibold text-sand-700 uppercase",
            },
            h("span", { "aria-hidden": "true", className: "h-px w-5 bg-sand-400" }),
            text("location"),
          ),
        ),
        h("h2", { className: "mt-5 font-display text-display-md text-balance" }, text("title")),
        h("p", { className: "mt-4 text-body-lg text-pretty text-concrete-600" }, text("scope")),
      ),
      h(
        "div",
        {
          className:
            "lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:border-l lg:border-ink/10 lg:pl-10",
        },
        h(
          "dl",
          { className: list },
          h(
            "div",
            { className: tile, "data-fact": "year" },
            h("dt", { className: label }, t["projects.year"]),
            h(
              "dd",
              { className: "mt-2" },
              h("span", { className: "font-display text-4xl leading-none" }, year ?? ""),
              status
                ? h(
                    "span",
                    { className: "mt-3 flex items-center gap-2 text-body-sm font-semibold" },
                    h("span", {
                      "aria-hidden": "true",
                      className:
                        status === "in-progress"
                          ? "size-2 rounded-pill bg-sand-400 ring-4 ring-sand-400/25"
                          : "size-2 rounded-pill bg-jungle-500",
                    }),
                    t[`projects.status.${status}`],
                  )
                : null,
            ),
          ),
          h(
            "div",
            { className: tile, "data-fact": "timeline" },
            h("dt", { className: label }, t["projects.timeline"]),
            timeline
              ? h(
                  "dd",
                  { className: "mt-2" },
                  h(
                    "span",
                    { className: "font-display text-4xl leading-none" },
                    timelineShort(timeline),
                  ),
                  h(
                    "span",
                    { className: "mt-3 block text-body-sm text-concrete-600" },
                    timelineLong(timeline, locale),
                  ),
                )
              : h("dd", { className: "mt-2" }),
          ),
        ),
        h(
          "dl",
          {
            "data-facts": "",
            className: "mt-6 divide-y divide-ink/10 border-y border-ink/10 text-body-sm",
          },
          facts.map(({ key, term, detail }) =>
            h(
              "div",
              {
                key,
                "data-fact": key,
                className:
                  key === "services"
                    ? "gap-4 py-2.5 space-y-1"
                    : "flex justify-between gap-4 py-2.5",
              },
              h("dt", { className: "text-concrete-600" }, term),
              h(
                "dd",
                {
                  className:
                    key === "services"
                      ? "font-semibold text-pretty"
                      : "font-semibold text-pretty text-right",
                },
                detail,
              ),
            ),
          ),
        ),
      ),
      h(
        "div",
        {
          "data-story": "",
          className:
            "max-w-prose space-y-4 text-body text-pretty text-concrete-700 lg:col-start-1 lg:row-start-2",
        },
        paragraphs.map((paragraph, index) => h("p", { key: index }, paragraph)),
      ),
    ),
  );
}

CMS.registerPreviewTemplate("news", ArticlePreview);
CMS.registerPreviewTemplate("projects", ProjectPreview);
