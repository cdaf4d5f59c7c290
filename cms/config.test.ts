import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as schema from "../app/content/schema";
import { en } from "../app/i18n/messages/en";
import { es } from "../app/i18n/messages/es";
import { serviceLabel } from "../app/lib/project-details";
import { config } from "./config";

/**
 * The editor may only write what the build accepts. Each file the editor
 * edits is reduced, on both sides, to the same outline: its fields, which of
 * them are required, the values a choice allows, the patterns text must match
 * and the length of lists. The content schema is read through its JSON Schema.
 */

type Outline =
  | { kind: "object"; fields: Record<string, { required: boolean; outline: Outline }> }
  | { kind: "list"; min?: number; max?: number; item: Outline }
  | { kind: "choice"; values: unknown[] }
  | { kind: "image" }
  | { kind: "text"; pattern?: string }
  | { kind: "number" };

type Locale = (typeof schema.locales)[number];

// The content schema -------------------------------------------------------

interface JsonNode {
  type?: string;
  properties?: Record<string, JsonNode>;
  required?: string[];
  items?: JsonNode;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
}

function fromJson(node: JsonNode): Outline {
  const branches = node.anyOf ?? node.oneOf;
  if (branches) return mergeBranches(branches.map(fromJson));
  if (node.enum) return { kind: "choice", values: [...node.enum] };
  if ("const" in node) return { kind: "choice", values: [node.const] };
  if (node.type === "object") {
    const required = new Set(node.required ?? []);
    return {
      kind: "object",
      fields: Object.fromEntries(
        Object.entries(node.properties ?? {}).map(([name, child]) => [
          name,
          { required: required.has(name), outline: fromJson(child) },
        ]),
      ),
    };
  }
  if (node.type === "array") {
    return {
      kind: "list",
      ...(node.minItems !== undefined ? { min: node.minItems } : {}),
      ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
      item: fromJson(node.items ?? {}),
    };
  }
  if (node.type === "number" || node.type === "integer") return { kind: "number" };
  if (node.pattern && /^\^\\?\/content\\?\/images\\?\//.test(node.pattern))
    return { kind: "image" };
  // Formats (e-mail, web address) carry zod's own pattern, which no editor field repeats.
  return node.pattern && !node.format ? { kind: "text", pattern: node.pattern } : { kind: "text" };
}

/** A union of objects (the services' links): a field is required only where every branch needs it. */
function mergeBranches(outlines: Outline[]): Outline {
  const objects = outlines.filter((o) => o.kind === "object");
  const names = new Set(objects.flatMap((o) => Object.keys(o.fields)));
  return {
    kind: "object",
    fields: Object.fromEntries(
      [...names].map((name) => {
        const found = objects.map((o) => o.fields[name]);
        const values = found.flatMap((f) => (f?.outline.kind === "choice" ? f.outline.values : []));
        return [
          name,
          {
            required: found.every((f) => f?.required),
            outline: { kind: "choice", values: [...new Set(values)] },
          },
        ];
      }),
    ),
  };
}

const outlineOf = (type: z.ZodType) =>
  fromJson(z.toJSONSchema(type, { io: "input", unrepresentable: "any" }) as JsonNode);

// The editor's configuration -----------------------------------------------

/** What an editor field says. Sveltia's Field type is a union; only these options matter here. */
interface EditorField {
  name: string;
  label?: string;
  hint?: string;
  widget?: string;
  allow_add?: boolean;
  required?: boolean | string[];
  i18n?: boolean | string;
  options?: unknown[];
  multiple?: boolean;
  pattern?: [string, string];
  min?: number;
  max?: number;
  fields?: EditorField[];
  field?: EditorField;
  root?: boolean;
  public_folder?: string;
}

function requiredIn(field: EditorField, locale: Locale): boolean {
  const { required = true } = field;
  return Array.isArray(required) ? required.includes(locale) : required;
}

function fromField(field: EditorField, locale: Locale): Outline {
  switch (field.widget) {
    case "object":
      return fromFields(field.fields ?? [], locale);
    case "list": {
      const item = field.fields
        ? fromFields(field.fields, locale)
        : fromField(field.field ?? { name: "item" }, locale);
      return {
        kind: "list",
        ...(field.min !== undefined ? { min: field.min } : {}),
        ...(field.max !== undefined ? { max: field.max } : {}),
        item,
      };
    }
    case "select": {
      // An option is a value, or a label shown for the value the file keeps.
      const values = (field.options ?? []).map((option) =>
        typeof option === "object" && option !== null && "value" in option ? option.value : option,
      );
      const choice: Outline = { kind: "choice", values };
      // A multiple select writes a list of its choices.
      return field.multiple
        ? {
            kind: "list",
            ...(field.min !== undefined ? { min: field.min } : {}),
            ...(field.max !== undefined ? { max: field.max } : {}),
            item: choice,
          }
        : choice;
    }
    case "image":
      // The path an image field writes must be the file the schema reads.
      return field.public_folder?.startsWith("/content/images/")
        ? { kind: "image" }
        : { kind: "text" };
    case "number":
      return { kind: "number" };
    default:
      return field.pattern ? { kind: "text", pattern: field.pattern[0] } : { kind: "text" };
  }
}

function fromFields(fields: EditorField[], locale: Locale): Outline {
  return {
    kind: "object",
    fields: Object.fromEntries(
      fields.map((field) => [
        field.name,
        { required: requiredIn(field, locale), outline: fromField(field, locale) },
      ]),
    ),
  };
}

/**
 * The front matter or data of one language's file. A translatable field is
 * in every language's file; any other is in the default language's only.
 * The Markdown body is no field of the front matter.
 */
function fileOutline(fields: EditorField[], locale: Locale, i18n: boolean): Outline {
  const root = fields.find((field) => field.root);
  if (root) return fromField(root, locale);
  const inFile = fields.filter(
    (field) => field.name !== "body" && (!i18n || locale === "en" || field.i18n === true),
  );
  return fromFields(inFile, locale);
}

const collections = config.collections as unknown as {
  name: string;
  fields?: EditorField[];
  files?: { name: string; file: string; i18n?: boolean; fields: EditorField[] }[];
}[];

function entryFields(name: string): EditorField[] {
  const fields = collections.find((collection) => collection.name === name)?.fields;
  if (!fields) throw new Error(`The editor has no collection "${name}"`);
  return fields;
}

function file(name: string) {
  const found = collections.flatMap((c) => c.files ?? []).find((f) => f.name === name);
  if (!found) throw new Error(`The editor has no file "${name}"`);
  return found;
}

// The comparison -------------------------------------------------------------

describe("the editor's configuration", () => {
  const entries = [
    ["projects", schema.projectEn, schema.projectEs],
    ["news", schema.articleEn, schema.articleEs],
  ] as const;

  for (const [name, en, es] of entries) {
    it(`writes ${name} as the schema reads them, in English and Spanish`, () => {
      const fields = entryFields(name);
      expect(fileOutline(fields, "en", true)).toEqual(outlineOf(en));
      expect(fileOutline(fields, "es", true)).toEqual(outlineOf(es));
    });

    it(`asks for the text of ${name} in both languages`, () => {
      const body = entryFields(name).find((field) => field.name === "body");
      expect(body).toMatchObject({ widget: "markdown", i18n: true });
      expect(requiredIn(body!, "en") && requiredIn(body!, "es")).toBe(true);
    });
  }

  const records = [
    ["home", schema.home],
    ["about", schema.about],
    ["contact", schema.contactPage],
    ["faq", schema.faqEntry.array()],
    ["testimonials", schema.testimonial.array()],
    ["videos", schema.video.array()],
    ["company", schema.company],
  ] as const;

  for (const [name, type] of records) {
    it(`writes ${file(name).file} as the schema reads it`, () => {
      expect(fileOutline(file(name).fields, "en", false)).toEqual(outlineOf(type));
    });
  }

  it("writes the privacy policy in one file per language, as the schema reads it", () => {
    const privacy = file("privacy");
    expect(privacy.file).toBe("content/privacy/index.{{locale}}.md");
    for (const locale of schema.locales) {
      expect(fileOutline(privacy.fields, locale, true)).toEqual(outlineOf(schema.privacyFront));
    }
  });

  it("edits the languages the site has, English first", () => {
    expect(config.i18n).toMatchObject({
      structure: "multiple_files",
      locales: [...schema.locales],
      default_locale: "en",
    });
  });

  it("tells a difference apart: a field the schema does not know fails the comparison", () => {
    const fields: EditorField[] = [...entryFields("news"), { name: "subtitle", widget: "string" }];
    expect(fileOutline(fields, "en", true)).not.toEqual(outlineOf(schema.articleEn));
  });

  it("tells a difference apart: a category the schema does not allow fails the comparison", () => {
    const fields = entryFields("projects").map((field) =>
      field.name === "category"
        ? { ...field, options: [...(field.options ?? []), "hotels"] }
        : field,
    );
    expect(fileOutline(fields, "en", true)).not.toEqual(outlineOf(schema.projectEn));
  });

  it("tells a difference apart: an optional field the schema requires fails the comparison", () => {
    const fields = entryFields("news").map((field) =>
      field.name === "excerpt" ? { ...field, required: false } : field,
    );
    expect(fileOutline(fields, "es", true)).not.toEqual(outlineOf(schema.articleEs));
  });
});

// What the owner meets ---------------------------------------------------------

/** Every field of a list of fields, however deep, with where it is: `projects.facts.bedrooms`. */
function everyFieldOf(fields: EditorField[], at: string): { path: string; field: EditorField }[] {
  return fields.flatMap((field) => {
    const path = `${at}.${field.name}`;
    return [
      { path, field },
      ...everyFieldOf(field.fields ?? [], path),
      ...(field.field ? everyFieldOf([field.field], path) : []),
    ];
  });
}

/**
 * The words of a field's hint and of the message it shows when refused that
 * its pattern accepts whole: the examples that show the owner the shape
 * before a save is refused.
 */
function examplesOf(field: EditorField): string[] {
  if (!field.pattern) return [];
  const [source, message] = field.pattern;
  const pattern = new RegExp(source);
  return `${field.hint ?? ""} ${message}`
    .split(/[\s,;()"]+/)
    .map((word) => word.replace(/[.:]$/, ""))
    .filter((word) => word !== "" && pattern.test(word));
}

/** Every select of a list of fields, however deep. */
function selects(fields: EditorField[]): EditorField[] {
  return everyFieldOf(fields, "")
    .map(({ field }) => field)
    .filter((field) => field.widget === "select");
}

describe("the editor as the owner meets it", () => {
  const everyField = collections.flatMap((collection) => [
    ...(collection.fields ?? []),
    ...(collection.files ?? []).flatMap((f) => f.fields),
  ]);

  it("names categories and services in both languages, in the site's own words", () => {
    const categories = selects(everyField).filter((field) =>
      ["category", "services"].includes(field.name),
    );
    expect(categories.length).toBeGreaterThan(0);
    for (const field of categories) {
      for (const option of field.options ?? []) {
        expect(option).toEqual({ value: expect.any(String), label: expect.any(String) });
        const { value, label } = option as { value: string; label: string };
        const [english, spanish] = label.split(" · ");
        expect(english).not.toBe(value);
        expect(spanish).toBeTruthy();
      }
    }
    const project = entryFields("projects");
    const options = (name: string) =>
      selects(project).find((field) => field.name === name)?.options ?? [];
    expect(options("category")).toContainEqual({
      value: "residential",
      label: `${en["projects.filter.residential"]} · ${es["projects.filter.residential"]}`,
    });
    expect(options("services")).toContainEqual({
      value: "management",
      label: `${serviceLabel("management", "en")} · ${serviceLabel("management", "es")}`,
    });
  });

  it("keeps projects and articles as drafts until published, and company details one step", () => {
    const modes = Object.fromEntries(
      collections.map((c) => [c.name, (c as { publish_mode?: string }).publish_mode]),
    );
    expect(modes).toMatchObject({ projects: "editorial_workflow", news: "editorial_workflow" });
    expect(modes.pages).toBeUndefined();
    expect(config.publish_mode).toBeUndefined();
  });

  it("signs in with GitHub through the host's provider, and says what each save did", () => {
    expect(config.backend).toMatchObject({
      name: "github",
      base_url: "https://api.netlify.com",
      auth_endpoint: "auth",
    });
    const messages = (config.backend as { commit_messages: Record<string, string> })
      .commit_messages;
    expect(messages.create).toMatch(/^New \{\{collection\}\}: \{\{slug\}\}$/);
    expect(Object.keys(messages).sort()).toEqual(
      ["create", "delete", "deleteMedia", "update", "uploadMedia"].sort(),
    );
  });

  const located = collections.flatMap((collection) => [
    ...everyFieldOf(collection.fields ?? [], collection.name),
    ...(collection.files ?? []).flatMap((f) =>
      everyFieldOf(f.fields, `${collection.name}/${f.name}`),
    ),
  ]);

  it("labels every field", () => {
    const unlabelled = located.filter(({ field }) => !field.label?.trim()).map(({ path }) => path);
    expect(unlabelled).toEqual([]);
  });

  // The patterns and bounds are the schema's: the comparison above holds them equal.
  it("shows, for every text the schema gives a shape, an example of that shape", () => {
    const patterned = located.filter(({ field }) => field.pattern);
    expect(patterned.length).toBeGreaterThan(0);
    // A date picker writes the shape itself.
    const typed = patterned.filter(({ field }) => field.widget !== "datetime");
    const without = typed.filter(({ field }) => examplesOf(field).length === 0);
    expect(without.map(({ path }) => path)).toEqual([]);
    // The rule can fail: a message with no example gives none.
    expect(examplesOf({ name: "opens", pattern: ["^\\d{2}:\\d{2}$", "HH:MM"] })).toEqual([]);
  });

  it("says in its hint how many items a list takes, where the owner adds and removes them", () => {
    const bounded = located.filter(
      ({ field }) =>
        field.widget === "list" &&
        field.allow_add !== false &&
        field.min !== undefined &&
        field.max !== undefined,
    );
    expect(bounded.length).toBeGreaterThan(0);
    for (const { path, field } of bounded) {
      expect(field.hint, path).toContain(`${field.min} to ${field.max}`);
    }
  });

  it("offers no stock photo service, which its policy would block", () => {
    expect(config.media_libraries?.stock_assets).toBe(false);
  });
});
