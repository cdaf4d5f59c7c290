import { content, siteToday, type DiaryEntry, type Project } from "~/content/content.server";
import { entriesOf } from "./diary-pages.server";
import { shownImage, sourceOfImage } from "~/content/pictures.server";
import { diaryEntryAlternates, diaryEntryPath, diaryFeedPath } from "~/diary-paths";
import { localeTags, type Locale } from "~/i18n/locales";
import { diaryText, photoAlts, splitDiary, updatedLabel } from "~/lib/build-diary";
import { clampDescription } from "~/lib/description";
import { entryNote, pictureOfDay, pictureSource } from "~/lib/drawings";
import { formatDay, formatShortDay } from "~/lib/format-date";
import { imageUrl, type ImageAsset } from "~/lib/images";
import { pageTitle } from "~/lib/meta";
import { buildRss, escapeXml } from "~/lib/rss";
import { itemPath, type Localized } from "~/pages";
import { site } from "~/site";

// What the diary's loaders send to a page (a project's card and dialog, an
// entry's own page) and what its feed holds: one language's finished
// strings, and only the photos the page shows (decision 063).

/** How many entries a project's dialog shows in full; it lists the others by their day. */
export const entriesShown = 3;

/** A link to one entry, by its day. */
export interface DiaryLink {
  href: string;
  /** `YYYY-MM-DD`, for `<time datetime>`. */
  date: string;
  /** "Nov 20, 2026", "20 nov 2026". */
  label: string;
}

/** An entry as the project's dialog and its own page show it. */
export interface DiaryEntryData extends DiaryLink {
  /** "November 20, 2026", "20 de noviembre de 2026". */
  day: string;
  note: string;
  /** Its pictures, each said to be a design view while it is a drawing. */
  photos: ImageAsset[];
  /** Where some of its pictures are drawings, the line that says which (lib/drawings.ts). */
  drawn?: string;
}

/** A project's diary in its dialog: the newest entries in full, the others by their day. */
export interface ProjectDiaryData {
  title: string;
  /** "Updated Nov 20". */
  updated: string;
  feed: { href: string; label: string; title: string };
  latest: DiaryEntryData[];
  earlier: { label: string; links: DiaryLink[] } | null;
}

/** An entry's own page. */
export interface DiaryEntryPageData {
  entry: DiaryEntryData;
  project: { title: string; href: string; location: string; label: string };
  title: string;
  older: (DiaryLink & { word: string }) | null;
  newer: (DiaryLink & { word: string }) | null;
  all: { label: string; links: DiaryLink[] };
  feed: ProjectDiaryData["feed"];
  metaTitle: string;
  metaDescription: string;
  /** The same entry's page in every language. */
  alternates: Localized<string>;
}

function projectBySlug(slug: string | undefined, locale: Locale): Project | undefined {
  return content().projects.find((project) => project.slug[locale] === slug);
}

function link(project: Project, entry: DiaryEntry, address: string, locale: Locale): DiaryLink {
  return {
    href: diaryEntryPath(project.slug[locale], address, locale),
    date: entry.date,
    label: formatShortDay(entry.date, locale),
  };
}

function entryData(
  project: Project,
  { entry, address }: { entry: DiaryEntry; address: string },
  locale: Locale,
): DiaryEntryData {
  const day = formatDay(entry.date, locale);
  const files = entry.photos.map(sourceOfImage);
  const alts = photoAlts(entry.descriptions[locale], entry.photos.length, (n) =>
    pictureOfDay(files[n - 1]!, n, day, locale),
  );
  const drawn = entryNote(
    files.map((file, index) => pictureSource(file, alts[index]!, locale)),
    locale,
  );
  return {
    ...link(project, entry, address, locale),
    day,
    note: entry.note[locale],
    photos: entry.photos.map((id, index) => shownImage(id, alts[index]!, locale)),
    ...(drawn ? { drawn } : {}),
  };
}

function feedLink(project: Project, locale: Locale): ProjectDiaryData["feed"] {
  return {
    href: diaryFeedPath(project.slug[locale], locale),
    label: diaryText(locale, "follow"),
    title: pageTitle(diaryText(locale, "feedTitle", { project: project.title[locale] })),
  };
}

/** A project's diary for its dialog, or null when it has no entry. */
export function projectDiary(project: Project, locale: Locale): ProjectDiaryData | null {
  const entries = entriesOf(project);
  const newest = entries[0];
  if (!newest) return null;
  const { latest, earlier } = splitDiary(entries, entriesShown);
  return {
    title: diaryText(locale, "title"),
    updated: updatedLabel(newest.entry.date, siteToday(), locale),
    feed: feedLink(project, locale),
    latest: latest.map((item) => entryData(project, item, locale)),
    earlier: earlier.length
      ? {
          label: diaryText(locale, "earlier"),
          links: earlier.map(({ entry, address }) => link(project, entry, address, locale)),
        }
      : null,
  };
}

/**
 * The line on a project's card: the day of its newest entry, for a project
 * still in progress; null for any other.
 */
export function diaryUpdated(project: Project, locale: Locale): string | null {
  const newest = project.status === "in-progress" ? entriesOf(project)[0] : undefined;
  return newest ? updatedLabel(newest.entry.date, siteToday(), locale) : null;
}

/** An entry's page from its project's slug and its address, in one language; null if there is none. */
export function diaryEntryPage(
  projectSlug: string | undefined,
  address: string | undefined,
  locale: Locale,
): DiaryEntryPageData | null {
  const project = projectBySlug(projectSlug, locale);
  const entries = project ? entriesOf(project) : [];
  const index = entries.findIndex((item) => item.address === address);
  const found = entries[index];
  if (!project || !found) return null;
  const entry = entryData(project, found, locale);
  const title = project.title[locale];
  const neighbour = (other: (typeof entries)[number] | undefined, word: "older" | "newer") =>
    other
      ? { ...link(project, other.entry, other.address, locale), word: diaryText(locale, word) }
      : null;
  return {
    entry,
    project: {
      title,
      href: itemPath("project", project.slug[locale], locale),
      location: project.location,
      label: diaryText(locale, "project"),
    },
    title: diaryText(locale, "title"),
    older: neighbour(entries[index + 1], "older"),
    newer: neighbour(entries[index - 1], "newer"),
    all: {
      label: diaryText(locale, "all"),
      links: entries.map(({ entry: other, address: at }) => link(project, other, at, locale)),
    },
    feed: feedLink(project, locale),
    metaTitle: pageTitle(diaryText(locale, "pageTitle", { project: title, date: entry.day })),
    metaDescription: clampDescription(entry.note),
    alternates: diaryEntryAlternates(project.slug, found.address),
  };
}

/**
 * A project's diary feed in a language, RSS 2.0, newest first: each entry
 * links to its own page, its note and photos in its description. Null for a
 * project without a diary.
 */
export function diaryFeed(
  projectSlug: string | undefined,
  locale: Locale,
  origin: string = site.origin,
): string | null {
  const project = projectBySlug(projectSlug, locale);
  const entries = project ? entriesOf(project) : [];
  if (!project || entries.length === 0) return null;
  const base = origin.replace(/\/+$/, "");
  const title = project.title[locale];
  const items = entries.map((item) => {
    const entry = entryData(project, item, locale);
    const url = base + entry.href;
    const photos = entry.photos.map((photo) => {
      const width = photo.widths.find((w) => w >= 960) ?? photo.widths.at(-1)!;
      const height = Math.round((photo.height * width) / photo.width);
      return `<p><img src="${escapeXml(base + imageUrl(photo.path, width, "jpg"))}" alt="${escapeXml(photo.alt)}" width="${width}" height="${height}"></p>`;
    });
    return {
      title: `${title}, ${entry.day}`,
      link: url,
      guid: url,
      guidIsPermaLink: true,
      date: entry.date,
      description: [
        `<p>${escapeXml(entry.note)}</p>`,
        ...photos,
        ...(entry.drawn ? [`<p>${escapeXml(entry.drawn)}</p>`] : []),
      ].join("\n"),
      category: diaryText(locale, "title"),
    };
  });
  return buildRss({
    title: feedLink(project, locale).title,
    link: base + itemPath("project", project.slug[locale], locale),
    self: base + diaryFeedPath(project.slug[locale], locale),
    description: diaryText(
      locale,
      entries.some(({ entry }) => entry.photos.some((id) => sourceOfImage(id) === "drawing"))
        ? "feedDrawn"
        : "feed",
      { project: title, location: project.location },
    ),
    language: localeTags[locale],
    items,
  });
}
