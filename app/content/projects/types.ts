import type { Localized } from "~/content/types";

export const projectCategories = ["residential", "commercial", "industrial"] as const;
export type ProjectCategory = (typeof projectCategories)[number];

export interface Project {
  /** 1 to 8; year, status and timeline derive from it (lib/project-facts). */
  id: number;
  /** The project's URL segment, the same in both languages: /projects/<slug>. */
  slug: string;
  category: ProjectCategory;
  /** Where it stands, one of the places the company serves. */
  location: string;
  title: Localized<string>;
  /** One or two sentences for the card. */
  description: Localized<string>;
  /** Two or three short paragraphs for the detail dialog, separated by blank lines. */
  details: Localized<string>;
  /** Image ids in the catalogue, cover first: "projects/<slug>/01", ... (4 to 13). */
  gallery: string[];
}
