import { z } from "zod";
import type { FieldNode, Words } from "./fields";

/**
 * What the company still has to fill in or confirm before the site is
 * launched, declared on the fields themselves (model/), so a field added to
 * any collection joins the list by its declaration alone:
 *
 * - a fact to come (`factToCome` in fields.ts: the registered name, the CFIA
 *   number) is open while it is empty: the site leaves it out until then;
 * - a stand-in is a value the site already shows (the phone on every page)
 *   that the company has not confirmed as its own. The model says which
 *   fields of an object may be one (`withStandIns`), and the file lists
 *   those that still are; the owner unticks each in the editor once it is
 *   the company's own;
 * - a sample is a whole entry written before launch (a project, a
 *   testimonial, a diary entry) that is not yet one of the company's jobs
 *   with the client's written consent: the file says `sample: true` until
 *   the owner makes it one and unticks it (`sample`).
 *
 * The build adds a fourth kind, found by the pictures rather than declared:
 * the drawings still shown as a project's pictures (launch-checklist.server.ts).
 *
 * The build prints the open ones as one list (launch-checklist.server.ts),
 * and the editor shows the same list on its first screen
 * (cms/launch-checklist.ts), each with the words declared here.
 */
export interface LaunchMeta {
  /** A fact the owner fills in once it is known: open while empty. */
  toCome?: boolean;
  /** What the site gains once the field is filled in or confirmed, in the owner's words. */
  unlocks?: Words;
  /** The list of its object's fields that still hold a stand-in (`unconfirmed`). */
  marksStandIns?: boolean;
  /** True while its entry is a sample (`sample`); the field of the entry that names it in a list. */
  marksSample?: boolean;
  namedBy?: string;
}

// zod's `.meta()` takes these, typed, beside what the editor shows (fields.ts).
declare module "zod" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an augmentation adds members by extending
  interface GlobalMeta extends LaunchMeta {}
}

type LaunchNode = FieldNode & LaunchMeta;

/**
 * The list of the fields `names` of an object that still hold a stand-in,
 * one box to tick per field, each named by the field's own label ("Phone
 * and WhatsApp", "E-mail"). A file lists what it has not confirmed:
 * `"unconfirmed": ["phone", "email"]`. Declare it as the object's field
 * `unconfirmed`, or make the object with `withStandIns`.
 */
export function stillToConfirm<const K extends string>(
  fields: Record<K, z.core.$ZodType>,
  names: readonly [K, ...K[]],
) {
  const choices = Object.fromEntries(
    names.map((name) => [name, z.globalRegistry.get(fields[name])?.label]),
  ) as Record<K, Words>;
  return z
    .array(
      z
        .enum(names, { error: `name only fields that may hold a stand-in: ${names.join(", ")}` })
        .meta({ choices }),
      { error: "list the fields still to confirm, or leave the list empty" },
    )
    .optional()
    .meta({
      label: { en: "Still to confirm", es: "Por confirmar" },
      hint: {
        en: "Ticked: a temporary value the site shows until the company confirms it. Write the real one in its field below (or keep it, if it is right), then untick it here.",
        es: "Marcado: un dato provisional que el sitio muestra hasta que la empresa lo confirme. Escriba el real en su campo más abajo (o déjelo, si es el correcto) y desmárquelo aquí.",
      },
      marksStandIns: true,
    });
}

/**
 * An object whose fields `names` may hold a stand-in, with the list of those
 * that still do first (`stillToConfirm`), so the owner meets it at the top
 * of the form.
 */
export function withStandIns<S extends z.ZodRawShape, const K extends keyof S & string>(
  names: readonly [K, ...K[]],
  shape: S,
) {
  return z.strictObject({ unconfirmed: stillToConfirm(shape, names), ...shape });
}

/**
 * A sample entry's mark: ticked while the entry (a project, a testimonial, a
 * diary entry) was written before launch and is not yet one of the
 * company's jobs, published with the client's written consent. An entry of
 * a list is named in the checklist by its field `namedBy` ("name").
 */
export const sample = (namedBy?: string) =>
  z
    .boolean({ error: "sample is true or false" })
    .optional()
    .meta({
      label: { en: "Sample", es: "De muestra" },
      hint: {
        en: "Ticked: written before launch as an example, not yet one of the company's jobs. Before launch, make it a real job, published with the client's written consent, or delete it; then untick it.",
        es: "Marcado: escrito antes del lanzamiento como ejemplo; todavía no es un trabajo de la empresa. Antes del lanzamiento, conviértalo en un trabajo real, publicado con el permiso escrito del cliente, o bórrelo; luego desmárquelo.",
      },
      unlocks: {
        en: "Each project, testimonial and diary entry must be a real job of the company, published with the client's written consent (decision 062; Costa Rica's consumer law, Ley 7472, asks for truthful advertising).",
        es: "Cada proyecto, testimonio y avance debe ser un trabajo real de la empresa, publicado con el permiso escrito del cliente (la ley del consumidor, Ley 7472, pide que la publicidad sea veraz).",
      },
      initial: false,
      marksSample: true,
      ...(namedBy ? { namedBy } : {}),
    });

/** A field still open: a fact to come left empty, a stand-in not yet confirmed, a sample not yet real. */
export interface OpenField {
  /** The field as the file writes it: "legal.name", "phone", "steps[2].video". */
  field: string;
  /** A fact to come, a stand-in, a sample entry, or drawings shown as a project's pictures. */
  state: "empty" | "stand-in" | "sample" | "drawing";
  /** Its label and its groups', outermost first: Registered company, Registered name. */
  labels: Words[];
  unlocks?: Words;
  /** For a stand-in, the label of the list it is unticked in. */
  untick?: Words;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * Every open field of a file's value, found by its declaration (`fieldTree`):
 * a fact to come is open while it is empty, even inside a group the file
 * leaves out; a field its object lists as unconfirmed is open until it is
 * unticked. Fields are listed in the declaration's order, each once.
 */
export function openFields(tree: FieldNode, value: unknown): OpenField[] {
  const found = new Map<string, OpenField>();
  walk(tree as LaunchNode, value, "", [], found);
  return [...found.values()];
}

function walk(
  node: LaunchNode,
  value: unknown,
  at: string,
  labels: Words[],
  found: Map<string, OpenField>,
) {
  const here = node.label ? [...labels, node.label] : labels;
  if (node.toCome) {
    if (isEmpty(value)) found.set(at, { field: at, state: "empty", labels: here, ...said(node) });
    return;
  }
  if (node.type === "array" && node.items) {
    if (Array.isArray(value))
      value.forEach((item, index) =>
        walk(node.items as LaunchNode, item, `${at}[${index + 1}]`, here, found),
      );
    return;
  }
  const object =
    value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};
  for (const branch of [node, ...(node.oneOf ?? []), ...(node.anyOf ?? [])]) {
    const properties = Object.entries(branch.properties ?? {}) as [string, LaunchNode][];
    const markers = properties.filter(([, child]) => child.marksStandIns);
    const listed = new Map(
      markers.flatMap(([name, marker]) =>
        (Array.isArray(object[name]) ? (object[name] as unknown[]) : []).map(
          (standIn) => [standIn, marker] as const,
        ),
      ),
    );
    for (const [name, child] of properties) {
      if (child.marksStandIns) continue;
      const field = at ? `${at}.${name}` : name;
      if (child.marksSample) {
        // An entry of a list by its name ("Ryan & Claire D."), a file's own entry by the mark's label.
        const named = child.namedBy ? object[child.namedBy] : undefined;
        const label = typeof named === "string" ? { en: named, es: named } : child.label;
        if (object[name] === true)
          found.set(field, {
            field,
            state: "sample",
            labels: label ? [...here, label] : here,
            ...said(child),
          });
        continue;
      }
      const marker = listed.get(name);
      if (marker)
        found.set(field, {
          field,
          state: "stand-in",
          labels: child.label ? [...here, child.label] : here,
          ...said(child),
          ...(marker.label ? { untick: marker.label } : {}),
        });
      walk(child, object[name], field, here, found);
    }
  }
}

const said = (node: LaunchNode) => (node.unlocks ? { unlocks: node.unlocks } : {});
