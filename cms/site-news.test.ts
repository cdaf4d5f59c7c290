import { describe, expect, it } from "vitest";
import type { BuildRecord } from "../app/build-record";
import type { ChangedPart } from "../app/content/changes";
import type { FieldProblem } from "../app/content/files";
import type { Locale } from "../app/i18n/locales";
import { commitMessages, configFor } from "./config";
import {
  fieldName,
  newsLine,
  partsName,
  siteDay,
  siteNews,
  slowAfterMs,
  type LabelledCollection,
  type Pending,
} from "./site-news";

/** The editor's forms in each language of its interface, which label the fields and pages. */
const form: Record<Locale, LabelledCollection[]> = {
  en: configFor("en").collections as unknown as LabelledCollection[],
  es: configFor("es").collections as unknown as LabelledCollection[],
};
const faqFile = (locale: Locale) =>
  form[locale].flatMap((collection) => collection.files ?? []).find((file) => file.name === "faq")!;

const roof: ChangedPart = {
  kind: "article",
  key: "choosing-a-roof",
  title: { en: "Choosing a roof", es: "Cómo elegir el techo" },
  path: { en: "/information-news/choosing-a-roof", es: "/es/informacion-y-noticias/techo" },
  date: "2026-11-20",
};
const villa: ChangedPart = {
  kind: "project",
  key: "casa-horizonte",
  title: { en: "Casa Horizonte", es: "Casa Horizonte" },
  path: { en: "/projects/casa-horizonte", es: "/es/proyectos/casa-horizonte" },
};

// 21:05 in Costa Rica (UTC-6), on the 25th.
const record: BuildRecord = {
  builtAt: "2026-11-26T03:05:00.000Z",
  commit: {
    sha: "0123",
    message: commitMessages.es
      .create!.replace("{{collection}}", "artículo")
      .replace("{{slug}}", "choosing-a-roof +1"),
    changes: [roof],
  },
};
const now = new Date("2026-11-26T03:20:00.000Z");

const problem = (file: string, field: (string | number)[], code: string, origin?: string) =>
  ({ file, field, code, message: "", ...(origin ? { origin } : {}) }) satisfies FieldProblem;

const pending = (overrides: Partial<Pending> = {}): Pending => ({
  savedAt: "2026-11-26T03:12:00.000Z",
  parts: [roof],
  problems: [],
  failed: false,
  ...overrides,
});

const line = (facts: Parameters<typeof siteNews>[0], locale: Locale) =>
  newsLine(siteNews(facts), locale, form[locale], facts.now);

describe("the line, when nothing is on its way", () => {
  it("says when the site was last published, at Costa Rica's clock, and what by its title", () => {
    expect(line({ record, now }, "es").text).toBe(
      "Última publicación: 25 nov, 21:05 (hora de Costa Rica) · el artículo «Cómo elegir el techo»",
    );
    expect(line({ record, now }, "en").text).toBe(
      "Last published: 25 Nov, 21:05 (Costa Rica time) · the article “Choosing a roof”",
    );
  });

  it("names the entry by its title whichever language the commit message was written in", () => {
    for (const messages of Object.values(commitMessages)) {
      for (const pattern of [messages.create, messages.update]) {
        const message = pattern!
          .replace("{{collection}}", "x")
          .replace("{{slug}}", "choosing-a-roof");
        const said = line(
          { record: { ...record, commit: { ...record.commit!, message } }, now },
          "es",
        );
        expect(said.text).toMatch(/· el artículo «Cómo elegir el techo»$/);
        expect(said.text).not.toContain("choosing-a-roof");
      }
    }
  });

  it("calls a change to the site's code a technical update, never by its commit message", () => {
    const code = { ...record, commit: { sha: "1", message: "Refactor the reader", changes: [] } };
    expect(line({ record: code, now }, "es").text).toMatch(/· una actualización técnica$/);
    expect(line({ record: code, now }, "en").text).toMatch(/· a technical update$/);
    expect(line({ record: code, now }, "en").text).not.toContain("Refactor");
  });

  it("says the time alone where the build could not tell what changed", () => {
    expect(line({ record: { builtAt: record.builtAt }, now }, "en").text).toBe(
      "Last published: 25 Nov, 21:05 (Costa Rica time)",
    );
  });

  it("writes midnight as 00, not 24", () => {
    expect(line({ record: { builtAt: "2026-11-26T06:00:00.000Z" }, now }, "en").text).toContain(
      "26 Nov, 00:00",
    );
  });

  it("names several changes by the first and a count", () => {
    expect(partsName([roof, villa], "es", form.es)).toBe(
      "el artículo «Cómo elegir el techo» y el proyecto «Casa Horizonte»",
    );
    expect(partsName([roof, villa, roof], "en", form.en)).toBe(
      "the article “Choosing a roof” and 2 more changes",
    );
    // A page's file by the label the editor lists it under, in the editor's language.
    const faq: ChangedPart = { kind: "page", key: "faq", path: { en: "/", es: "/es" } };
    expect(partsName([faq], "en", form.en)).toBe(`“${faqFile("en").label}”`);
    expect(partsName([faq], "es", form.es)).toBe(`«${faqFile("es").label}»`);
    expect(faqFile("es").label).not.toBe(faqFile("en").label);
  });
});

describe("the line, after a save", () => {
  it("says the change is on its way, and when it was saved", () => {
    const said = line({ record, pending: pending(), now }, "es");
    expect(said.text).toBe(
      "En camino al sitio: el artículo «Cómo elegir el techo» (se guardó a las 21:12). Suele tardar unos minutos.",
    );
    expect(said.tone).toBe("status");
  });

  it(`says it is late once ${slowAfterMs / 60_000} minutes have gone by, and that the site is as it was`, () => {
    const late = new Date(Date.parse(pending().savedAt) + slowAfterMs + 1000);
    const said = line({ record, pending: pending(), now: late }, "en");
    expect(said.text).toContain("is not on the site yet: publishing is taking longer than usual");
    expect(said.text).toContain("The site is as it was.");
    expect(said.tone).toBe("alert");
  });

  it("names the entry and the field the site's rules refuse, in the editor's language", () => {
    const refused = pending({
      problems: [
        problem("content/news/choosing-a-roof/index.es.md", ["excerpt"], "too_small", "string"),
      ],
    });
    const es = line({ record, pending: refused, now }, "es");
    expect(es.text).toBe(
      "El artículo «Cómo elegir el techo» no se publicó: el campo «Resumen» (español) está vacío. Corríjalo y guarde de nuevo. El sitio sigue como estaba.",
    );
    expect(es.tone).toBe("alert");
    expect(line({ record, pending: refused, now }, "en").text).toBe(
      "The article “Choosing a roof” was not published: the field “Excerpt” (Spanish) is empty. Correct it and save again. The site stayed as it was.",
    );
  });

  it("counts the other problems without listing them", () => {
    const refused = pending({
      problems: [
        problem("content/news/choosing-a-roof/index.en.md", ["category"], "invalid_value"),
        problem("content/news/choosing-a-roof/index.en.md", [], "body"),
      ],
    });
    expect(line({ record, pending: refused, now }, "es").text).toContain(
      "el campo «Categoría» no es una de las opciones permitidas (y 1 problema más)",
    );
  });

  it("says the build failed where the host reports it and no rule sees why", () => {
    const said = line({ record, pending: pending({ parts: [], failed: true }), now }, "es");
    expect(said.text).toBe(
      "Una actualización técnica no se publicó: la construcción del sitio falló. El sitio sigue como estaba; el correo de Netlify dice por qué.",
    );
  });

  it("says a change is live with a link to its page in each language, the editor's first", () => {
    const said = line({ record, wentLive: [roof], now }, "es");
    expect(said.text).toBe("El artículo «Cómo elegir el techo» ya está en el sitio:");
    expect(said.links).toEqual([
      { lang: "es", href: roof.path.es, label: "ver en español" },
      { lang: "en", href: roof.path.en, label: "ver en inglés" },
    ]);
    expect(line({ record, wentLive: [roof], now }, "en").links.map((l) => l.lang)).toEqual([
      "en",
      "es",
    ]);
  });

  it("names a diary entry by its project and its day, with a link to the entry's page", () => {
    const entry: ChangedPart = {
      kind: "diary",
      key: "casa-horizonte-2026-11-20",
      title: { en: "Casa Horizonte", es: "Casa Horizonte" },
      path: {
        en: "/projects/casa-horizonte/diary/2026-11-20",
        es: "/es/proyectos/casa-horizonte/avance/2026-11-20",
      },
      date: "2026-11-20",
    };
    const es = line({ record, wentLive: [entry], now }, "es");
    expect(es.text).toBe("El avance del 20 nov de «Casa Horizonte» ya está en el sitio:");
    expect(es.links.map((link) => link.href)).toEqual([entry.path.es, entry.path.en]);
    expect(line({ record, wentLive: [entry], now }, "en").text).toBe(
      "The diary entry of Nov 20 for “Casa Horizonte” is on the site:",
    );
    // One dated after today waits for its day, as the site does.
    const later = line({ record, wentLive: [{ ...entry, date: "2026-12-02" }], now }, "es");
    expect(later.text).toMatch(/se publicará el 2 dic\.$/);
    expect(later.links).toEqual([]);
    // A refusal in its file names the entry and the field.
    const refused = line(
      {
        record,
        pending: pending({
          parts: [entry],
          problems: [
            problem("content/diary/casa-horizonte-2026-11-20.yaml", ["photos"], "too_small"),
          ],
        }),
        now,
      },
      "es",
    );
    expect(refused.text).toMatch(
      /^El avance del 20 nov de «Casa Horizonte» no se publicó: el campo «Fotos» /,
    );
  });

  it("offers no link to a draft, or to an article waiting for its day", () => {
    const draft = line({ record, wentLive: [{ ...villa, draft: true }], now }, "es");
    expect(draft.text).toContain("se guardó como borrador: no está en el sitio");
    expect(draft.links).toEqual([]);
    const later = line({ record, wentLive: [{ ...roof, date: "2026-12-24" }], now }, "en");
    expect(later.text).toBe("The article “Choosing a roof” will be published on 24 Dec.");
    expect(later.links).toEqual([]);
  });

  it("says what a draft saved for review still needs", () => {
    const said = newsLine(
      {
        state: "incomplete",
        parts: [roof],
        problems: [
          problem("content/news/choosing-a-roof/index.es.md", ["excerpt"], "invalid_type"),
          problem(
            "content/news/choosing-a-roof/index.en.md",
            ["imageAlt", "es"],
            "too_small",
            "string",
          ),
        ],
      },
      "es",
      form.es,
      now,
    );
    expect(said.text).toBe(
      "El artículo «Cómo elegir el techo» se guardó como borrador. Antes de publicarlo: el campo «Resumen» (español) falta; el campo «Descripción de la imagen» (español) está vacío.",
    );
  });
});

describe("fieldName", () => {
  it("tells a shared field from a translated one, and names a language box by its language", () => {
    const en = "content/news/a/index.en.md";
    expect(fieldName(problem(en, ["category"], "x"), "en", form.en)).toBe("“Category”");
    expect(fieldName(problem(en, ["title"], "x"), "en", form.en)).toBe("“Title” (English)");
    expect(fieldName(problem(en, ["imageAlt", "en"], "x"), "es", form.es)).toBe(
      "«Descripción de la imagen» (inglés)",
    );
    expect(fieldName(problem(en, [], "body"), "es", form.es)).toBe("«Texto» (inglés)");
    // In a file that is one list, the field of an item, by its label in the editor.
    const answer = faqFile("en").fields[0]!.fields!.find((field) => field.name === "answer")!;
    expect(fieldName(problem("content/faq.yaml", [2, "answer", "es"], "x"), "en", form.en)).toBe(
      `“${answer.label}” (Spanish)`,
    );
    // One language's file of a page: its fields are that language's.
    expect(
      fieldName(problem("content/privacy/index.es.md", ["intro"], "x"), "es", form.es),
    ).toMatch(/^«.+» \(español\)$/);
    expect(fieldName(problem("app/root.tsx", [], "x"), "en", form.en)).toBeUndefined();
  });
});

describe("siteDay", () => {
  it("counts the day in Costa Rica, whatever the machine's clock", () => {
    expect(siteDay(new Date("2026-11-27T05:59:00Z"))).toBe("2026-11-26");
    expect(siteDay(new Date("2026-11-27T06:00:00Z"))).toBe("2026-11-27");
  });
});
