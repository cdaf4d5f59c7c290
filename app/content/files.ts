import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import type { Locale } from "../i18n/locales";
import type { PageId } from "../pages";
import * as schema from "./schema";

/**
 * What each file under `content/` holds and the rule it is checked by,
 * without reading a disk: the build reads the files through here
 * (content.server.ts), and the content editor runs the same rules in the
 * browser on the files a change touched (cms/site-status.ts), so it can name
 * the entry and the field a build refuses.
 */

/** A problem with one field of one file, as the schema reports it. */
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
export type MarkdownFile = { front: unknown; body: string };

/** A problem as the build prints it: `content/faq.yaml, field "[2].answer.es": the Spanish answer is empty`. */
export function formatProblem({ file, field, message }: FieldProblem): string {
  const path = field.map((part, index) =>
    typeof part === "number" ? `[${part + 1}]` : `${index ? "." : ""}${part}`,
  );
  return `${file}${path.length ? `, field "${path.join("")}"` : ""}: ${message}`;
}

/** Reads a Markdown file's fields and text; a message where it cannot. */
export function splitFrontMatter(source: string): MarkdownFile | { problem: string } {
  const text = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text);
  if (!match) return { problem: "must start with its fields between two lines of three hyphens (---)" };
  try {
    return { front: parseYaml(match[1]!) ?? {}, body: match[2]!.trim() };
  } catch (error) {
    return { problem: `cannot be read: ${(error as Error).message.split("\n")[0]}` };
  }
}

/** The collections of entries, each a folder of index.en.md and index.es.md. */
export const entrySchemas = {
  projects: { en: schema.projectEn, es: schema.projectEs, kind: "project" },
  news: { en: schema.articleEn, es: schema.articleEs, kind: "article" },
} as const;

export type EntryCollection = keyof typeof entrySchemas;

/**
 * The files that hold one record each, with their rule and the page that
 * shows them (the one a change to them is best seen on).
 */
export const recordFiles = {
  "company.json": { schema: schema.company, page: "home" },
  "faq.yaml": { schema: schema.faqEntry.array(), page: "informationNews" },
  "testimonials.yaml": { schema: schema.testimonial.array(), page: "home" },
  "home.yaml": { schema: schema.home, page: "home" },
  "about.yaml": { schema: schema.about, page: "about" },
  "contact.yaml": { schema: schema.contactPage, page: "contact" },
  "videos.yaml": { schema: schema.video.array(), page: "informationNews" },
  "images.yaml": { schema: schema.siteImages, page: "home" },
} as const satisfies Record<string, { schema: z.ZodType; page: PageId }>;

export type RecordFile = keyof typeof recordFiles;

/** What a file under content/ is part of: an entry, a record, the privacy policy, or an image. */
export type ContentPart =
  | { kind: "entry"; collection: EntryCollection; key: string; locale: Locale }
  | { kind: "record"; file: RecordFile }
  | { kind: "privacy"; locale: Locale }
  | { kind: "image" };

/** The part of the content a file is, from its path from the repository's root; undefined for anything else. */
export function contentPart(file: string): ContentPart | undefined {
  const entry = /^content\/(projects|news)\/([^/]+)\/index\.(en|es)\.md$/.exec(file);
  if (entry) {
    return {
      kind: "entry",
      collection: entry[1] as EntryCollection,
      key: entry[2]!,
      locale: entry[3] as Locale,
    };
  }
  const privacy = /^content\/privacy\/index\.(en|es)\.md$/.exec(file);
  if (privacy) return { kind: "privacy", locale: privacy[1] as Locale };
  if (file.startsWith("content/images/")) return { kind: "image" };
  const name = file.replace(/^content\//, "");
  return name in recordFiles ? { kind: "record", file: name as RecordFile } : undefined;
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

/**
 * Checks one file on its own, as the build does before it checks what spans
 * files (twins, addresses used twice, images that exist): the problems it
 * finds are ones the build would refuse too.
 */
export function checkContentFile(file: string, source: string): FieldProblem[] {
  const part = contentPart(file);
  if (!part || part.kind === "image") return [];
  if (part.kind === "record") {
    let data: unknown;
    try {
      data = file.endsWith(".json") ? JSON.parse(source) : parseYaml(source);
    } catch (error) {
      const message = `cannot be read: ${(error as Error).message.split("\n")[0]}`;
      return [{ file, field: [], message, code: "unreadable" }];
    }
    return checkData(file, recordFiles[part.file].schema as z.ZodType, data).problems;
  }
  const markdown = splitFrontMatter(source);
  if ("problem" in markdown) return [{ file, field: [], message: markdown.problem, code: "unreadable" }];
  const rule =
    part.kind === "privacy" ? schema.privacyFront : entrySchemas[part.collection][part.locale];
  const { problems } = checkData(file, rule as z.ZodType, markdown.front);
  return markdown.body === "" ? [...problems, emptyBodyProblem(file)] : problems;
}
