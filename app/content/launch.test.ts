import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { recordFields } from "../../cms/fields";
import { contentDir } from "../folders.server";
import { factToCome, fieldTree, text } from "./fields";
import { openFields, sample, withStandIns } from "./launch";
import { cedulaRule } from "./rules";

/** A declaration of every shape the checklist reads: groups, a group left out, a list, stand-ins. */
const declaration = withStandIns(["phone", "office"], {
  name: text("the name").meta({ label: { en: "Name", es: "Nombre" } }),
  phone: text("the phone").meta({
    label: { en: "Phone", es: "Teléfono" },
    unlocks: { en: "Calls reach you.", es: "Las llamadas le llegan." },
  }),
  office: z
    .strictObject({ town: text("the town").meta({ label: { en: "Town", es: "Pueblo" } }) })
    .meta({ label: { en: "Office", es: "Oficina" } }),
  legal: z
    .strictObject({
      name: factToCome("the registered name").meta({
        label: { en: "Registered name", es: "Razón social" },
        unlocks: { en: "Completes the policy.", es: "Completa la política." },
      }),
      id: factToCome("the cédula", { rule: cedulaRule, example: "3-101-123456" }).meta({
        label: { en: "Cédula", es: "Cédula" },
      }),
    })
    .meta({ label: { en: "Registered company", es: "Sociedad inscrita" } }),
  badges: z
    .strictObject({
      number: factToCome("the number").meta({ label: { en: "Number", es: "Número" } }),
    })
    .optional()
    .meta({ label: { en: "Badges", es: "Sellos" } }),
  branches: z
    .array(
      z.strictObject({
        town: text("the town").meta({ label: { en: "Town", es: "Pueblo" } }),
        licence: factToCome("the licence").meta({ label: { en: "Licence", es: "Patente" } }),
      }),
    )
    .meta({ label: { en: "Branches", es: "Sucursales" } }),
});

const tree = fieldTree(declaration);

/** The stand-in phone as the company's file has it today, read rather than restated. */
const standInPhone = (
  JSON.parse(readFileSync(path.join(contentDir(), "company.json"), "utf8")) as {
    phone: { display: string };
  }
).phone.display;

const open = {
  unconfirmed: ["phone", "office"],
  name: "Solera",
  phone: standInPhone,
  office: { town: "Santa Teresa" },
  legal: { name: "", id: "" },
  branches: [{ town: "Cóbano", licence: "L-1" }, { town: "Tambor" }],
};

const done = {
  unconfirmed: [],
  name: "Solera",
  phone: "+506 2640-1234",
  office: { town: "Santa Teresa" },
  legal: { name: "Solera Design Build S.A.", id: "3-101-123456" },
  badges: { number: "CC-01234" },
  branches: [{ town: "Cóbano", licence: "L-1" }],
};

describe("openFields", () => {
  it("lists each fact to come left empty or out, even in a group left out, and each stand-in still ticked", () => {
    expect(declaration.parse(open)).toBeTruthy();
    const found = openFields(tree, open);
    expect(found.map(({ field, state }) => [field, state])).toEqual([
      ["phone", "stand-in"],
      ["office", "stand-in"],
      ["legal.name", "empty"],
      ["legal.id", "empty"],
      ["badges.number", "empty"],
      ["branches[2].licence", "empty"],
    ]);
  });

  it("names each by its label and its groups', with what it unlocks and where a stand-in is unticked", () => {
    const [phone, office, legalName, , , licence] = openFields(tree, open);
    expect(phone).toEqual({
      field: "phone",
      state: "stand-in",
      labels: [{ en: "Phone", es: "Teléfono" }],
      unlocks: { en: "Calls reach you.", es: "Las llamadas le llegan." },
      untick: { en: "Still to confirm", es: "Por confirmar" },
    });
    expect(office!.labels).toEqual([{ en: "Office", es: "Oficina" }]);
    expect(legalName).toEqual({
      field: "legal.name",
      state: "empty",
      labels: [
        { en: "Registered company", es: "Sociedad inscrita" },
        { en: "Registered name", es: "Razón social" },
      ],
      unlocks: { en: "Completes the policy.", es: "Completa la política." },
    });
    expect(licence!.labels.map((label) => label.es)).toEqual(["Sucursales", "Patente"]);
  });

  it("lists nothing once every fact is filled in and every stand-in unticked", () => {
    expect(declaration.parse(done)).toBeTruthy();
    expect(openFields(tree, done)).toEqual([]);
    const { unconfirmed: _, ...unlisted } = done;
    expect(openFields(tree, unlisted)).toEqual([]);
  });

  it("counts a fact of spaces as empty, and a stand-in ticked twice once", () => {
    const found = openFields(tree, {
      ...done,
      unconfirmed: ["phone", "phone"],
      legal: { ...done.legal, name: "  " },
    });
    expect(found.map(({ field }) => field)).toEqual(["phone", "legal.name"]);
  });
});

describe("a sample entry", () => {
  const entry = z.strictObject({
    title: text("the title").meta({ label: { en: "Title", es: "Título" } }),
    sample: sample(),
    quotes: z
      .array(z.strictObject({ name: text("the name"), sample: sample("name") }))
      .meta({ label: { en: "Testimonials", es: "Testimonios" } }),
  });
  const entryTree = fieldTree(entry);

  it("is listed while it is ticked, a list's entry by its name", () => {
    const value = {
      title: "Casa Nueva",
      sample: true,
      quotes: [
        { name: "Ryan & Claire D.", sample: true },
        { name: "Lucía M.", sample: false },
      ],
    };
    expect(entry.parse(value)).toBeTruthy();
    const found = openFields(entryTree, value);
    expect(found.map(({ field, state }) => [field, state])).toEqual([
      ["sample", "sample"],
      ["quotes[1].sample", "sample"],
    ]);
    expect(found[0]!.labels).toEqual([{ en: "Sample", es: "De muestra" }]);
    expect(found[1]!.labels).toEqual([
      { en: "Testimonials", es: "Testimonios" },
      { en: "Ryan & Claire D.", es: "Ryan & Claire D." },
    ]);
    for (const { unlocks } of found) expect(unlocks?.es).toMatch(/permiso escrito del cliente/);
  });

  it("is not listed once unticked, or never marked", () => {
    expect(openFields(entryTree, { title: "Casa Nueva", quotes: [{ name: "Lucía M." }] })).toEqual(
      [],
    );
    expect(
      openFields(entryTree, {
        title: "Casa",
        sample: false,
        quotes: [{ name: "L", sample: false }],
      }),
    ).toEqual([]);
  });
});

describe("withStandIns", () => {
  it("refuses a field that may not hold a stand-in, naming those that may", () => {
    const result = declaration.safeParse({ ...done, unconfirmed: ["name"] });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(
      "name only fields that may hold a stand-in: phone, office",
    );
  });

  it("puts the list first in the editor's form, one box per field, each by the field's label", () => {
    for (const locale of ["en", "es"] as const) {
      const [first] = recordFields("sample", declaration, locale) as unknown as {
        name: string;
        label: string;
        widget: string;
        multiple: boolean;
        required: boolean;
        options: { label: string; value: string }[];
      }[];
      expect(first).toMatchObject({
        name: "unconfirmed",
        label: locale === "es" ? "Por confirmar" : "Still to confirm",
        widget: "select",
        multiple: true,
        required: false,
      });
      expect(first!.options).toEqual([
        { label: locale === "es" ? "Teléfono" : "Phone", value: "phone" },
        { label: locale === "es" ? "Oficina" : "Office", value: "office" },
      ]);
    }
  });
});
