import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentDir } from "../folders.server";
import { checkContentFile, contentPart, formatProblem, splitFrontMatter } from "./files";

const read = (file: string) => readFileSync(path.join(path.dirname(contentDir()), file), "utf8");

describe("contentPart", () => {
  it("tells each file under content/ by what it holds", () => {
    expect(contentPart("content/news/permit-process/index.es.md")).toEqual({
      kind: "entry",
      collection: "news",
      key: "permit-process",
      locale: "es",
    });
    expect(contentPart("content/projects/casa-horizonte/index.en.md")).toMatchObject({
      collection: "projects",
    });
    expect(contentPart("content/faq.yaml")).toEqual({ kind: "file", collection: "faq" });
    expect(contentPart("content/privacy/index.en.md")).toEqual({
      kind: "file",
      collection: "privacy",
      locale: "en",
    });
    expect(contentPart("content/diary/casa-horizonte-2026-11-20.yaml")).toEqual({
      kind: "note",
      collection: "diary",
      key: "casa-horizonte-2026-11-20",
    });
    expect(contentPart("content/diary/notes/a.yaml")).toBeUndefined();
    expect(contentPart("content/images/news/img_4821.webp")).toEqual({ kind: "image" });
    expect(contentPart("app/root.tsx")).toBeUndefined();
    expect(contentPart("content/news/notes.txt")).toBeUndefined();
    expect(contentPart("content/news/a/index.fr.md")).toBeUndefined();
  });
});

describe("checkContentFile", () => {
  it("accepts the site's own files, as the build does", () => {
    for (const file of [
      "content/news/permit-process/index.en.md",
      "content/news/permit-process/index.es.md",
      "content/faq.yaml",
      "content/company.json",
      "content/privacy/index.es.md",
    ]) {
      expect(checkContentFile(file, read(file)), file).toEqual([]);
    }
  });

  it("names the field the schema refuses, with the build's words", () => {
    const file = "content/news/permit-process/index.en.md";
    const [problem] = checkContentFile(
      file,
      read(file).replace(/^category: .*$/m, "category: permits"),
    );
    expect(problem).toMatchObject({ file, field: ["category"], code: "invalid_value" });
    expect(formatProblem(problem!)).toMatch(
      /^content\/news\/permit-process\/index\.en\.md, field "category": category must be one of: /,
    );
  });

  it("names an empty text below the fields, and a file it cannot read", () => {
    const file = "content/news/permit-process/index.es.md";
    expect(checkContentFile(file, read(file).replace(/\n---\n[\s\S]*$/, "\n---\n"))).toEqual([
      { file, field: [], message: "the text below the fields is empty", code: "body" },
    ]);
    expect(checkContentFile(file, "no fields")[0]).toMatchObject({ code: "unreadable" });
    expect(checkContentFile("content/faq.yaml", "- [")[0]).toMatchObject({ code: "unreadable" });
  });

  it("numbers list items from one, as the owner counts them", () => {
    const problem = checkContentFile(
      "content/faq.yaml",
      "- id: x\n  question: { en: a, es: b }\n",
    )[0]!;
    expect(formatProblem(problem)).toMatch(/^content\/faq\.yaml, field "\[1\]\.answer"/);
  });

  it("has nothing to say of an image, or of a file outside the content", () => {
    expect(checkContentFile("content/images/news/x.webp", "")).toEqual([]);
    expect(checkContentFile("app/root.tsx", "")).toEqual([]);
  });
});

describe("splitFrontMatter", () => {
  it("reads the fields and the text, whatever the line endings", () => {
    expect(splitFrontMatter("\uFEFF---\r\ntitle: A\r\n---\r\n\r\nText.\r\n")).toEqual({
      front: { title: "A" },
      body: "Text.",
    });
  });
});
