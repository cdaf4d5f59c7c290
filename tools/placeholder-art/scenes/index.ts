import { editorialScenes } from "./editorial/index";
import { signatureVilla } from "./home";
import { interior } from "./interior";
import { renderProject } from "./projects/kit";
import { projects } from "./projects";
import type { SceneRecipe } from "./types";

export type SceneFn = (recipe: SceneRecipe, size: { width: number; height: number }) => string;

export const scenes: Record<string, SceneFn> = {
  ...editorialScenes,
  "signature-villa": signatureVilla,
  interior,
  project: (recipe, size) => {
    const p = projects[String(recipe.options?.project)];
    if (!p) throw new Error(`unknown project ${String(recipe.options?.project)}`);
    return renderProject(p, recipe, size);
  },
};
