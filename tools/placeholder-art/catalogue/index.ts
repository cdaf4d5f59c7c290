import { contact } from "./contact";
import { diary } from "./diary";
import { heroes } from "./heroes";
import { news } from "./news";
import { og } from "./og";
import { projects } from "./projects";
import { services } from "./services";
import type { CatalogueEntry } from "./types";

/**
 * Every image of the site. Each group lives in its own file; add a new group
 * by importing it here and spreading it below.
 */
export const catalogue: CatalogueEntry[] = [
  ...heroes,
  ...contact,
  ...og,
  ...projects,
  ...diary,
  ...services,
  ...news,
];
