import { projectCategories, type ProjectCategory } from "~/content/categories";

export type CategoryFilter = "all" | ProjectCategory;

export const categoryFilters: readonly CategoryFilter[] = ["all", ...projectCategories];

/** The filter named by `?category=`; a missing or unknown value means all projects. */
export function parseCategory(value: string | null | undefined): CategoryFilter {
  return (projectCategories as readonly string[]).includes(value ?? "")
    ? (value as ProjectCategory)
    : "all";
}

export function filterProjects<T extends { category: ProjectCategory }>(
  projects: readonly T[],
  filter: CategoryFilter,
): T[] {
  return filter === "all" ? [...projects] : projects.filter((p) => p.category === filter);
}

/** The query string for a filter: none for all projects, so the plain URL stays canonical. */
export function categorySearch(filter: CategoryFilter): string {
  return filter === "all" ? "" : `?category=${filter}`;
}
