import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  choice,
  day,
  fieldTree,
  image,
  localized,
  shaped,
  text,
  type Words,
} from "../app/content/fields";
import { entries, translated } from "../app/content/kinds";
import { projects } from "../app/content/model/projects";
import { timelineRule } from "../app/content/rules";
import { EditorDeclarationError, entryFields, recordFields } from "./fields";

/**
 * The rules by which the editor's form is made from a declaration. Each
 * test declares a small record and reads the field the editor gets, in
 * English and in Spanish.
 */

const label = (en: string, es: string): { label: Words } => ({ label: { en, es } });

/** The form's fields of a record holding `shape`, in a language of the interface. */
function form(shape: Record<string, z.ZodType>, locale: "en" | "es" = "en") {
  return recordFields("test", z.strictObject(shape), locale) as unknown as Record<string, never>[];
}
const fieldOf = (shape: Record<string, z.ZodType>, locale: "en" | "es" = "en") =>
  form(shape, locale)[0] as Record<string, unknown>;

describe("the editor's form of a declared field", () => {
  it("labels and explains each field in the interface's language", () => {
    const declared = {
      location: text().meta({
        ...label("Location", "Ubicación"),
        hint: { en: "The town, e.g. Cóbano.", es: "El pueblo, p. ej. Cóbano." },
      }),
    };
    expect(fieldOf(declared, "en")).toMatchObject({
      label: "Location",
      hint: "The town, e.g. Cóbano.",
    });
    expect(fieldOf(declared, "es")).toMatchObject({
      label: "Ubicación",
      hint: "El pueblo, p. ej. Cóbano.",
    });
  });

  it("refuses a field it cannot name in one of the languages", () => {
    const unnamed = { location: text().meta({ label: { en: "Location", es: "" } }) };
    expect(() => form(unnamed, "es")).toThrow(EditorDeclarationError);
    expect(() => form(unnamed, "es")).toThrow(/test\.location: no label in es/);
    expect(() => form({ location: text() })).toThrow(/no label in en/);
  });

  it("gives a text with a pattern the pattern, and the rule's message in the interface's language", () => {
    const declared = {
      timeline: shaped(timelineRule, "write the timeline").meta(label("Timeline", "Duración")),
    };
    expect(fieldOf(declared, "en")).toMatchObject({
      widget: "string",
      pattern: [timelineRule.pattern.source, timelineRule.message.en],
    });
    expect(fieldOf(declared, "es").pattern).toEqual([
      timelineRule.pattern.source,
      timelineRule.message.es,
    ]);
    // A pattern the owner would be refused without a word of why stops the build.
    const silent = { code: z.string().regex(/^\d+$/).meta(label("Code", "Código")) };
    expect(() => form(silent)).toThrow(/test\.code: no message for its pattern in en/);
  });

  it("gives a choice a select, each value named in the interface's language", () => {
    const declared = {
      status: choice(["in-progress", "completed"], "status", (value, locale) =>
        locale === "es"
          ? { "in-progress": "En construcción", completed: "Terminado" }[value]
          : { "in-progress": "In progress", completed: "Completed" }[value],
      ).meta(label("Status", "Estado")),
    };
    expect(fieldOf(declared, "es")).toMatchObject({
      widget: "select",
      options: [
        { value: "in-progress", label: "En construcción" },
        { value: "completed", label: "Terminado" },
      ],
    });
    const unnamed = { status: z.enum(["open", "shut"]).meta(label("Status", "Estado")) };
    expect(() => form(unnamed)).toThrow(/test\.status: no words for the choice "open" in en/);
  });

  it("bounds a list as the declaration does, and names one item", () => {
    const declared = {
      gallery: z
        .array(z.strictObject({ photo: image("projects").meta(label("Photo", "Foto")) }))
        .min(4)
        .max(13)
        .meta({ ...label("Gallery", "Galería"), singular: { en: "Photo", es: "foto" } }),
    };
    expect(fieldOf(declared, "es")).toMatchObject({
      widget: "list",
      min: 4,
      max: 13,
      label_singular: "foto",
      fields: [{ name: "photo", label: "Foto" }],
    });
  });

  it("gives a list of choices one select that takes several, with the list's bounds", () => {
    const declared = {
      services: z
        .array(choice(["design", "permits"], "service", (value) => value.toUpperCase()))
        .min(1)
        .meta(label("Services", "Servicios")),
    };
    expect(fieldOf(declared)).toMatchObject({
      widget: "select",
      multiple: true,
      min: 1,
      options: [
        { value: "design", label: "DESIGN" },
        { value: "permits", label: "PERMITS" },
      ],
    });
  });

  it("asks for a text in both languages as two boxes, named in the interface's language", () => {
    const declared = { alt: localized("description").meta(label("Description", "Descripción")) };
    expect(fieldOf(declared, "en").fields).toMatchObject([
      { name: "en", label: "English", widget: "string" },
      { name: "es", label: "Spanish", widget: "string" },
    ]);
    expect(fieldOf(declared, "es").fields).toMatchObject([
      { name: "en", label: "Inglés" },
      { name: "es", label: "Español" },
    ]);
  });

  it("gives an image an image field that uploads into its folder, where the build reads it", () => {
    const declared = { cover: image("news").meta(label("Image", "Imagen")) };
    expect(fieldOf(declared)).toMatchObject({
      widget: "image",
      choose_url: false,
      media_folder: "/content/images/news",
      public_folder: "/content/images/news",
    });
  });

  it("requires what the schema requires, and nothing else", () => {
    const fields = form({
      name: text().meta(label("Name", "Nombre")),
      note: text().optional().meta(label("Note", "Nota")),
    });
    expect(fields[0]).not.toHaveProperty("required");
    expect(fields[1]).toMatchObject({ required: false });
  });

  it("starts a new entry's field as the declaration says: a choice, a switch, or today in Costa Rica", () => {
    const fields = form({
      kind: choice(["a", "b"], "kind", (value) => value)
        .meta(label("Kind", "Tipo"))
        .meta({ initial: "b" }),
      hidden: z
        .boolean()
        .optional()
        .meta({ ...label("Hidden", "Oculto"), initial: false }),
      date: day.meta({ ...label("Date", "Fecha"), initial: "today" }),
    });
    expect(fields[0]).toMatchObject({ widget: "select", default: "b" });
    expect(fields[1]).toMatchObject({ widget: "boolean", default: false });
    expect(fields[2]).toMatchObject({
      widget: "datetime",
      default: "{{now}}",
      input_timezone: "America/Costa_Rica",
    });
    expect(() =>
      form({ date: day.meta({ ...label("Date", "Fecha"), initial: "2026-01-01" }) }),
    ).toThrow(/test\.date: a date can start only as "today"/);
  });

  it("asks for nothing the editor fills in on save, however deep, though the build requires it", () => {
    const described = localized("description").meta({
      ...label("Description", "Descripción"),
      filledOnSave: true,
    });
    const [field] = form({
      described,
      photo: image("news").meta({ ...label("Photo", "Foto"), filledOnSave: true }),
    });
    // The object's boxes stay in view, neither of them required.
    expect(field).not.toHaveProperty("required");
    expect(
      (field as unknown as { fields: { required?: unknown }[] }).fields.map((f) => f.required),
    ).toEqual([false, false]);
    expect(
      form({ photo: image("news").meta({ ...label("Photo", "Foto"), filledOnSave: true }) })[0],
    ).toMatchObject({
      widget: "image",
      required: false,
    });
    expect(z.strictObject({ described }).safeParse({}).success).toBe(false);
  });

  it("gives a day a date picker that writes the day as the build reads it", () => {
    expect(fieldOf({ date: day.meta(label("Date", "Fecha")) })).toMatchObject({
      widget: "datetime",
      time_format: false,
      format: "YYYY-MM-DD",
    });
  });

  it("gives a number its kind, its bounds and its step", () => {
    const fields = form({
      rooms: z.int().positive().meta(label("Rooms", "Habitaciones")),
      baths: z.number().positive().multipleOf(0.5).meta(label("Baths", "Baños")),
      year: z.int().min(1990).max(2100).meta(label("Year", "Año")),
      founded: z.int().meta(label("Founded", "Fundación")),
    });
    expect(fields).toMatchObject([
      { widget: "number", value_type: "int", min: 1 },
      { widget: "number", value_type: "float", min: 0.5, step: 0.5 },
      { widget: "number", value_type: "int", min: 1990, max: 2100 },
      { widget: "number", value_type: "int" },
    ]);
    expect(fields[3]).not.toHaveProperty("min");
  });

  it("gives a yes or no a switch", () => {
    const declared = {
      toConfirm: z.boolean().optional().meta(label("Still to confirm", "Falta confirmar")),
    };
    expect(fieldOf(declared, "es")).toMatchObject({
      label: "Falta confirmar",
      widget: "boolean",
      required: false,
    });
  });

  it("folds away what is rarely needed", () => {
    const fields = form({
      earlier: z
        .array(text().meta(label("Address", "Dirección")))
        .optional()
        .meta({
          ...label("Earlier addresses", "Direcciones anteriores"),
          rarelyNeeded: true,
        }),
      pair: z
        .strictObject({ a: text().meta(label("A", "A")) })
        .optional()
        .meta({ ...label("Pair", "Par"), rarelyNeeded: true }),
    });
    expect(fields).toMatchObject([{ minimize_collapsed: true }, { collapsed: true }]);
  });

  it("asks for the fields of every shape of a choice of shapes, each required only where every shape needs it", () => {
    const goesTo = {
      projects: { en: "Projects", es: "Proyectos" },
      contact: { en: "Contact", es: "Contacto" },
    };
    const declared = {
      link: z
        .discriminatedUnion("kind", [
          z.strictObject({
            kind: z.literal("projects").meta({ ...label("Goes to", "Lleva a"), choices: goesTo }),
            category: choice(["homes"], "category", () => "Homes").meta(label("Of", "De")),
          }),
          z.strictObject({
            kind: z.literal("contact").meta({ ...label("Goes to", "Lleva a"), choices: goesTo }),
            note: text().meta(label("Note", "Nota")),
          }),
        ])
        .meta(label("Link", "Enlace")),
    };
    expect(fieldOf(declared, "es").fields).toMatchObject([
      {
        name: "kind",
        widget: "select",
        options: [
          { value: "projects", label: "Proyectos" },
          { value: "contact", label: "Contacto" },
        ],
      },
      { name: "category", required: false },
      { name: "note", label: "Nota", widget: "string", required: false },
    ]);
  });

  it("makes a list at a file's root the file's one list", () => {
    const questions = z
      .array(z.strictObject({ question: text().meta(label("Question", "Pregunta")) }))
      .meta(label("Questions", "Preguntas"));
    expect(recordFields("faq", questions, "es")).toMatchObject([
      { name: "faq", label: "Preguntas", widget: "list", root: true },
    ]);
  });
});

describe("the editor's form of an entry", () => {
  const fields = (locale: "en" | "es") =>
    entryFields("projects", projects, locale) as unknown as Record<string, unknown>[];
  const named = (locale: "en" | "es", name: string) => fields(locale).find((f) => f.name === name)!;

  it("shows a translated field in both panes, a shared one in the English pane only", () => {
    expect(named("en", "title")).toMatchObject({ i18n: true });
    expect(named("en", "location")).not.toHaveProperty("i18n");
  });

  it("asks for neither address: the Spanish one is made from the title on save, the English one is the folder's name", () => {
    expect(named("es", "slug")).toMatchObject({
      label: "Dirección de la página",
      i18n: true,
      required: false,
    });
    // The build still requires the Spanish file's address.
    expect(fieldTree(projects.es).required).toContain("slug");
  });

  it("puts the draft switch after the title, in both languages", () => {
    expect(
      fields("es")
        .map((f) => f.name)
        .slice(0, 2),
    ).toEqual(["title", "draft"]);
    expect(named("es", "draft")).toMatchObject({ label: "Borrador", widget: "boolean" });
    expect(named("en", "draft")).toMatchObject({ label: "Draft", widget: "boolean" });
  });

  it("asks for the text in both languages, last", () => {
    expect(fields("en").at(-1)).toMatchObject({ name: "body", widget: "markdown", i18n: true });
    expect(named("es", "body").label).toBe("Texto");
  });
});

describe("a field added to a collection", () => {
  // A copy of the projects' declaration with one more field, as a developer
  // would add it in app/content/model/projects.ts: nothing in cms/ changes.
  const architect = text("the architect").meta({
    label: { en: "Architect", es: "Arquitecto" },
    hint: { en: "The architect of record.", es: "El arquitecto responsable de los planos." },
  });
  const { fields, refine, ...rest } = projects;
  const withArchitect = entries({
    ...rest,
    refine: refine as never,
    fields: {
      ...fields,
      architect,
      motto: translated(text("the motto").meta(label("Motto", "Lema"))),
    },
  });

  it("reaches the editor's form with its labels and hint, in both languages", () => {
    for (const [locale, words] of [
      ["en", { label: "Architect", hint: "The architect of record." }],
      ["es", { label: "Arquitecto", hint: "El arquitecto responsable de los planos." }],
    ] as const) {
      expect(entryFields("projects", withArchitect, locale)).toContainEqual({
        name: "architect",
        widget: "string",
        ...words,
      });
    }
  });

  it("reaches the build's check of each file: a shared field in the English file, a translated one in both", () => {
    expect(Object.keys(withArchitect.en.shape)).toEqual(
      expect.arrayContaining(["architect", "motto"]),
    );
    expect(Object.keys(withArchitect.es.shape)).toContain("motto");
    expect(Object.keys(withArchitect.es.shape)).not.toContain("architect");
    expect(entryFields("projects", withArchitect, "es")).toContainEqual(
      expect.objectContaining({ name: "motto", label: "Lema", i18n: true }),
    );
  });
});
