/** How many pages `count` items fill, `size` to a page: at least one, even for none. */
export function pageCount(count: number, size: number): number {
  return Math.max(1, Math.ceil(count / size));
}

/** The items of page `page` (from 1), `size` to a page. */
export function pageOf<T>(items: readonly T[], page: number, size: number): T[] {
  return items.slice((page - 1) * size, page * size);
}

/**
 * A page number from a URL's segment, if it names a page after the first
 * that exists: "2" of 3 pages is 2; "1", "02", "0", "4" and "two" are null
 * (page 1 is the list's own address, so it has no number).
 */
export function parsePageNumber(segment: string | undefined, pages: number): number | null {
  if (!segment || !/^[1-9]\d*$/.test(segment)) return null;
  const page = Number(segment);
  return page >= 2 && page <= pages ? page : null;
}

/**
 * The links of a pager: the first and last page, the current one and its
 * neighbours, and a gap where pages are left out. Seven places at most, so
 * it fits a phone's width.
 */
export function pagerItems(current: number, pages: number): (number | "gap")[] {
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (pages <= 7) return range(1, pages);
  if (current <= 4) return [...range(1, 5), "gap", pages];
  if (current >= pages - 3) return [1, "gap", ...range(pages - 4, pages)];
  return [1, "gap", current - 1, current, current + 1, "gap", pages];
}
