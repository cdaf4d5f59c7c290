import { describe, expect, it } from "vitest";
import { collections } from "../app/content/collections";
import { fieldTree, type FieldNode } from "../app/content/fields";
import { newsCategories } from "../app/content/categories";
import { locales, type Locale } from "../app/i18n/locales";
import { siteTimeZone } from "../app/lib/format-date";
import { commitMessages, configFor } from "./config";

/**
 * The editor's whole configuration, made from the content's declaration in
 * each language of its interface: every declared field is in the form, and
 * the owner reads every label, hint and choice in the interface's language.
 * The rules by which each field is made are tested in fields.test.ts.
 */

/** What an editor field says. Sveltia's Field type is a union; only these options matter here. */
interface EditorField {
  name: string;
  label?: string;
  label_singular?: string;
  hint?: string;
  widget?: string;
  allow_add?: boolean;
  required?: boolean | string[];
  i18n?: boolean;
  options?: unknown[];
  pattern?: [string, string];
  min?: number;
  max?: number;
  fields?: EditorField[];
  field?: EditorField;
  root?: boolean;
}

interface EditorCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  publish_mode?: string;
  slug?: string | { hint: string; pattern: [string, string] };
  view_groups?: { label: string }[];
  fields?: EditorField[];
  files?: { name: string; label: string; file: string; fields: EditorField[] }[];
}

const editorCollections = (locale: Locale) =>
  configFor(locale).collections as unknown as EditorCollection[];

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

const located = (locale: Locale) =>
  editorCollections(locale).flatMap((collection) => [
    ...everyFieldOf(collection.fields ?? [], collection.name),
    ...(collection.files ?? []).flatMap((file) =>
      everyFieldOf(file.fields, `${collection.name}/${file.name}`),
    ),
  ]);

/**
 * Every text of a configuration the owner reads, by where it is: names and
 * descriptions of collections and files, labels, hints, choices, the
 * messages of patterns and the commit messages.
 */
function ownerTexts(locale: Locale): Map<string, string> {
  const texts = new Map<string, string>();
  const add = (at: string, value: unknown) => {
    if (typeof value === "string" && value) texts.set(at, value);
  };
  const config = configFor(locale);
  add("app_title", config.app_title);
  for (const [name, message] of Object.entries(commitMessages[locale]))
    add(`commit.${name}`, message.replace(/\{\{[^}]+\}\}/g, ""));
  for (const collection of editorCollections(locale)) {
    for (const key of ["label", "label_singular", "description"] as const)
      add(`${collection.name}.${key}`, collection[key]);
    if (typeof collection.slug === "object") {
      add(`${collection.name}.slug.hint`, collection.slug.hint);
      add(`${collection.name}.slug.pattern`, collection.slug.pattern[1]);
    }
    for (const [index, group] of (collection.view_groups ?? []).entries())
      add(`${collection.name}.view_groups.${index}`, group.label);
    for (const file of collection.files ?? []) add(`${collection.name}/${file.name}`, file.label);
  }
  for (const { path, field } of located(locale)) {
    for (const key of ["label", "label_singular", "hint"] as const)
      add(`${path}.${key}`, field[key]);
    add(`${path}.pattern`, field.pattern?.[1]);
    for (const option of (field.options ?? []) as { label?: string; value?: unknown }[])
      add(`${path}.options.${String(option.value)}`, option.label);
  }
  return texts;
}

/**
 * Costa Rican terms an English label keeps (there is no English one), and
 * names of places, brands and products, the same in both languages.
 */
const sameInBothLanguages = [
  "razón social",
  "Cédula jurídica",
  "cédula jurídica",
  "otras señas",
  "Cóbano",
  "Mal País",
  "Industrial",
  "Videos",
  "Instagram",
  "Facebook",
  "LinkedIn",
  "YouTube",
];

/** The words of a text, without examples of addresses and placeholders such as {company}. */
function wordsOf(text: string): string[] {
  let plain = text.replace(/\{[^}]*\}/g, " ");
  for (const term of sameInBothLanguages) plain = plain.replaceAll(term, " ");
  return plain
    .split(/\s+/)
    .filter((word) => !/\d/.test(word))
    .map((word) => word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ""))
    .filter((word) => word && !/[-\d]/.test(word));
}

const englishWords =
  /^(the|of|and|or|with|for|to|your|you|this|that|is|are|leave|empty|e\.g|one|each|photo|photos|title|address|page|text|description|image|new|edit|remove|add)$/;
const spanishWords =
  /^(de|del|la|el|los|las|y|o|para|con|una|un|su|sus|usted|déjela|página|título|dirección|texto|foto|fotos|imagen|nuevo|cambios|eliminación)$/;
// A letter alone is a word only in lower case: "1Y", "M for months" name letters.
const isWord = (pattern: RegExp) => (word: string) =>
  pattern.test(word.length > 1 ? word.toLowerCase() : word);
const englishOnly = { test: isWord(englishWords) };
const spanishOnly = { test: isWord(spanishWords) };

describe("the editor in the owner's language", () => {
  const english = ownerTexts("en");
  const spanish = ownerTexts("es");

  it("has the same texts in both languages, every one of them written", () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    expect(spanish.size).toBeGreaterThan(200);
  });

  it("says nothing in English to the owner who works in Spanish", () => {
    const untranslated = [...spanish].filter(
      ([at, text]) => english.get(at) === text && !sameInBothLanguages.includes(text),
    );
    expect(untranslated).toEqual([]);
    const inEnglish = [...spanish].filter(([, text]) =>
      wordsOf(text).some((word) => englishOnly.test(word) && !spanishOnly.test(word)),
    );
    expect(inEnglish).toEqual([]);
  });

  it("says nothing in Spanish alone to the owner who works in English", () => {
    const inSpanish = [...english].filter(([, text]) =>
      wordsOf(text).some((word) => spanishOnly.test(word) || /[áéíóúñ¿¡]/i.test(word)),
    );
    expect(inSpanish).toEqual([]);
  });

  it("tells a difference apart: an English word in the Spanish configuration is found", () => {
    const words = wordsOf("Título de la page");
    expect(words.some((word) => englishOnly.test(word))).toBe(true);
    expect(wordsOf("e.g. permisos-de-construccion, 10M")).toEqual(["e.g"]);
  });
});

/** The properties of a declared file as the build reads it, for comparing with the form. */
function declaredNames(node: FieldNode): string[] {
  const shape = node.type === "array" ? node.items! : node;
  return Object.keys(shape.properties ?? {});
}

describe("the editor's forms", () => {
  for (const locale of locales) {
    it(`has a form for every collection the owner edits, every declared field in it (${locale})`, () => {
      const made = editorCollections(locale);
      for (const [name, collection] of Object.entries(collections)) {
        switch (collection.kind) {
          case "entries": {
            const fields = made.find((c) => c.name === name)!.fields!.map((f) => f.name);
            expect(fields, name).toEqual([...declaredNames(fieldTree(collection.en)), "body"]);
            break;
          }
          case "notes": {
            const fields = made.find((c) => c.name === name)!.fields!.map((f) => f.name);
            expect(fields, name).toEqual(declaredNames(fieldTree(collection.schema)));
            break;
          }
          case "record": {
            const file = made.flatMap((c) => c.files ?? []).find((f) => f.name === name);
            if (!collection.editor) {
              expect(file, name).toBeUndefined();
              break;
            }
            const tree = fieldTree(collection.schema);
            const fields = tree.type === "array" ? file!.fields[0]!.fields! : file!.fields;
            expect(
              fields.map((f) => f.name),
              name,
            ).toEqual(declaredNames(tree));
            break;
          }
          case "page": {
            const file = made.flatMap((c) => c.files ?? []).find((f) => f.name === name)!;
            expect(file.file).toBe(`content/${collection.file.replace("{locale}", "{{locale}}")}`);
            expect(file.fields.map((f) => f.name)).toEqual([
              ...declaredNames(fieldTree(collection.front)),
              "body",
            ]);
          }
        }
      }
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

  for (const locale of locales) {
    it(`shows, for every text with a shape, an example of that shape (${locale})`, () => {
      const patterned = located(locale).filter(({ field }) => field.pattern);
      expect(patterned.length).toBeGreaterThan(0);
      // A date picker writes the shape itself.
      const typed = patterned.filter(({ field }) => field.widget !== "datetime");
      const without = typed.filter(({ field }) => examplesOf(field).length === 0);
      expect(without.map(({ path }) => path)).toEqual([]);
      // The rule can fail: a message with no example gives none.
      expect(examplesOf({ name: "opens", pattern: ["^\\d{2}:\\d{2}$", "HH:MM"] })).toEqual([]);
    });

    it(`says in its hint how many items a list takes, where the owner adds and removes them (${locale})`, () => {
      const bounded = located(locale).filter(
        ({ field }) =>
          field.widget === "list" &&
          field.allow_add !== false &&
          field.min !== undefined &&
          field.max !== undefined,
      );
      expect(bounded.length).toBeGreaterThan(0);
      const range = (min: number, max: number) =>
        locale === "es" ? `${min} a ${max}` : `${min} to ${max}`;
      for (const { path, field } of bounded)
        expect(field.hint, path).toContain(range(field.min!, field.max!));
    });
  }
});

describe("the editor's settings", () => {
  it("edits the languages the site has, English first", () => {
    for (const locale of locales)
      expect(configFor(locale).i18n).toMatchObject({
        structure: "multiple_files",
        locales: [...locales],
        default_locale: "en",
      });
  });

  it("puts every save on the site; drafts as pull requests are a device's choice", () => {
    // cms/publish-mode.ts turns them on for a device that asks (decision 052).
    for (const locale of locales) {
      const modes = editorCollections(locale).map((c) => c.publish_mode);
      expect(modes).toEqual(modes.map(() => undefined));
      expect(configFor(locale).publish_mode).toBeUndefined();
    }
  });

  it("starts a new article and a new diary entry dated today in Costa Rica, an article in a category the site has", () => {
    for (const locale of locales) {
      const field = (collection: string, name: string) =>
        editorCollections(locale)
          .find((c) => c.name === collection)!
          .fields!.find((candidate) => candidate.name === name) as unknown as Record<
          string,
          unknown
        >;
      for (const collection of ["news", "diary"])
        expect(field(collection, "date")).toMatchObject({
          default: "{{now}}",
          input_timezone: siteTimeZone,
        });
      expect(newsCategories).toContain(field("news", "category")["default"]);
    }
  });

  it("lets a project or an article be marked as a draft, kept off the site, in the owner's words", () => {
    const draft = (locale: Locale, name: string) =>
      editorCollections(locale)
        .find((c) => c.name === name)!
        .fields!.find((field) => field.name === "draft");
    for (const name of ["projects", "news"]) {
      for (const locale of locales)
        expect(draft(locale, name)).toMatchObject({
          widget: "boolean",
          required: false,
          default: false,
        });
      expect(draft("es", name)?.label).toBe("Borrador");
      expect(draft("en", name)?.label).toBe("Draft");
    }
    // The build reads the mark, and refuses anything but yes or no.
    expect(collections.news.en.safeParse({ draft: "maybe" }).error?.issues).toContainEqual(
      expect.objectContaining({ path: ["draft"], message: "draft is true or false" }),
    );
  });

  it("starts a new diary entry on the project of the newest, and on none before the first", () => {
    const project = (config: ReturnType<typeof configFor>) =>
      (
        config.collections as unknown as {
          name: string;
          fields: (EditorField & { default?: unknown })[];
        }[]
      )
        .find((c) => c.name === "diary")!
        .fields.find((f) => f.name === "project")!;
    for (const locale of locales) {
      expect(project(configFor(locale, { diary: { project: "casa-horizonte" } })).default).toBe(
        "casa-horizonte",
      );
      expect(project(configFor(locale))).not.toHaveProperty("default");
    }
  });

  it("signs in with GitHub through the host's provider, and names each save in the language of whoever saved", () => {
    for (const locale of locales) {
      expect(configFor(locale).backend).toMatchObject({
        name: "github",
        base_url: "https://api.netlify.com",
        auth_endpoint: "auth",
        commit_messages: commitMessages[locale],
      });
    }
    expect(commitMessages.es.create).toBe("Nuevo {{collection}}: {{slug}}");
    // The same things are named in both languages.
    const placeholders = (message = "") => message.match(/\{\{[^}]+\}\}/g);
    for (const [name, message] of Object.entries(commitMessages.en))
      expect(placeholders(commitMessages.es[name as keyof typeof commitMessages.es]), name).toEqual(
        placeholders(message),
      );
    // "Nuevo {{collection}}" and "Creando {{collection}}" read as Spanish with a lower-case noun.
    for (const collection of editorCollections("es").filter((c) => c.fields))
      expect(collection.label_singular).toMatch(/^\p{Ll}/u);
  });

  it("offers no stock photo service, which its policy would block", () => {
    expect(configFor("es").media_libraries?.stock_assets).toBe(false);
  });
});
