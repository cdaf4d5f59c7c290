import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { content } from "~/content/content.server";
import { builtImage } from "~/content/images.server";
import { articlePageData } from "~/content/news/page-data.server";
import { collections } from "~/content/collections";
import { projectDetail } from "~/content/projects/views.server";
import { locales, type Locale } from "~/i18n/locales";
import {
  acceptedFields,
  articlePreview,
  paneData,
  paneLocale,
  pictureOf,
  projectPreview,
  type EntryData,
  type Pictures,
} from "./preview-data";

/** A Markdown file of the content as the editor reads it: its front matter's fields and its body. */
function fileData(file: string): Record<string, unknown> {
  const source = readFileSync(path.join("content", file), "utf8");
  const [, front = "", body = ""] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(source) ?? [];
  return { ...(parse(front) as Record<string, unknown>), body: body.trim() };
}

/** An entry as the editor hands a pane's preview its data. */
function entryOf(folder: string, locale: Locale): EntryData {
  const files = Object.fromEntries(
    locales.map((code) => [code, fileData(`${folder}/index.${code}.md`)]),
  ) as Record<Locale, Record<string, unknown>>;
  const other = locale === "en" ? "es" : "en";
  return { data: files[locale], i18n: { [other]: { data: files[other] } } };
}

const siteImages: Pictures = { built: builtImage, held: () => undefined };

/** An object's fields, but those named. */
function without<T extends object>(value: T, keys: string[]) {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));
}

describe("the editor's preview of an entry", () => {
  it.each(locales)("draws every project with every field its page shows (%s)", (locale) => {
    // What only the dialog around the detail has, and what the detail does
    // not show (the address; the card's description). The walkthrough's
    // player loads from the video's host, which the editor's policy does not
    // let in: the preview leaves it out. The build diary's entries are files
    // of their own, written in another form, not fields of the project's.
    const dialog = [
      "slug",
      "previous",
      "next",
      "moreLabel",
      "chat",
      "gallery",
      "galleryCount",
      "metaDescription",
      "walkthrough",
      "diary",
    ];
    for (const project of content().projects) {
      const preview = projectPreview(
        entryOf(`projects/${project.key}`, locale),
        locale,
        siteImages,
      );
      const page = projectDetail(project.slug[locale], locale)!;
      expect(without(preview, ["slug", "description"])).toEqual(without(page, dialog));
    }
  });

  it.each(locales)("draws every article with every field its page shows (%s)", (locale) => {
    // The reader draws no blurred placeholder under the picture; the preview has it to hand.
    const plain = (value: object) => ({ ...value, placeholder: "" });
    for (const article of content().articles) {
      const preview = articlePreview(entryOf(`news/${article.key}`, locale), locale, siteImages);
      const page = articlePageData(article.slug[locale], locale)!;
      expect(preview.body).toEqual(page.body);
      expect({
        ...without(preview.article, ["slug"]),
        image: plain(preview.article.image!),
      }).toEqual({ ...without(page.article, ["slug", "type"]), image: plain(page.article.image) });
    }
  });
});

describe("paneData", () => {
  const entry: EntryData = {
    data: { title: "Casa Nueva", slug: "casa-nueva" },
    i18n: { en: { data: { title: "New House", year: 2026, scope: "A house", body: "Text." } } },
  };

  it("gives the Spanish pane the fields both languages share, from the English file", () => {
    expect(paneData(entry, "es", ["title", "slug", "scope", "body"])).toEqual({
      title: "Casa Nueva",
      slug: "casa-nueva",
      year: 2026,
    });
  });

  it("leaves a field the Spanish file lacks empty rather than showing the English text", () => {
    const spanish = paneData(entry, "es", ["title", "slug", "scope", "body"]);
    expect(spanish.scope).toBeUndefined();
    expect(spanish.body).toBeUndefined();
  });
});

describe("paneLocale", () => {
  it("is the language the entry's other languages leave out", () => {
    expect(paneLocale({ data: {}, i18n: { en: { data: {} } } })).toBe("es");
    expect(paneLocale({ data: {}, i18n: { es: { data: {} } } })).toBe("en");
  });
});

describe("acceptedFields", () => {
  it("reads each field as the build does, and leaves out one not finished yet", () => {
    const fields = acceptedFields(collections.projects.en, {
      title: "  Casa Nueva ",
      year: 20,
      timeline: "10M",
      status: "in-progres",
      facts: { builtArea: 300, lotArea: "", services: [] },
    });
    expect(fields).toEqual({
      title: "Casa Nueva",
      timeline: { amount: 10, unit: "month" },
      facts: { builtArea: 300 },
    });
  });
});

describe("pictureOf", () => {
  const id = content().articles[0]!.image;
  const file = builtImage(id)!;
  const held: Pictures = { built: builtImage, held: (value) => `blob:held/${value}` };

  it("draws a picture the site has built from the site's own files", () => {
    expect(file).toBeDefined();
    expect(pictureOf(`/content/images/${id}.svg`, "Permits", held)).toEqual({
      ...file,
      alt: "Permits",
    });
  });

  it("draws a photo just chosen, and one the site has not built yet, from the editor's copy", () => {
    expect(pictureOf("blob:http://localhost/9", "A slab", held)).toEqual({
      src: "blob:http://localhost/9",
      alt: "A slab",
    });
    expect(pictureOf("/content/images/news/IMG_5120.JPG", "", held)).toEqual({
      src: "blob:held//content/images/news/IMG_5120.JPG",
      alt: "",
    });
    expect(pictureOf("/content/images/news/IMG_5120.JPG", "", siteImages)).toBeUndefined();
    expect(pictureOf(undefined, "", held)).toBeUndefined();
  });
});
