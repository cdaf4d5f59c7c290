/**
 * The project's year and timeline tiles, as class names: the dialog
 * (project-facts.tsx) and the editor's preview of a project (cms/preview.ts)
 * both draw with these, so what the owner previews is what the visitor sees.
 */
export const factTileClasses = {
  list: "grid grid-cols-2 gap-3 lg:grid-cols-1",
  // Side by side, the tiles share their rows (a subgrid), so a label that
  // wraps to two lines ("Inicio de obra") keeps both figures level.
  tile: "row-span-2 grid grid-rows-subgrid gap-y-0 rounded-card bg-sand-50 p-4 ring-1 ring-ink/5 sm:p-5",
  label: "text-eyebrow font-semibold text-concrete-600 uppercase",
};
