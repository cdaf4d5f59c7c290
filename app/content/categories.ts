/**
 * The categories content can be filed under. They are identifiers (the
 * `?category=` values, the chips' keys), so they stay English; the labels
 * are in the dictionaries. Kept apart from the schema so that the browser
 * can read them without loading it.
 */
export const projectCategories = ["residential", "commercial", "industrial"] as const;
export type ProjectCategory = (typeof projectCategories)[number];

/** Every category a news item can have; the page shows a chip for each one in use. */
export const newsCategories = [
  "development",
  "technology",
  "sustainability",
  "safety",
  "regulations",
  "process",
  "education",
  "business",
] as const;
export type NewsCategory = (typeof newsCategories)[number];

/** What the company did on a project; the labels are written where they are shown (content/projects/facts). */
export const projectServices = [
  "design",
  "permits",
  "construction",
  "management",
  "interiors",
] as const;
export type ProjectService = (typeof projectServices)[number];
