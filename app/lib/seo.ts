import type { MetaDescriptor } from "react-router";
import { defaultLocale, localeFromPath, locales, localeTags } from "~/i18n/locales";
import type { Localized } from "~/pages";
import { site } from "~/site";

/** The origin canonical and preview URLs use: SITE_ORIGIN at build time, else the company's. */
export function siteOrigin(override: string = __SITE_ORIGIN__): string {
  return (override || site.origin).replace(/\/+$/, "");
}

export function absoluteUrl(path: string, origin = siteOrigin()): string {
  return new URL(path, `${origin}/`).href;
}

/**
 * The page in every language, plus x-default (English), as absolute URLs,
 * from the page's own paths in each language (`pageAlternates`, `itemAlternates`).
 */
export function alternates(paths: Localized<string>, origin = siteOrigin()) {
  const byLocale = locales.map((locale) => ({
    hrefLang: locale,
    href: absoluteUrl(paths[locale], origin),
  }));
  return [...byLocale, { hrefLang: "x-default", href: absoluteUrl(paths[defaultLocale], origin) }];
}

/** "es-CR" -> "es_CR", the form Open Graph wants. */
const ogLocale = (tag: string) => tag.replace("-", "_");

export interface PreviewImage {
  /** Site-relative path of a JPEG or PNG, 1200 × 630. */
  path: string;
  width: number;
  height: number;
  alt: string;
}

export interface SeoInput {
  pathname: string;
  /** The full title, "Page — Solera Design Build". */
  title: string;
  description: string;
  image: PreviewImage;
  /** The page's path in every language; a page that is not found has none. */
  alternates?: Localized<string>;
  type?: "website" | "article";
  /** Not-found pages: kept out of search results, with no canonical or alternates. */
  noindex?: boolean;
}

/**
 * Everything a crawler or a chat app reads about one URL: title, description,
 * canonical, hreflang alternates, Open Graph and the large Twitter card.
 */
export function seoMeta(input: SeoInput, origin = siteOrigin()): MetaDescriptor[] {
  const { pathname, title, description, image, type = "website", noindex } = input;
  const paths = input.alternates;
  const locale = localeFromPath(pathname);
  const url = absoluteUrl(pathname, origin);
  const tags: MetaDescriptor[] = [{ title }, { name: "description", content: description }];
  if (noindex || !paths) {
    tags.push({ name: "robots", content: "noindex" });
  } else {
    tags.push({ tagName: "link", rel: "canonical", href: url });
    for (const { hrefLang, href } of alternates(paths, origin)) {
      tags.push({ tagName: "link", rel: "alternate", hrefLang, href });
    }
  }
  tags.push(
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: ogLocale(localeTags[locale]) },
    ...locales
      .filter((other) => other !== locale)
      .map((other) => ({ property: "og:locale:alternate", content: ogLocale(localeTags[other]) })),
    { property: "og:image", content: absoluteUrl(image.path, origin) },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
  );
  return tags;
}
