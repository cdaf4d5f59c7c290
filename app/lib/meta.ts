import type { MetaDescriptor } from "react-router";
import { localeFromPath } from "~/i18n/locales";
import { getTranslator, type MessageKey } from "~/i18n/translate";
import { pageAlternates, pageById, pagePath, pages, type Localized, type PageId } from "~/pages";
import { site } from "~/site";
import { breadcrumbJsonLd } from "./json-ld";
import { previewPath, previewSize } from "./preview";
import { seoMeta, siteOrigin } from "./seo";

type PrefixOf<K> = K extends `${infer P}.metaTitle` ? P : never;
/** The pages that have a title and description in the dictionary: "home", "about", ... */
type MetaPrefix = PrefixOf<MessageKey>;

/** "Page — Solera Design Build" */
export function pageTitle(title: string): string {
  return `${title} — ${site.name}`;
}

/**
 * The `meta` of a page: its translated title and description, read from the
 * dictionary keys `<prefix>.metaTitle` and `<prefix>.metaDescription`.
 */
export function pageMeta(
  pathname: string,
  prefix: MetaPrefix,
  options: {
    noindex?: boolean;
    /** A list's further page: its own title, description and twins. */
    title?: string;
    description?: string;
    alternates?: Localized<string>;
  } = {},
): MetaDescriptor[] {
  const locale = localeFromPath(pathname);
  const t = getTranslator(locale);
  const title = pageTitle(options.title ?? t(`${prefix}.metaTitle` as MessageKey));
  const page = pages.find((candidate) => candidate.meta === prefix);
  return seoMeta({
    pathname,
    title,
    description: options.description ?? t(`${prefix}.metaDescription` as MessageKey),
    // Not-found pages have no preview of their own; they share their language's home page's.
    image: options.noindex
      ? { path: previewPath(pagePath("home", locale)), ...previewSize, alt: site.name }
      : { path: previewPath(pathname), ...previewSize, alt: title },
    alternates: options.alternates ?? (page && pageAlternates(page.id)),
    noindex: options.noindex,
  });
}

/**
 * The `meta` of an item's own page (a project, an article): its title,
 * description, preview and twins, what else the page adds (`extra`), then
 * the breadcrumb from the home page through its list to the item.
 */
export function itemMeta(
  pathname: string,
  item: {
    /** The list page the item opens over. */
    list: PageId;
    /** The item's name, last in the breadcrumb. */
    name: string;
    title: string;
    description: string;
    alternates: Localized<string>;
    type?: "article";
    extra?: MetaDescriptor[];
  },
): MetaDescriptor[] {
  const { list, name, title, description, alternates, type, extra = [] } = item;
  const locale = localeFromPath(pathname);
  const t = getTranslator(locale);
  const trail = [
    { name: t("nav.home"), path: pagePath("home", locale) },
    { name: t(pageById(list).label), path: pagePath(list, locale) },
    { name, path: pathname },
  ];
  return [
    ...seoMeta({
      pathname,
      title,
      description,
      image: { path: previewPath(pathname), ...previewSize, alt: title },
      alternates,
      type,
    }),
    ...extra,
    { "script:ld+json": breadcrumbJsonLd(trail, siteOrigin()) },
  ];
}
