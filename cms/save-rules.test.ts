import { describe, expect, it } from "vitest";
import { loadContent } from "../app/content/content.server";
import { configFor } from "./config";
import { fieldLabel, type LabelledCollection } from "./site-news";
import {
  checkSavedEntry,
  fillOnSave,
  filledOnSave,
  leftOutOnSave,
  refusedOnSave,
  startingPicture,
  type SavedEntry,
} from "./save-rules";

const entry = (overrides: Partial<SavedEntry> = {}): SavedEntry => ({
  collection: "news",
  slug: "choosing-a-roof",
  data: {
    title: "Choosing a roof",
    date: "2026-11-20",
    category: "process",
    image: startingPicture.image,
    imageAlt: { ...startingPicture.alt },
    excerpt: "A roof for the coast.",
    body: "Text.",
  },
  i18n: {
    es: { data: { title: "Cómo elegir el techo", slug: "", excerpt: "Un techo.", body: "Texto." } },
  },
  ...overrides,
});

describe("fillOnSave", () => {
  it("makes the Spanish address from the Spanish title, as the site makes addresses", () => {
    expect(fillOnSave(entry())).toEqual([
      { locale: "es", path: ["slug"], value: "como-elegir-el-techo" },
    ]);
  });

  it("keeps an address the owner wrote, or one the entry already has", () => {
    const written = entry({ i18n: { es: { data: { title: "Otro título", slug: "techos" } } } });
    expect(fillOnSave(written)).toEqual([]);
  });

  it("gives an article without a picture the starting drawing, described in both languages", () => {
    const text = entry();
    text.data["image"] = "";
    text.data["imageAlt"] = { en: "", es: "" };
    expect(fillOnSave(text)).toEqual(
      expect.arrayContaining([
        { locale: "en", path: ["image"], value: startingPicture.image },
        { locale: "en", path: ["imageAlt", "en"], value: startingPicture.alt.en },
        { locale: "en", path: ["imageAlt", "es"], value: startingPicture.alt.es },
      ]),
    );
  });

  it("fills in every field the content's declaration says the editor fills in, and the form does not ask for it", () => {
    expect(
      filledOnSave
        .map(({ collection, path, locale }) => `${collection}.${path.join(".")}.${locale}`)
        .sort(),
    ).toEqual([
      "diary.descriptions.en",
      "news.excerpt.en",
      "news.excerpt.es",
      "news.image.en",
      "news.imageAlt.en",
      "news.slug.es",
      "projects.slug.es",
    ]);
    for (const { collection, path, locale } of filledOnSave) {
      // Left empty, except for what it is filled from: a title, a text, one language's description.
      const empty: SavedEntry = {
        collection,
        slug: "a",
        data: {
          title: "A",
          image: "",
          imageAlt: { en: "", es: "" },
          excerpt: "",
          body: "A text.",
          descriptions: { en: "", es: "Una losa" },
        },
        i18n: { es: { data: { title: "Un título", slug: "", excerpt: "", body: "Un texto." } } },
      };
      const filled = fillOnSave(empty).filter(
        (fill) => fill.locale === locale && fill.path[0] === path[0],
      );
      expect(filled.length, `${collection}.${path.join(".")}`).toBeGreaterThan(0);
      for (const form of [configFor("en"), configFor("es")]) {
        const field = (form.collections as unknown as LabelledCollection[])
          .find((c) => c.name === collection)!
          .fields!.find((f) => f.name === path[0]) as {
          required?: unknown;
          fields?: { required?: unknown }[];
        };
        // Not asked for: the field, or each box of an object kept in view.
        const asked = field.fields ? field.fields.map((f) => f.required) : [field.required];
        expect(asked, `${collection}.${path.join(".")}`).toEqual(asked.map(() => false));
      }
    }
  });

  it("makes an excerpt left empty from the opening of its language's text", () => {
    const article = entry();
    article.data["excerpt"] = "";
    article.data["body"] = "## Dawn\n\nWe pour at dawn. The heat comes later.";
    article.i18n["es"]!.data!["excerpt"] = " ";
    article.i18n["es"]!.data!["body"] = "Chorreamos al amanecer.";
    expect(fillOnSave(article).filter((fill) => fill.path[0] === "excerpt")).toEqual([
      { locale: "en", path: ["excerpt"], value: "We pour at dawn. The heat comes later." },
      { locale: "es", path: ["excerpt"], value: "Chorreamos al amanecer." },
    ]);
    expect(fillOnSave(entry()).filter((fill) => fill.path[0] === "excerpt")).toEqual([]);
  });

  it("starts a photo's description in the language left empty from the one written, to be translated", () => {
    const photo = entry();
    photo.data["image"] = "/content/images/news/img_4821.webp";
    photo.data["imageAlt"] = { en: "", es: "Una losa chorreada al amanecer" };
    expect(fillOnSave(photo)).toContainEqual({
      locale: "en",
      path: ["imageAlt", "en"],
      value: "Una losa chorreada al amanecer",
    });
    // The starting drawing's words are not a description of the photo.
    photo.data["imageAlt"] = { en: startingPicture.alt.en, es: "Una losa" };
    expect(fillOnSave(photo)).toContainEqual({
      locale: "en",
      path: ["imageAlt", "en"],
      value: "Una losa",
    });
    const note: SavedEntry = {
      collection: "diary",
      slug: "casa-horizonte-2026-11-20",
      data: { descriptions: { en: "The pump\nThe slab", es: "" } },
      i18n: {},
    };
    expect(fillOnSave(note)).toEqual([
      { locale: "en", path: ["descriptions", "es"], value: "The pump\nThe slab" },
    ]);
  });

  it("fills nothing in a page's file, in a project's picture, or without a title", () => {
    expect(fillOnSave(entry({ collection: "pages" }))).toEqual([]);
    expect(fillOnSave(entry({ collection: "projects", data: {}, i18n: {} }))).toEqual([]);
    expect(fillOnSave(entry({ i18n: { es: { data: { slug: "" } } } }))).toEqual([]);
  });
});

describe("leftOutOnSave", () => {
  it("leaves a draft mark that is off out of the file, and keeps one that is on", () => {
    expect(leftOutOnSave(entry({ data: { ...entry().data, draft: false } }))).toEqual(["draft"]);
    expect(leftOutOnSave(entry({ data: { ...entry().data, draft: true } }))).toEqual([]);
    expect(leftOutOnSave(entry())).toEqual([]);
  });
});

describe("the starting picture", () => {
  it("is an image of the content", () => {
    const id = startingPicture.image.replace(/^\/content\/images\/|\.[a-z]+$/g, "");
    expect(loadContent().images.has(id)).toBe(true);
  });

  const form = (locale: "en" | "es") =>
    configFor(locale).collections as unknown as LabelledCollection[];
  const en = form("en");
  const es = form("es");
  const withPhoto = (alt: Record<string, string>) => {
    const photo = entry();
    photo.data["image"] = "/content/images/news/img_4821.webp";
    photo.data["imageAlt"] = alt;
    return photo;
  };

  it("refuses a photo of the article's own described in neither language, in the editor's language and its usted", () => {
    expect(fieldLabel(es, "news", ["imageAlt"])).toBe("Descripción de la imagen");
    expect(refusedOnSave(withPhoto({ en: "", es: "" }), es, "es")).toBe(
      "Falta describir la foto: debajo de la foto, en «Descripción de la imagen», escriba lo que muestra para quien no puede verla (basta con el español), y guarde de nuevo.",
    );
    expect(refusedOnSave(withPhoto({ en: "", es: "" }), en, "en")).toMatch(
      /^The photo is not described yet: below the photo, under “Description of the image”, write what it shows/,
    );
    expect(refusedOnSave(withPhoto({ ...startingPicture.alt }), en, "en")).toBeDefined();
    expect(refusedOnSave(withPhoto({ en: "", es: "Una losa al amanecer" }), es, "es")).toBe(
      undefined,
    );
    expect(
      refusedOnSave(withPhoto({ en: "A slab at dawn", es: "Una losa al amanecer" }), en, "en"),
    ).toBeUndefined();
  });

  it("refuses a diary entry whose photos are described in neither language", () => {
    const note = (descriptions: Record<string, string>): SavedEntry => ({
      collection: "diary",
      slug: "casa-horizonte-2026-11-20",
      data: { descriptions },
      i18n: {},
    });
    expect(refusedOnSave(note({ en: "", es: " " }), es, "es")).toBe(
      "Faltan las descripciones de las fotos: debajo de las fotos, en «Qué se ve en cada foto», escriba una línea por foto, en el mismo orden, para quien no puede verlas (basta con el español), y guarde de nuevo.",
    );
    expect(refusedOnSave(note({ en: "", es: "La losa" }), es, "es")).toBeUndefined();
  });

  it("lets an article go with the drawing, or no picture yet, and leaves projects alone", () => {
    expect(refusedOnSave(entry(), es, "es")).toBeUndefined();
    const none = entry();
    none.data["image"] = "";
    expect(refusedOnSave(none, es, "es")).toBeUndefined();
    expect(refusedOnSave(entry({ collection: "projects" }), es, "es")).toBeUndefined();
  });
});

describe("checkSavedEntry", () => {
  it("finds nothing wrong with a complete entry, and names it by its title", () => {
    const complete = entry({
      i18n: {
        es: {
          data: {
            title: "Cómo elegir el techo",
            slug: "techo",
            excerpt: "Un techo.",
            body: "Texto.",
          },
        },
      },
    });
    const checked = checkSavedEntry(complete)!;
    expect(checked.problems).toEqual([]);
    expect(checked.part).toMatchObject({
      kind: "article",
      title: { en: "Choosing a roof", es: "Cómo elegir el techo" },
      path: { es: "/es/informacion-y-noticias/techo" },
    });
  });

  it("names each field a draft still needs, file by file, as the build would", () => {
    const draft = entry({
      i18n: {
        es: { data: { title: "Cómo elegir el techo", slug: "techo", excerpt: "", body: "" } },
      },
    });
    const { problems } = checkSavedEntry(draft)!;
    expect(problems.map(({ file, field, code }) => [file, field.join("."), code])).toEqual([
      ["content/news/choosing-a-roof/index.es.md", "excerpt", "invalid_type"],
      ["content/news/choosing-a-roof/index.es.md", "", "body"],
    ]);
  });

  it("checks only projects and articles", () => {
    expect(checkSavedEntry(entry({ collection: "pages" }))).toBeUndefined();
  });
});
