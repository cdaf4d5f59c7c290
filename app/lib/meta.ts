import type { MetaDescriptor } from "react-router";
import { localeFromPath } from "~/i18n/locales";
import { getTranslator, type MessageKey } from "~/i18n/translate";
import { site } from "~/site";

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
  options: { noindex?: boolean } = {},
): MetaDescriptor[] {
  const t = getTranslator(localeFromPath(pathname));
  const tags: MetaDescriptor[] = [
    { title: pageTitle(t(`${prefix}.metaTitle` as MessageKey)) },
    { name: "description", content: t(`${prefix}.metaDescription` as MessageKey) },
  ];
  if (options.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
