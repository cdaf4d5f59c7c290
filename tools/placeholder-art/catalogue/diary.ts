import type { SceneRecipe } from "../scenes/types";
import type { CatalogueEntry } from "./types";

/**
 * The photos of the build diaries (content/diary/), in the folder the editor
 * uploads them to, diary/, each named after its entry (its file's name) and
 * its place in it. Each is the project's fixed model at the week's stage,
 * from where someone on the site would stand with a phone.
 */

type Options = NonNullable<SceneRecipe["options"]>;

/** The photos of one entry, in order: each a view of the project at a stage. */
function entry(project: string, day: string, seed: number, shots: Options[]): CatalogueEntry[] {
  return shots.map((options, index) => ({
    id: `diary/${project}-${day}-${String(index + 1).padStart(2, "0")}`,
    scene: { kind: "project", seed: seed + index, options: { project, ...options } },
  }));
}

const H = "casa-horizonte";

export const diary: CatalogueEntry[] = [
  // Casa Horizonte, from the first cut of the pad to the pool's leak test.
  ...entry(H, "2025-01-09", 501, [
    { view: "above", stage: "excavation" },
    { view: "corner", stage: "excavation" },
  ]),
  ...entry(H, "2025-02-13", 511, [
    { view: "walk", stage: "excavation" },
    { view: "east", stage: "excavation" },
  ]),
  ...entry(H, "2025-03-13", 521, [
    { view: "walk", stage: "foundation" },
    { view: "above", stage: "foundation" },
    { view: "corner", stage: "foundation" },
  ]),
  ...entry(H, "2025-04-10", 531, [
    { view: "walk", stage: "frame" },
    { view: "east", stage: "frame" },
  ]),
  ...entry(H, "2025-05-15", 541, [
    { view: "corner", stage: "roof" },
    { view: "east", stage: "roof" },
    { view: "walk", stage: "roof" },
  ]),
  ...entry(H, "2025-07-10", 551, [{ view: "walk", stage: "roof", time: "dawn" }]),
  ...entry(H, "2025-08-28", 561, [
    { view: "corner", stage: "glazing" },
    { view: "walk", stage: "glazing" },
    { view: "east", stage: "glazing" },
  ]),
  ...entry(H, "2025-10-23", 571, [
    { view: "pool", stage: "finishes" },
    { view: "east", stage: "finishes" },
    { view: "corner", stage: "finishes" },
  ]),
];
