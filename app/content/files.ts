import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { locales, type Locale } from "../i18n/locales";
import { collections, type Collections } from "./collections";

/**
 * Each file under `content/` checked on its own by its collection's rule
 * (collections.ts), without reading a disk: the build reads the files
 * through here (read.server.ts), and the content editor runs the same rules
 * in the browser on the files a change touched (cms/site-status.ts), so it
 * can name the entry and the field a build refuses before the build runs.
 */

/** A problem with one field of one file, as the rule reports it. */
export interface FieldProblem {
  /** The file, from the repository's root: content/news/permit-process/index.es.md. */
  file: string;
  /** The field, as a path into the file's data: ["imageAlt", "es"]; empty for the file itself. */
  field: (string | number)[];
  /** What is wrong, in English, for the person editing the file. */
  message: string;
  /** What kind of problem: zod's issue code, or "body" for an empty text, "unreadable" for a file that cannot be read. */
  code: string;
  /** What the value is, where zod says: "string", "array", "number". */
  origin?: string;
}

/** A Markdown file: its fields (YAML between `---` lines) and the text below them. */
export interface MarkdownFile {
  front: unknown;
  body: string;
}

/** A problem as the build prints it: `content/faq.yaml, field "[2].answer.es": the Spanish answer is empty`. */
export function formatProblem({ file, field, message }: FieldProblem): string {
  const path = field.map((part, index) =>
    typeof part === "number" ? `[${part + 1}]` : `${index ? "." : ""}${part}`,
  );
  return `${file}${path.length ? `, field "${path.join("")}"` : ""}: ${message}`;
}

const firstLine = (error: unknown) => (error as Error).message.split("\n")[0];

/** A file's text with its byte-order mark dropped and its line endings made `\n`. */
export const plainText = (source: string) => source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");

/** Reads a Markdown file's fields and text; a message where it cannot. */
export function splitFrontMatter(source: string): MarkdownFile | { problem: string } {
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(plainText(source));
  if (!match)
    return { problem: "must start with its fields between two lines of three hyphens (---)" };
  try {
    return { front: parseYaml(match[1]!) ?? {}, body: match[2]!.trim() };
  } catch (error) {
    return { problem: `cannot be read: ${firstLine(error)}` };
  }
}

/** Reads a YAML or JSON file's data; a message where it cannot. */
export function readData(file: string, source: string): { data: unknown } | { problem: string } {
  try {
    return { data: file.endsWith(".json") ? JSON.parse(source) : parseYaml(plainText(source)) };
  } catch (error) {
    return { problem: `cannot be read: ${firstLine(error)}` };
  }
}

function problemsOf(file: string, error: z.ZodError): FieldProblem[] {
  return error.issues.map((issue) => ({
    file,
    field: issue.path.map((part) => (typeof part === "symbol" ? String(part) : part)),
    message:
      issue.code === "unrecognized_keys"
        ? `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `"${k}"`).join(", ")} (check the spelling)`
        : issue.message,
    code: issue.code,
    ...("origin" in issue && typeof issue.origin === "string" ? { origin: issue.origin } : {}),
  }));
}

/** Checks data against a rule: the parsed data, or the problems, each naming the file and field. */
export function checkData<T>(
  file: string,
  rule: z.ZodType<T>,
  data: unknown,
): { data: T; problems: [] } | { data: undefined; problems: FieldProblem[] } {
  const result = rule.safeParse(data);
  return result.success
    ? { data: result.data, problems: [] }
    : { data: undefined, problems: problemsOf(file, result.error) };
}

/** The problem of a Markdown file with no text below its fields. */
export function emptyBodyProblem(file: string): FieldProblem {
  return { file, field: [], message: "the text below the fields is empty", code: "body" };
}

type NameOf<Kind extends string> = {
  [N in keyof Collections]: Collections[N]["kind"] extends Kind ? N : never;
}[keyof Collections];

/** The collections of entries: projects and articles, a folder each. */
export type EntryName = NameOf<"entries">;
/** The collections of one file holding both languages, or one file per language. */
export type FileName = NameOf<"record" | "page">;
/** The folders of notes, one YAML file each: the build diary. */
export type NoteName = NameOf<"notes">;

/** What a file under content/ is part of: an entry, a record, one language of a page, a note, or an image. */
export type ContentPart =
  | { kind: "entry"; collection: EntryName; key: string; locale: Locale }
  | { kind: "file"; collection: FileName; locale?: Locale }
  | { kind: "note"; collection: NoteName; key: string }
  | { kind: "image" };

const named = Object.entries(collections) as [keyof Collections, Collections[keyof Collections]][];

/** The part of the content a file is, from its path from the repository's root; undefined for anything else. */
export function contentPart(file: string): ContentPart | undefined {
  if (file.startsWith("content/images/")) return { kind: "image" };
  for (const [name, collection] of named) {
    switch (collection.kind) {
      case "entries": {
        const prefix = `content/${collection.folder}/`;
        const entry = /^([^/]+)\/index\.([a-z]+)\.md$/.exec(file.slice(prefix.length));
        const locale = locales.find((candidate) => candidate === entry?.[2]);
        if (file.startsWith(prefix) && entry && locale)
          return { kind: "entry", collection: name as EntryName, key: entry[1]!, locale };
        break;
      }
      case "notes": {
        const note = /^([^/]+)\.yaml$/.exec(file.slice(`content/${collection.folder}/`.length));
        if (file.startsWith(`content/${collection.folder}/`) && note)
          return { kind: "note", collection: name as NoteName, key: note[1]! };
        break;
      }
      case "record":
        if (file === `content/${collection.file}`)
          return { kind: "file", collection: name as FileName };
        break;
      case "page": {
        const locale = locales.find(
          (candidate) => file === `content/${collection.file.replace("{locale}", candidate)}`,
        );
        if (locale) return { kind: "file", collection: name as FileName, locale };
      }
    }
  }
  return undefined;
}

/** The rule of the fields of a Markdown file: an entry's in one language, or a page's. */
function frontRule(part: ContentPart & { kind: "entry" | "file" }): z.ZodType | undefined {
  if (part.kind === "entry") return collections[part.collection][part.locale];
  const collection = collections[part.collection];
  return collection.kind === "page" ? collection.front : undefined;
}

/**
 * Checks one file on its own, as the build does before it checks what spans
 * files (twins, addresses used twice, images that exist): the problems it
 * finds are ones the build would refuse too.
 */
export function checkContentFile(file: string, source: string): FieldProblem[] {
  const part = contentPart(file);
  if (!part || part.kind === "image") return [];
  if (part.kind === "note") {
    const read = readData(file, source);
    if ("problem" in read) return [{ file, field: [], message: read.problem, code: "unreadable" }];
    return checkData(file, collections[part.collection].schema as z.ZodType, read.data).problems;
  }
  const front = frontRule(part);
  if (!front && part.kind === "file") {
    const read = readData(file, source);
    if ("problem" in read) return [{ file, field: [], message: read.problem, code: "unreadable" }];
    const collection = collections[part.collection];
    return collection.kind === "record"
      ? checkData(file, collection.schema as z.ZodType, read.data).problems
      : [];
  }
  const markdown = splitFrontMatter(source);
  if ("problem" in markdown)
    return [{ file, field: [], message: markdown.problem, code: "unreadable" }];
  const { problems } = checkData(file, front!, markdown.front);
  return markdown.body === "" ? [...problems, emptyBodyProblem(file)] : problems;
}
