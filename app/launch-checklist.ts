import type { Words } from "./content/fields";
import type { OpenField } from "./content/launch";

/**
 * What the company still has to fill in, confirm or replace before launch, as the
 * build writes it for the content editor's first screen
 * (cms/launch-checklist.ts): one item per open field of the content
 * (app/content/launch.ts), in both of the editor's languages, with the form
 * to open. The build writes it beside the editor on every run (a failed
 * build writes nothing), so it describes the site that is live.
 */
export const launchChecklistPath = "/admin/launch-checklist.json";

/** The kinds of item, in the order the checklist explains them. */
export const checklistStates = [
  "empty",
  "stand-in",
  "sample",
  "drawing",
] as const satisfies readonly OpenField["state"][];

export interface ChecklistItem {
  /**
   * "empty": a fact the site leaves out until it is filled in; "stand-in":
   * shown until confirmed; "sample": an entry shown until it is a real job;
   * "drawing": drawings shown as a project's pictures until photos replace them.
   */
  state: OpenField["state"];
  /** The field's label and its groups', outermost first. */
  labels: Words[];
  /** What the site gains once it is filled in or confirmed. */
  unlocks?: Words;
  /** For a stand-in: the list it is unticked in. */
  untick?: Words;
  /** The editor's form that holds it: its name, and its address in the editor ("#/collections/…"). */
  form: { label: Words; route: string };
}

export interface LaunchChecklist {
  items: ChecklistItem[];
}

const isWords = (value: unknown): value is Words =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Words).en === "string" &&
  typeof (value as Words).es === "string";

function isItem(value: unknown): value is ChecklistItem {
  if (typeof value !== "object" || value === null) return false;
  const { state, labels, unlocks, untick, form } = value as Record<string, unknown>;
  return (
    (checklistStates as readonly unknown[]).includes(state) &&
    Array.isArray(labels) &&
    labels.length > 0 &&
    labels.every(isWords) &&
    (unlocks === undefined || isWords(unlocks)) &&
    (untick === undefined || isWords(untick)) &&
    typeof form === "object" &&
    form !== null &&
    isWords((form as Record<string, unknown>).label) &&
    typeof (form as Record<string, unknown>).route === "string" &&
    ((form as Record<string, string>).route ?? "").startsWith("#/")
  );
}

/** The checklist read back from the file, or undefined when it is not one. */
export function parseLaunchChecklist(value: unknown): LaunchChecklist | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { items } = value as Record<string, unknown>;
  if (!Array.isArray(items)) return undefined;
  return { items: items.filter(isItem) };
}
