import { preloadable } from "~/components/ui/preloadable";

/**
 * The news list's stories and FAQ, a chunk of their own: an article's page
 * shares the list's route but not its list. The list's route renders it,
 * and app/arrival.ts starts fetching it before a list page hydrates.
 */
export const newsSections = preloadable(() => import("./news-sections"));
