import type { Field } from "@sveltia/cms";
import type { z } from "zod";
import { bodyLabel, type Entries } from "../app/content/kinds";
import { fieldTree, type FieldNode, type Words } from "../app/content/fields";
import type { Locale } from "../app/i18n/locales";
import { siteTimeZone } from "../app/lib/format-date";

/**
 * The editor's form of a content file, made from the file's declaration
 * (app/content/model/): each field's widget from its rule, its label and
 * hint in the editor's language from what the field declares. Nothing here
 * names a field: a field added to a declaration reaches the form by itself,
 * and one the editor cannot show in the owner's words stops the build.
 *
 * - text with a pattern: a text box that refuses another shape, with the
 *   rule's message; an e-mail or web address: a box of that type
 * - a choice: a select, each value named in the editor's language
 * - a list: a list with the declaration's bounds; a list of choices: a
 *   select of several
 * - an object: its fields, in order; a choice of shapes (a union): the fields
 *   of all of them, each required only where every shape needs it
 * - a number: a number box with its bounds and step; a yes or no: a switch
 * - an image, a date, a text of several lines: as the field declares; a
 *   list of images, one image field taking several; the name of another
 *   collection's entry, a choice of its entries
 * - a field with a starting value: that value in a new entry; a date that
 *   starts today: the day in Costa Rica, whatever the device's clock
 * - a field the editor fills in on save: not required; in an object, none
 *   of its fields is
 */

/** A declaration the editor cannot show: the message names the field. */
export class EditorDeclarationError extends Error {
  override name = "EditorDeclarationError";
}

/** Whether a field must be filled in: in every language, in some, or not at all. */
type Required = boolean | Locale[];

interface Place {
  /** The field's place in the file, for messages: "projects.facts.bedrooms". */
  at: string;
  locale: Locale;
  /** Inside a field the editor fills in on save: nothing in it is asked of the owner. */
  filledOnSave?: boolean;
}

function words(value: Words | undefined, { at, locale }: Place, what: string): string {
  const found = value?.[locale]?.trim();
  if (!found) throw new EditorDeclarationError(`${at}: no ${what} in ${locale}`);
  return found;
}

// zod's whole numbers are bounded to the safe integers, which says nothing to the owner.
const unbounded = (value: number | undefined) =>
  value === undefined || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value;

function choiceOptions(values: (string | number | boolean)[], node: FieldNode, place: Place) {
  return values.map((value) =>
    typeof value === "string"
      ? { label: words(node.choices?.[value], place, `words for the choice "${value}"`), value }
      : value,
  );
}

function numberWidget(node: FieldNode) {
  const whole = node.type === "integer";
  const above = node.exclusiveMinimum;
  const min =
    unbounded(node.minimum) ??
    (above === undefined ? undefined : whole ? above + 1 : (node.multipleOf ?? 1) + above);
  return {
    widget: "number",
    value_type: whole ? "int" : "float",
    ...(min !== undefined ? { min } : {}),
    ...(unbounded(node.maximum) !== undefined ? { max: node.maximum } : {}),
    ...(node.multipleOf ? { step: node.multipleOf } : {}),
  };
}

function textWidget(node: FieldNode, place: Place) {
  const widget = node.input === "lines" ? "text" : "string";
  if (node.format === "email") return { widget, type: "email" };
  if (node.format === "uri") return { widget, type: "url" };
  const length = node.maxLength !== undefined ? { maxlength: node.maxLength } : {};
  if (!node.pattern) return { widget, ...length };
  return {
    widget,
    ...length,
    pattern: [node.pattern, words(node.mismatch, place, "message for its pattern")],
  };
}

/** An image field uploading into the image's folder (which may name the entry: `{{slug}}`). */
function imageWidget(node: FieldNode) {
  return {
    widget: "image",
    choose_url: false,
    media_folder: `/content/images/${node.folder}`,
    public_folder: `/content/images/${node.folder}`,
  };
}

/** The fields of all the shapes of a union, each required only where every shape requires it. */
function mergedShapes(shapes: FieldNode[]): FieldNode {
  const names = [...new Set(shapes.flatMap((shape) => Object.keys(shape.properties ?? {})))];
  const properties = Object.fromEntries(
    names.map((name) => {
      const found = shapes.flatMap((shape) => shape.properties?.[name] ?? []);
      const values = found.flatMap(
        (node) => node.enum ?? (node.const !== undefined ? [node.const] : []),
      );
      // A choice any shape offers is a choice of the whole; any other field is as the first shape has it.
      const choice = values.length ? { const: undefined, enum: [...new Set(values)] } : {};
      return [name, { ...found[0], ...choice } as FieldNode];
    }),
  );
  const required = names.filter((name) => shapes.every((shape) => shape.required?.includes(name)));
  return { type: "object", properties, required };
}

function widgetOf(node: FieldNode, place: Place): Record<string, unknown> {
  const shapes = node.oneOf ?? node.anyOf;
  if (shapes) return widgetOf(mergedShapes(shapes), place);
  if (node.input === "image") return imageWidget(node);
  if (node.input === "date")
    return {
      widget: "datetime",
      time_format: false,
      date_format: "YYYY-MM-DD",
      format: "YYYY-MM-DD",
      pattern: [node.pattern, words(node.mismatch, place, "message for its pattern")],
    };
  // An entry of another collection: chosen from its entries by their titles, kept by folder.
  if (node.entryOf)
    return {
      widget: "relation",
      collection: node.entryOf,
      value_field: "{{slug}}",
      search_fields: ["title"],
      display_fields: ["title"],
    };
  if (node.enum) return { widget: "select", options: choiceOptions(node.enum, node, place) };
  if (node.const !== undefined)
    return {
      widget: "select",
      options: choiceOptions([node.const], node, place),
      default: node.const,
    };
  switch (node.type) {
    case "object":
      return {
        widget: "object",
        ...(node.rarelyNeeded ? { collapsed: true } : {}),
        fields: fieldsOf(node, place),
      };
    case "array":
      return listWidget(node, place);
    case "string":
      return textWidget(node, place);
    case "number":
    case "integer":
      return numberWidget(node);
    case "boolean":
      return { widget: "boolean" };
    default:
      throw new EditorDeclarationError(`${place.at}: the editor has no field for this value`);
  }
}

function listWidget(node: FieldNode, place: Place): Record<string, unknown> {
  const item = node.items ?? {};
  const bounds = {
    ...(node.minItems !== undefined ? { min: node.minItems } : {}),
    ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
  };
  // A list of images is one image field that takes several, chosen at once.
  if (item.input === "image") return { ...imageWidget(item), multiple: true, ...bounds };
  // A list of choices is one select that takes several.
  if (item.enum)
    return {
      widget: "select",
      multiple: true,
      options: choiceOptions(item.enum, item, place),
      ...bounds,
    };
  const items =
    item.type === "object" || item.oneOf || item.anyOf
      ? {
          fields: fieldsOf(
            item.oneOf || item.anyOf ? mergedShapes(item.oneOf ?? item.anyOf!) : item,
            place,
          ),
        }
      : { field: editorField("item", item, true, place) };
  return {
    widget: "list",
    ...bounds,
    ...(node.singular ? { label_singular: words(node.singular, place, "name of one item") } : {}),
    ...(node.summary ? { summary: node.summary[place.locale] } : {}),
    ...(node.fixed ? { allow_add: false, allow_remove: false } : {}),
    ...(node.rarelyNeeded ? { minimize_collapsed: true } : {}),
    ...items,
  };
}

/** What a new entry's field starts with, as the declaration gives it. */
function initialOf(node: FieldNode, place: Place): Record<string, unknown> {
  if (node.initial === undefined) return {};
  if (node.input !== "date") return { default: node.initial };
  if (node.initial !== "today")
    throw new EditorDeclarationError(`${place.at}: a date can start only as "today"`);
  return { default: "{{now}}", input_timezone: siteTimeZone };
}

/** One field of the form. */
export function editorField(
  name: string,
  node: FieldNode,
  required: Required,
  parent: Place,
  options: { i18n?: boolean } = {},
): Field {
  const filledOnSave = parent.filledOnSave || node.filledOnSave === true;
  const place = { ...parent, at: `${parent.at}.${name}`, filledOnSave };
  // An object the editor fills in keeps its boxes in view (an optional
  // object would hide them behind a checkbox); none of them is required.
  const asked = filledOnSave && node.type !== "object" ? false : required;
  return {
    name,
    label: words(node.label, place, "label"),
    ...(node.hint ? { hint: words(node.hint, place, "hint") } : {}),
    ...(asked === true ? {} : { required: asked }),
    ...(options.i18n ? { i18n: true } : {}),
    ...(node.readonly ? { readonly: true } : {}),
    ...widgetOf(node, place),
    ...initialOf(node, place),
  } as Field;
}

/** The fields of an object, in the declaration's order. */
function fieldsOf(node: FieldNode, place: Place): Field[] {
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    editorField(name, child, node.required?.includes(name) ?? false, place),
  );
}

/** The form of a record or of a page's fields: a file of one object, or a list at its root. */
export function recordFields(name: string, schema: z.ZodType, locale: Locale): Field[] {
  const tree = fieldTree(schema);
  const place = { at: name, locale };
  if (tree.type === "array")
    return [{ ...editorField(name, tree, true, place), root: true } as Field];
  return fieldsOf(tree, place);
}

/** The text below the fields of an entry or a page, in each language. */
export function bodyField(hint: Words, locale: Locale): Field {
  return {
    name: "body",
    label: bodyLabel[locale],
    widget: "markdown",
    i18n: true,
    hint: hint[locale],
    buttons: ["bold", "italic", "link", "heading-two", "heading-three", "bulleted-list"],
    editor_components: [],
    minimal: true,
  };
}

/**
 * The form of an entry: the English file's fields, in order, each translated
 * one in both languages' panes, required in the languages whose file
 * requires it; then the text.
 */
export function entryFields(name: string, collection: Entries, locale: Locale): Field[] {
  const english = fieldTree(collection.en);
  const spanish = fieldTree(collection.es);
  const place = { at: name, locale };
  const fields = Object.entries(english.properties ?? {}).map(([field, node]) => {
    if (!collection.translated.includes(field))
      return editorField(field, node, english.required?.includes(field) ?? false, place);
    const inFile = { en: english, es: spanish };
    // Required in a file, unless the editor fills it in there on save.
    const requiredIn = (Object.keys(inFile) as Locale[]).filter(
      (file) =>
        inFile[file].required?.includes(field) && !inFile[file].properties?.[field]?.filledOnSave,
    );
    const required = requiredIn.length === 2 ? true : requiredIn.length ? requiredIn : false;
    return editorField(field, node, required, place, { i18n: true });
  });
  return [...fields, bodyField(collection.body.hint, locale)];
}
