import { contentDir } from "../folders.server";
import { locales, type Locale } from "../i18n/locales";
import { newestFirst } from "../lib/build-diary";
import { isoDay } from "../lib/format-date";
import { betweenFiles, formerSlugs, type FormerSlug } from "./between-files.server";
import { collections } from "./collections";
import { readImages } from "./image-sources.server";
import type { EntryOf, NoteOf } from "./kinds";
import { ContentFiles, readCollections } from "./read.server";
import type * as schema from "./schema";
import type { Localized } from "./types";

export { listImageIds } from "./image-sources.server";
export type { FormerSlug } from "./between-files.server";

/**
 * Reads every file under `content/`, each collection by its declaration
 * (collections.ts), checks the rules that span files (between-files.server.ts),
 * and returns the whole site's content. Route loaders, the feeds and the
 * build scripts all read it through here; nothing else opens a content file.
 *
 * Every problem is collected, then all are thrown together, each naming the
 * file and the field, so an editor can fix a batch in one go.
 */

/** A project; its body holds the details, paragraphs separated by blank lines. */
export type Project = EntryOf<typeof collections.projects>;

/** An article; its body is in the light markup of lib/article-markup. */
export type Article = { type: "article" } & EntryOf<typeof collections.news>;

/** An entry of a project's build diary; `project` is the project's folder (its key). */
export type DiaryEntry = NoteOf<typeof collections.diary>;

export interface Video extends schema.Video {
  type: "video";
}

export type NewsItem = Article | Video;

/** A news item's address in a language; a video has one slug in both. */
export function newsSlug(item: NewsItem, locale: Locale): string {
  return item.type === "article" ? item.slug[locale] : item.slug;
}

export interface Content {
  company: schema.Company;
  projects: Project[];
  /**
   * Build diary entries dated today or earlier, newest first (a later file
   * first on the same day), of every project; an entry dated ahead waits.
   */
  diary: DiaryEntry[];
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
  siteImages: schema.SiteImages;
  privacy: Localized<{ intro: string; body: string }>;
  /** Every image id found under content/images. */
  images: Set<string>;
  /**
   * The images still drawn placeholders: no photo of their name is in
   * content/images (decision 004). The site says so wherever it shows one.
   */
  drawings: Set<string>;
  /** What the build prints without stopping, each naming its file and field. */
  warnings: string[];
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

/** Reads and checks one content tree; throws a ContentError listing every problem. */
export function loadContent(dir: string = contentDir()): Content {
  const files = new ContentFiles(dir);
  const { images, drawings } = readImages(files);
  const read = readCollections(files, collections);
  const checked = { files, read, images, drawings };
  for (const rule of Object.values(betweenFiles)) rule(checked);
  const { company, home, about, contact } = read;
  if (files.problems.length > 0 || !company || !home || !about || !contact)
    throw new ContentError(files.problems);

  // An item dated after today waits for its day; a daily build publishes it.
  // A draft waits until the mark is taken off (decision 052).
  const today = siteToday();
  const published = (item: NewsItem) => item.date <= today;
  const allProjects = [...read.projects.entries].sort((x, y) => x.id - y.id);
  const allArticles = read.news.entries.map((article) => ({
    ...article,
    type: "article" as const,
  }));
  const allVideos = (read.videos ?? []).map((video) => ({ ...video, type: "video" as const }));
  const everything: NewsItem[] = [
    ...allArticles.filter((article) => !article.draft),
    ...allVideos,
  ].sort((x, y) => y.date.localeCompare(x.date) || newsKey(x).localeCompare(newsKey(y)));
  // Articles in the list's order, newest first, as every page and test walks them.
  const articles = everything.filter(
    (item): item is Article => item.type === "article" && published(item),
  );
  const projects = allProjects.filter((project) => !project.draft);
  return {
    company,
    projects,
    diary: read.diary.notes.filter((entry) => entry.date <= today).sort(newestFirst),
    articles,
    videos: allVideos.filter(published),
    news: everything.filter(published),
    scheduled: everything.filter((item) => !published(item)),
    drafts: [
      ...allProjects.filter((project) => project.draft),
      ...allArticles.filter((article) => article.draft),
    ],
    // A draft, or an article still waiting for its day, has no page yet to lead to.
    formerSlugs: formerSlugs(checked).filter(({ kind, to, locale }) =>
      (kind === "project" ? projects : articles).some((entry) => entry.slug[locale] === to),
    ),
    faq: read.faq ?? [],
    testimonials: read.testimonials ?? [],
    home,
    about,
    contact,
    siteImages: read.siteImages ?? {},
    privacy: Object.fromEntries(
      locales.map((locale) => {
        const { front, body } = read.privacy[locale];
        return [locale, { intro: front?.intro ?? "", body }];
      }),
    ) as Content["privacy"],
    images,
    drawings,
    warnings: files.warnings,
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

/**
 * Drops the content read so far: the next `content()` reads the files again.
 * The development server calls it on the module it loaded itself
 * (scripts/vite/content-reload.ts), a call knip cannot follow.
 *
 * @public
 */
export function forgetContent(): void {
  cache().clear();
}
