/**
 * The category filter both lists share (projects, news): `?category=` names
 * it, and its absence means every item, so the plain URL stays canonical.
 */

export type Filter<C extends string> = "all" | C;

/** The filter named by `?category=`; a missing or unknown value means all. */
export function parseCategory<C extends string>(
  value: string | null | undefined,
  categories: readonly C[],
): Filter<C> {
  return (categories as readonly string[]).includes(value ?? "") ? (value as C) : "all";
}

/** The items of the chosen category, in order; all of them for all. */
export function filterByCategory<T extends { category: string }>(
  items: readonly T[],
  filter: Filter<T["category"]>,
): T[] {
  return filter === "all" ? [...items] : items.filter((item) => item.category === filter);
}

/** The query string for a filter: none for all. */
export function categorySearch(filter: string): string {
  return filter === "all" ? "" : `?category=${filter}`;
}
