import type { MetaDescriptor } from "react-router";
import { localeFromPath } from "~/i18n/locales";
import { getTranslator, type MessageKey } from "~/i18n/translate";
import { images } from "~/generated/images/og";
import { pageAlternates, pages, type Localized } from "~/pages";
import { site } from "~/site";
import { previewPath, previewSize } from "./preview";
import { seoMeta } from "./seo";

const defaultPreview = images["og/default"];

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
    // Not-found pages have no preview of their own; they share the site's.
    image: options.noindex
      ? { path: `${defaultPreview.path}-1200.jpg`, ...previewSize, alt: site.name }
      : { path: previewPath(pathname), ...previewSize, alt: title },
    alternates: options.alternates ?? (page && pageAlternates(page.id)),
    noindex: options.noindex,
  });
}
