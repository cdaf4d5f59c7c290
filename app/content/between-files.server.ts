import path from "node:path";
import { locales, type Locale } from "../i18n/locales";
import { parseArticleMarkup } from "../lib/article-markup";
import { photoLines } from "../lib/build-diary";
import { addMonths, latestHandover, timelineMonths } from "../lib/project-facts";
import type { ItemKind } from "../pages";
import { collections } from "./collections";
import { fieldTree, imagesNamed, languageNames } from "./fields";
import { launchItems, launchWarning } from "./launch-checklist.server";
import type { ContentFiles, ReadCollections } from "./read.server";

/**
 * The rules no single file can be checked against: they look across the
 * content once every file has been read (content.server.ts runs each in
 * turn). A rule adds a problem, which stops the build, or a warning, which
 * the build prints and goes on.
 */

export interface ReadContent {
  files: ContentFiles;
  read: ReadCollections;
  /** Every image id under content/images. */
  images: Set<string>;
  /** The images of them still drawn placeholders, with no photo of their name. */
  drawings: Set<string>;
}

/** An address an entry had before, and the one it answers at now. */
export interface FormerSlug {
  kind: ItemKind;
  locale: Locale;
  from: string;
  to: string;
}

/** The earlier addresses of projects and articles, each leading to the current one. */
export function formerSlugs({ read }: ReadContent): FormerSlug[] {
  return (["projects", "news"] as const).flatMap((name) => {
    const { entries, earlier } = read[name];
    return entries.flatMap((entry) =>
      locales.flatMap((locale) =>
        [...new Set(earlier.get(entry.key)?.[locale])]
          .filter((from) => from !== entry.slug[locale])
          .map((from) => ({ kind: collections[name].page, locale, from, to: entry.slug[locale] })),
      ),
    );
  });
}

/** Every image a file names is in content/images. */
function imagesExist({ files, read, images }: ReadContent) {
  const require = (file: string, named: [string, string][]) => {
    for (const [field, id] of named.filter(([, id]) => !images.has(id)))
      files.fieldProblem(
        file,
        field,
        `there is no image "${id}" in content/images (add the file there, or check the name)`,
      );
  };
  for (const name of ["projects", "news"] as const) {
    const collection = collections[name];
    for (const entry of read[name].entries) {
      const shared = Object.fromEntries(
        Object.entries(entry).filter(([field]) => !collection.translated.includes(field)),
      );
      const file = path.join(files.dir, collection.folder, entry.key, "index.en.md");
      require(file, imagesNamed(fieldTree(collection.en), shared));
    }
  }
  for (const name of [
    "home",
    "about",
    "contact",
    "faq",
    "testimonials",
    "videos",
    "company",
  ] as const)
    require(path.join(files.dir, collections[name].file), imagesNamed(
      fieldTree(collections[name].schema),
      read[name],
    ));
  const { diary } = collections;
  for (const note of read.diary.notes)
    require(path.join(files.dir, diary.folder, `${note.key}.yaml`), imagesNamed(
      fieldTree(diary.schema),
      note,
    ));
  // content/images.yaml describes images by their id.
  const siteImages = path.join(files.dir, collections.siteImages.file);
  require(siteImages, Object.keys(read.siteImages ?? {}).map((id) => [id, id]));
}

/** Two values that must differ, each with where it is written. */
function noDuplicates(files: ContentFiles, pairs: (readonly [string, string])[], what: string) {
  const seen = new Map<string, string>();
  for (const [value, where] of pairs) {
    const first = seen.get(value);
    if (first) files.problems.push(`${where}: the ${what} "${value}" is already used by ${first}`);
    else seen.set(value, where);
  }
}

/** No two projects share a number: the lists show projects in its order. */
function uniqueProjectIds({ files, read }: ReadContent) {
  const pairs = read.projects.entries.map(
    (p) => [String(p.id), `content/projects/${p.key}`] as const,
  );
  noDuplicates(files, pairs, "project id");
}

/** No two pages answer at one address in a language, earlier addresses included. */
function uniqueAddresses(content: ReadContent) {
  const { files, read } = content;
  const former = formerSlugs(content);
  const earlier = (kind: ItemKind, locale: Locale) =>
    former
      .filter((slug) => slug.kind === kind && slug.locale === locale)
      .map((slug) => [slug.from, `an earlier address of ${slug.to}`] as const);
  for (const locale of locales) {
    const language = languageNames[locale].en;
    const entry = (folder: string, key: string) => `content/${folder}/${key}/index.${locale}.md`;
    noDuplicates(
      files,
      [
        ...read.projects.entries.map((p) => [p.slug[locale], entry("projects", p.key)] as const),
        ...earlier("project", locale),
      ],
      `${language} project address`,
    );
    noDuplicates(
      files,
      [
        ...read.news.entries.map((a) => [a.slug[locale], entry("news", a.key)] as const),
        ...(read.videos ?? []).map((v) => [v.slug, `content/videos.yaml (${v.slug})`] as const),
        ...earlier("article", locale),
      ],
      `${language} news address`,
    );
  }
}

/**
 * A step of "How we work" names an article by its folder. A folder whose
 * files were refused still counts: its own problem is reported there, not
 * again here.
 */
function stepsNameArticles({ files, read }: ReadContent) {
  const folders = new Set(read.news.folders.map((folder) => folder.key));
  read.about?.process.steps.forEach(({ article }, index) => {
    if (article && !folders.has(article))
      files.fieldProblem(
        path.join(files.dir, collections.about.file),
        `process.steps[${index + 1}].article`,
        `no article is in content/news/${article}/ (name the article by its folder)`,
      );
  });
}

/**
 * An article reads well on a phone when it has sections to find one's way
 * by: at least two subheadings and a bulleted list. The build warns of one
 * without, and publishes it.
 */
function articlesHaveSections({ files, read }: ReadContent) {
  for (const article of read.news.entries) {
    for (const locale of locales) {
      const blocks = parseArticleMarkup(article.body[locale]);
      const headings = blocks.filter((block) => block.type === "h2" || block.type === "h3").length;
      const lists = blocks.filter((block) => block.type === "ul").length;
      if (headings >= 2 && lists >= 1) continue;
      const missing = [
        headings === 0 ? "no subheadings" : headings === 1 ? "only one subheading" : "",
        lists ? "" : "no bulleted list",
      ].filter(Boolean);
      files.warnings.push(
        `content/news/${article.key}/index.${locale}.md: the text has ${missing.join(" and ")}. Readers on a phone find their way by sections: give it at least two subheadings (Heading 2) and a bulleted list.`,
      );
    }
  }
}

/**
 * A diary entry names its project by the project's folder. A folder whose
 * files were refused still counts: its own problem is reported there.
 */
function diaryNamesProjects({ files, read }: ReadContent) {
  const projects = new Set(read.projects.folders.map((folder) => folder.key));
  for (const note of read.diary.notes.filter((note) => !projects.has(note.project)))
    files.fieldProblem(
      path.join(files.dir, collections.diary.folder, `${note.key}.yaml`),
      "project",
      `no project is in content/projects/${note.project}/ (choose the project from the list)`,
    );
}

/**
 * A project's build diary agrees with the project's tiles beside it
 * (decision 088): from its first entry to its last it runs no longer than
 * the project's timeline, and a project marked Completed has no entry after
 * its build could have ended (its timeline, counted from the end of the
 * year construction started). Either stops the build, naming the entry's
 * file and its date, and the project's file and the field to check.
 */
function diaryWithinTimeline({ files, read }: ReadContent) {
  const entryFile = (key: string) => path.join(files.dir, collections.diary.folder, `${key}.yaml`);
  for (const project of read.projects.entries) {
    const notes = read.diary.notes
      .filter((note) => note.project === project.key)
      .sort((a, b) => a.date.localeCompare(b.date));
    const [first, last] = [notes[0], notes.at(-1)];
    if (!first || !last) continue;
    const projectFile = `content/${collections.projects.folder}/${project.key}/index.en.md`;
    const months = timelineMonths(project.timeline);
    const until = addMonths(first.date, months);
    if (last.date > until)
      files.fieldProblem(
        entryFile(last.key),
        "date",
        `the build diary of ${project.title.en} runs from ${first.date} to ${last.date}, longer than the project's timeline of ${months} months (from its first entry, until ${until}): correct the timeline in ${projectFile}, field "timeline", or the entries' dates`,
      );
    if (project.status !== "completed") continue;
    const handover = latestHandover(project.year, project.timeline);
    for (const note of notes.filter((entry) => entry.date > handover))
      files.fieldProblem(
        entryFile(note.key),
        "date",
        `${project.title.en} is marked Completed, started in ${project.year} with a timeline of ${months} months, so its build ended by ${handover}; this entry is dated after it: correct its date, or the project's "status", "year" or "timeline" in ${projectFile}`,
      );
  }
}

/**
 * Each photo of a diary entry is described by one line, in each language.
 * The editor cannot count them against the photos, so the build warns of a
 * photo left without one (the page then names it by its place and date) and
 * of lines with no photo, and publishes the entry.
 */
function diaryPhotosDescribed({ files, read }: ReadContent) {
  for (const note of read.diary.notes) {
    for (const locale of locales) {
      const lines = photoLines(note.descriptions[locale]).length;
      if (lines === note.photos.length) continue;
      const language = languageNames[locale].en;
      files.warnings.push(
        `content/${collections.diary.folder}/${note.key}.yaml, field "descriptions.${locale}": ${note.photos.length} photo${note.photos.length === 1 ? "" : "s"} and ${lines} ${language} line${lines === 1 ? "" : "s"}. Write one line per photo, in the photos' order, so that each is described to people who cannot see it.`,
      );
    }
  }
}

/**
 * A photo's description written in one language starts the other's as the
 * same words, to be translated (the editor, decision 078). The two reading
 * alike is the mark: the build names each, and publishes.
 */
function descriptionsTranslated({ files, read }: ReadContent) {
  const same = (text: Record<Locale, string>) => text.en.trim() === text.es.trim();
  for (const article of read.news.entries.filter((article) => same(article.imageAlt)))
    files.warnings.push(
      `content/news/${article.key}/index.en.md, field "imageAlt": the English and Spanish descriptions are the same words. Translate the one still in the other language, for visitors who cannot see the photo.`,
    );
  for (const note of read.diary.notes.filter((note) => same(note.descriptions)))
    files.warnings.push(
      `content/${collections.diary.folder}/${note.key}.yaml, field "descriptions": the English and Spanish lines are the same words. Translate the ones still in the other language, for visitors who cannot see the photos.`,
    );
}

/**
 * What the company still has to fill in or confirm before launch (launch.ts):
 * a fact to come is left off the site, a stand-in is shown; the build lists
 * each, and publishes.
 */
function launchChecklist(content: ReadContent) {
  const warning = launchWarning(launchItems(content));
  if (warning) content.files.warnings.push(warning);
}

/** The rules between files, in the order the build checks them. */
export const betweenFiles = {
  imagesExist,
  uniqueProjectIds,
  uniqueAddresses,
  stepsNameArticles,
  diaryNamesProjects,
  diaryWithinTimeline,
  diaryPhotosDescribed,
  descriptionsTranslated,
  articlesHaveSections,
  launchChecklist,
} satisfies Record<string, (content: ReadContent) => void>;
