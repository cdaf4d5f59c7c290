import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { contentDir } from "../folders.server";
import { isoDay } from "../lib/format-date";
import { slugify } from "../lib/slugify";
import { missingFacts, missingFactsWarning } from "../lib/company-facts";
import type { Localized } from "./types";
import * as schema from "./schema";
import {
  checkData,
  emptyBodyProblem,
  entrySchemas,
  formatProblem,
  recordFiles,
  splitFrontMatter,
  type MarkdownFile,
  type RecordFile,
} from "./files";

/**
 * Reads every file under `content/`, checks it against the schema and the
 * rules that span files (twins, unique slugs, images that exist), and returns
 * the whole site's content. Route loaders, the feeds and the build scripts
 * all read it through here; nothing else opens a content file.
 *
 * Every problem is collected, then all are thrown together, each naming the
 * file and the field, so an editor can fix a batch in one go.
 */

/** What the files of an entry give its address; merged, it is one `slug` per language. */
type Addresses = "slug" | "formerSlugs";

/**
 * An entry of a collection whose English file (`En`) holds what both
 * languages share and whose Spanish file (`Es`) translates some of its
 * fields, merged: each translated field becomes one value per language, and
 * the entry gains its folder's name, its addresses and its body. Derived from
 * the schema: the merges below take the shared fields from the English file
 * whole, so a field added to the schema reaches the entry by itself, and a
 * translated one left unpaired fails to compile.
 */
type Merged<En, Es> = Omit<En, keyof Es | Addresses> & {
  [K in Exclude<keyof Es, Addresses>]: Localized<Es[K]>;
} & {
  /** The folder's name; the English address unless the file gives another. */
  key: string;
  slug: Localized<string>;
  /** The text below the front matter: Markdown. */
  body: Localized<string>;
};

/** A project; its body holds the details, paragraphs separated by blank lines. */
export type Project = Merged<schema.ProjectEn, schema.ProjectEs>;

/** An article; its body is in the light markup of lib/article-markup. */
export type Article = { type: "article" } & Merged<schema.ArticleEn, schema.ArticleEs>;

export interface Video extends schema.Video {
  type: "video";
}

export type NewsItem = Article | Video;

/** A news item's address in a language; a video has one slug in both. */
export function newsSlug(item: NewsItem, locale: (typeof schema.locales)[number]): string {
  return item.type === "article" ? item.slug[locale] : item.slug;
}

export interface Content {
  company: schema.Company;
  projects: Project[];
  /** Articles dated today or earlier, newest first, as the news list shows them. */
  articles: Article[];
  videos: Video[];
  /** Articles and videos, newest first (ties by slug): those dated today or earlier. */
  news: NewsItem[];
  /** Articles and videos dated after today: left off the site until their day. */
  scheduled: NewsItem[];
  /** Projects and articles marked as drafts: checked like the rest, and left off the site. */
  drafts: (Project | Article)[];
  /** Addresses an entry had before, by the path each now answers at: `{ kind, from, to, locale }`. */
  formerSlugs: FormerSlug[];
  faq: schema.FaqEntry[];
  testimonials: schema.Testimonial[];
  home: schema.Home;
  about: schema.About;
  contact: schema.ContactPage;
  siteImages: Record<string, { alt: Localized<string> }>;
  privacy: Localized<{ intro: string; body: string }>;
  /** Every image id found under content/images. */
  images: Set<string>;
  /** What the build prints without stopping: facts not known yet, each naming its file and field. */
  warnings: string[];
}

export interface FormerSlug {
  kind: "project" | "article";
  locale: (typeof schema.locales)[number];
  from: string;
  to: string;
}

/**
 * The day the site is built for, in Costa Rica: an article dated after it
 * waits. `SITE_TODAY=2025-03-01` builds the site as it will be that day.
 */
export function siteToday(): string {
  return process.env.SITE_TODAY ?? isoDay(new Date());
}

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n` +
        problems.map((problem) => `  - ${problem}`).join("\n"),
    );
    this.name = "ContentError";
  }
}

const imageExtensions = schema.imageExtensions.map((extension) => `.${extension}`);

/**
 * Every image under a folder, by its id (schema.imageIdFromPath): the files
 * that give it, relative to the folder. A photo and a drawing may share an
 * id (the photo wins); two photos, or two drawings, may not.
 */
export function imageSources(imagesDir: string): Map<string, string[]> {
  const sources = new Map<string, string[]>();
  if (!existsSync(imagesDir)) return sources;
  for (const entry of readdirSync(imagesDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !imageExtensions.includes(path.extname(entry.name).toLowerCase()))
      continue;
    const file = path
      .relative(imagesDir, path.join(entry.parentPath, entry.name))
      .split(path.sep)
      .join("/");
    const id = schema.imageIdFromPath(file.normalize("NFC").replace(/\.[^.]+$/, ""));
    if (id) sources.set(id, [...(sources.get(id) ?? []), file].sort());
  }
  return sources;
}

/** Every image id under a folder: its path without the extension ("news/permit-process"). */
export function listImageIds(imagesDir: string): Set<string> {
  return new Set(imageSources(imagesDir).keys());
}

/** Reads and checks one content tree; throws a ContentError listing every problem. */
export function loadContent(dir: string = contentDir()): Content {
  const problems: string[] = [];
  const rel = (file: string) => path.relative(path.dirname(dir), file).split(path.sep).join("/");

  function check<T>(file: string, parser: z.ZodType<T>, data: unknown): T | undefined {
    const result = checkData(rel(file), parser, data);
    problems.push(...result.problems.map(formatProblem));
    return result.data;
  }

  function readText(file: string): string | undefined {
    if (!existsSync(file)) {
      problems.push(`${rel(file)} is missing`);
      return undefined;
    }
    return readFileSync(file, "utf8")
      .replace(/^\uFEFF/, "")
      .replace(/\r\n?/g, "\n");
  }

  function readYaml(file: string): unknown {
    const source = readText(file);
    if (source === undefined) return undefined;
    try {
      return file.endsWith(".json") ? JSON.parse(source) : parseYaml(source);
    } catch (error) {
      problems.push(`${rel(file)} cannot be read: ${(error as Error).message.split("\n")[0]}`);
      return undefined;
    }
  }

  /** A Markdown file: its front matter (YAML between `---` lines) and its body. */
  function readMarkdown(file: string): MarkdownFile | undefined {
    const source = readText(file);
    if (source === undefined) return undefined;
    const read = splitFrontMatter(source);
    if ("problem" in read) {
      problems.push(`${rel(file)} ${read.problem}`);
      return undefined;
    }
    return read;
  }

  function requireBody(file: string, body: string) {
    if (body === "") problems.push(formatProblem(emptyBodyProblem(rel(file))));
  }

  /** Entry folders of a collection, each with index.en.md and index.es.md. */
  function entries(collection: string) {
    const base = path.join(dir, collection);
    if (!existsSync(base)) {
      problems.push(`${rel(base)}/ is missing`);
      return [];
    }
    return readdirSync(base)
      .filter((name) => statSync(path.join(base, name)).isDirectory())
      .sort()
      .flatMap((key) => {
        const folder = path.join(base, key);
        // The editor names the folder from the title; whatever it wrote, the
        // address is the name made an address ("Losa en Cóbano" -> losa-en-cobano).
        const folderSlug = slugify(key);
        if (!folderSlug) {
          problems.push(
            `${rel(folder)}/: the folder's name gives no address; name it with letters a to z and digits`,
          );
          return [];
        }
        for (const name of readdirSync(folder)) {
          if (!["index.en.md", "index.es.md"].includes(name))
            problems.push(
              `${rel(path.join(folder, name))} is not read: an entry folder holds index.en.md and index.es.md only`,
            );
        }
        const en = path.join(folder, "index.en.md");
        const es = path.join(folder, "index.es.md");
        if (!existsSync(es) && existsSync(en)) {
          problems.push(
            `${rel(es)} is missing: every entry needs its Spanish twin beside index.en.md`,
          );
          return [];
        }
        const enFile = readMarkdown(en);
        const esFile = readMarkdown(es);
        if (!enFile || !esFile) return [];
        requireBody(en, enFile.body);
        requireBody(es, esFile.body);
        return [{ key, folderSlug, en, es, enFile, esFile }];
      });
  }

  const formerSlugs: FormerSlug[] = [];
  /**
   * An entry's address in each language. The English one is the folder's
   * name made an address, unless the file gives another: then the folder's
   * address, and every earlier address the files list, lead to the new one.
   */
  function addresses(
    kind: FormerSlug["kind"],
    folderSlug: string,
    en: { slug?: string; formerSlugs?: string[] },
    es: { slug: string; formerSlugs?: string[] },
  ): Localized<string> {
    const slug = { en: en.slug ?? folderSlug, es: es.slug };
    const earlier = { en: [folderSlug, ...(en.formerSlugs ?? [])], es: es.formerSlugs ?? [] };
    for (const locale of schema.locales) {
      for (const from of new Set(earlier[locale])) {
        if (from !== slug[locale]) formerSlugs.push({ kind, locale, from, to: slug[locale] });
      }
    }
    return slug;
  }

  const sources = imageSources(path.join(dir, "images"));
  const images = new Set(sources.keys());
  for (const folder of new Set([...sources.values()].flat().map(path.posix.dirname))) {
    if (folder.split("/").some((part) => slugify(part) !== part))
      problems.push(
        `content/images/${folder}/: name a folder of images with lower-case letters a to z, digits and hyphens (the editor's folders already are)`,
      );
  }
  for (const [id, files] of sources) {
    const photos = files.filter((file) => !file.toLowerCase().endsWith(".svg"));
    const drawings = files.filter((file) => file.toLowerCase().endsWith(".svg"));
    for (const same of [photos, drawings]) {
      if (same.length > 1)
        problems.push(
          `content/images/${same.join(" and content/images/")}: these files give the same image "${id}" (names are read without case, accents or punctuation); rename or remove one`,
        );
    }
  }
  function requireImage(file: string, field: string, id: string) {
    if (!images.has(id))
      problems.push(
        `${rel(file)}, field "${field}": there is no image "${id}" in content/images (add the file there, or check the name)`,
      );
  }

  // Projects
  const allProjects: Project[] = entries("projects").flatMap(({ key, folderSlug, en, es, enFile, esFile }) => {
    const a = check(en, entrySchemas.projects.en, enFile.front);
    const b = check(es, entrySchemas.projects.es, esFile.front);
    if (!a || !b) return [];
    a.gallery.forEach((photo, index) =>
      requireImage(en, `gallery[${index + 1}].image`, photo.image),
    );
    if (a.beforeAfter) {
      requireImage(en, "beforeAfter.before.image", a.beforeAfter.before.image);
      requireImage(en, "beforeAfter.after.image", a.beforeAfter.after.image);
    }
    // What both languages share comes from the English file as it is; each
    // translated field is paired here, and one left out fails to compile.
    const { slug: _slug, formerSlugs: _formerSlugs, ...shared } = a;
    return [
      {
        ...shared,
        key,
        slug: addresses("project", folderSlug, a, b),
        title: { en: a.title, es: b.title },
        description: { en: a.description, es: b.description },
        scope: { en: a.scope, es: b.scope },
        body: { en: enFile.body, es: esFile.body },
      },
    ];
  });
  allProjects.sort((x, y) => x.id - y.id);
  duplicates(
    allProjects.map((p) => [String(p.id), `content/projects/${p.key}`]),
    "project id",
  );
  const projects = allProjects.filter((project) => !project.draft);

  // Articles and videos
  const newsEntries = entries("news");
  const newsFolders = newsEntries.map(({ key }) => key);
  const allArticles: Article[] = newsEntries.flatMap(({ key, folderSlug, en, es, enFile, esFile }) => {
    const a = check(en, entrySchemas.news.en, enFile.front);
    const b = check(es, entrySchemas.news.es, esFile.front);
    if (!a || !b) return [];
    requireImage(en, "image", a.image);
    const { slug: _slug, formerSlugs: _formerSlugs, ...shared } = a;
    return [
      {
        ...shared,
        type: "article" as const,
        key,
        slug: addresses("article", folderSlug, a, b),
        title: { en: a.title, es: b.title },
        excerpt: { en: a.excerpt, es: b.excerpt },
        body: { en: enFile.body, es: esFile.body },
      },
    ];
  });

  const videosFile = path.join(dir, "videos.yaml");
  const allVideos: Video[] = (check(videosFile, schema.video.array(), readYaml(videosFile)) ?? []).map(
    (video, index) => {
      requireImage(videosFile, `[${index + 1}].image`, video.image);
      return { ...video, type: "video" as const };
    },
  );

  for (const locale of schema.locales) {
    duplicates(
      [
        ...allProjects.map(
          (p) => [p.slug[locale], `content/projects/${p.key}/index.${locale}.md`] as const,
        ),
        ...formerSlugs
          .filter((former) => former.kind === "project" && former.locale === locale)
          .map((former) => [former.from, `an earlier address of ${former.to}`] as const),
      ],
      `${locale === "en" ? "English" : "Spanish"} project address`,
    );
    duplicates(
      [
        ...allArticles.map(
          (a) => [a.slug[locale], `content/news/${a.key}/index.${locale}.md`] as const,
        ),
        ...allVideos.map((v) => [v.slug, `content/videos.yaml (${v.slug})`] as const),
        ...formerSlugs
          .filter((former) => former.kind === "article" && former.locale === locale)
          .map((former) => [former.from, `an earlier address of ${former.to}`] as const),
      ],
      `${locale === "en" ? "English" : "Spanish"} news address`,
    );
  }

  function duplicates(pairs: (readonly [string, string])[], what: string) {
    const seen = new Map<string, string>();
    for (const [value, where] of pairs) {
      const first = seen.get(value);
      if (first) problems.push(`${where}: the ${what} "${value}" is already used by ${first}`);
      else seen.set(value, where);
    }
  }

  // An item dated after today waits for its day; a daily build publishes it.
  // A draft waits until the mark is taken off.
  const today = siteToday();
  const published = (item: NewsItem) => item.date <= today;
  const everything: NewsItem[] = [...allArticles, ...allVideos]
    .filter((item) => item.type !== "article" || !item.draft)
    .sort((x, y) => y.date.localeCompare(x.date) || newsKey(x).localeCompare(newsKey(y)));
  const news = everything.filter(published);
  const scheduled = everything.filter((item) => !published(item));
  const drafts = [
    ...allProjects.filter((project) => project.draft),
    ...allArticles.filter((article) => article.draft),
  ];
  // Articles in the list's order, newest first, as every page and test walks them.
  const articles = everything.filter(
    (item): item is Article => item.type === "article" && published(item),
  );
  const videos = allVideos.filter(published);

  // Records
  const record = <N extends RecordFile>(
    name: N,
  ): z.output<(typeof recordFiles)[N]["schema"]> | undefined => {
    const file = path.join(dir, name);
    return check(file, recordFiles[name].schema as z.ZodType, readYaml(file)) as
      | z.output<(typeof recordFiles)[N]["schema"]>
      | undefined;
  };
  const company = record("company.json");
  const faq = record("faq.yaml") ?? [];
  const testimonials = record("testimonials.yaml") ?? [];
  const home = record("home.yaml");
  home?.services.forEach((service, index) =>
    requireImage(path.join(dir, "home.yaml"), `services[${index + 1}].image`, service.image),
  );
  const about = record("about.yaml");
  // A step may name an article still waiting for its day or a draft: its link
  // shows once it is out. An article the check refused above is still there,
  // so it is not reported a second time here.
  const articleKeys = new Set(newsFolders);
  about?.process.steps.forEach(({ article }, index) => {
    if (article && !articleKeys.has(article))
      problems.push(
        `${rel(path.join(dir, "about.yaml"))}, field "process.steps[${index + 1}].article": no article is in content/news/${article}/ (name the article by its folder)`,
      );
  });
  const contact = record("contact.yaml");
  const siteImages = record("images.yaml") ?? {};
  for (const id of Object.keys(siteImages)) requireImage(path.join(dir, "images.yaml"), id, id);

  const privacy = Object.fromEntries(
    schema.locales.map((locale) => {
      const file = path.join(dir, "privacy", `index.${locale}.md`);
      const parsed = readMarkdown(file);
      const front = parsed && check(file, schema.privacyFront, parsed.front);
      if (parsed) requireBody(file, parsed.body);
      return [locale, { intro: front?.intro ?? "", body: parsed?.body ?? "" }];
    }),
  ) as Content["privacy"];

  if (problems.length > 0 || !company || !home || !about || !contact) throw new ContentError(problems);
  const companyWarning = missingFactsWarning(
    rel(path.join(dir, "company.json")),
    missingFacts(company),
  );
  return {
    company,
    projects,
    articles,
    videos,
    news,
    scheduled,
    drafts,
    formerSlugs: formerSlugs.filter(({ kind, to, locale }) =>
      (kind === "project" ? projects : articles).some((entry) => entry.slug[locale] === to),
    ),
    faq,
    testimonials,
    home,
    about,
    contact,
    siteImages,
    privacy,
    images,
    warnings: companyWarning ? [companyWarning] : [],
  };
}

function newsKey(item: NewsItem): string {
  return item.type === "article" ? item.key : item.slug;
}

// Shared by every copy of this module in one process: the build loads it
// into several module graphs (the configuration, the pre-render, the news
// list's chunk), and each would otherwise read the files again.
const cacheKey = Symbol.for("solera.content");
type Cache = Map<string, Content>;
const cache = (): Cache =>
  ((globalThis as { [cacheKey]?: Cache })[cacheKey] ??= new Map<string, Content>());

/**
 * The site's content, read and checked once per process and content folder.
 * The development server forgets it when a file under the folder changes
 * (`forgetContent`), so an edit shows on the next request.
 */
export function content(): Content {
  const folder = contentDir();
  let read = cache().get(folder);
  if (!read) {
    read = loadContent(folder);
    cache().set(folder, read);
  }
  return read;
}

/** Drops the content read so far: the next `content()` reads the files again. */
export function forgetContent(): void {
  cache().clear();
}
