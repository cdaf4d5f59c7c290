import { contact } from "./contact";
import { heroes } from "./heroes";
import { og } from "./og";
import { projects } from "./projects";
import type { CatalogueEntry } from "./types";

/**
 * Every image of the site. Each group lives in its own file; add a new group
 * (e.g. news.ts, services.ts) by importing it here and spreading it below.
 */
export const catalogue: CatalogueEntry[] = [
  ...heroes,
  ...contact,
  ...og,
  ...projects,
  // More groups go here: ...news, ...services,
];
