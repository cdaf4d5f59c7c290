import type { Locale } from "~/i18n/locales";
import { listPagePath, pagingOf, type ListCategory } from "~/paged-lists";

const paging = pagingOf("informationNews")!;

/**
 * Where a `?category=` value leads in the news list: the category's own
 * page if it is one (of `inUse`, when the caller knows which have stories),
 * else the list's first page.
 */
export function newsListHref(
  locale: Locale,
  category: string | null,
  inUse?: readonly string[],
): string {
  const known = Object.keys(paging.categories.slugs).includes(category ?? "")
    ? (category as ListCategory)
    : undefined;
  return listPagePath(
    paging,
    1,
    locale,
    known && (!inUse || inUse.includes(known)) ? known : undefined,
  );
}
