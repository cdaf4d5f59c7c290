import { preloadable } from "~/components/ui/preloadable";

/**
 * A project's dialog, gallery and viewer, a chunk of its own so that the
 * list's first load stays light. The project's route renders it, and
 * app/arrival.ts starts fetching it before a project's page hydrates.
 */
export const projectLayers = preloadable(() => import("./project-layers"));
