import type { ProjectCategory } from "~/content/categories";
import { content, type Project } from "~/content/content.server";
import { imageFile } from "~/content/images.server";
import { shownImage, sourceOfImage } from "~/content/pictures.server";
import type { Locale } from "~/i18n/locales";
import { itemPath } from "~/pages";
import { sameProportions } from "~/lib/before-after";
import { clampDescription } from "~/lib/description";
import { pictureAlt, pictureCount, pictureSource, thumbnailLabel } from "~/lib/drawings";
import { withAlt, type ImageAsset } from "~/lib/images";
import { localize, type Localize } from "~/lib/localize";
import { neighbours, projectLinkWords, projectSummary } from "~/lib/project-details";
import { walkthroughShown, walkthroughVideo, type VideoData } from "~/lib/video";
import { diaryUpdated, projectDiary, type ProjectDiaryData } from "./diary.server";
import { projectView, type ProjectFields, type ProjectView } from "./view";

// What the projects routes' loaders send to the page: one language's strings
// and only the images the view shows, so the browser never loads all content.

/** A project as its card shows it. */
export interface ProjectCardData {
  slug: string;
  category: ProjectCategory;
  location: string;
  title: string;
  description: string;
  /** Short facts: "420 m² built · 4 bedrooms". */
  summary: string;
  cover: ImageAsset;
  /** For a project in progress with a build diary, its newest entry's day: "Updated Nov 20". */
  updated?: string;
}

/** A link to another project from a project's dialog. */
interface ProjectLink {
  /** Its path, to which the page adds the list's filter. */
  path: string;
  title: string;
}

/** The fields of a project its dialog shows as the content gives them (its year, status, scope, ...). */
type ContentFields = Localize<
  Omit<
    Project,
    "key" | "slug" | "body" | "description" | "facts" | "gallery" | "beforeAfter" | "walkthrough"
  >
>;

/**
 * A project as its detail dialog and gallery show it: its detail (view.ts)
 * with every field the content gives, and what only the dialog has.
 */
export type ProjectDetailData = ProjectView &
  ContentFields &
  Omit<ProjectCardData, "description" | "summary" | "updated"> & {
    map: { href: string; label: string };
    /** The projects before and after this one, in the list's order, wrapping. */
    previous: ProjectLink & { label: string };
    next: ProjectLink & { label: string };
    /** The region of those two links. */
    moreLabel: string;
    /** A WhatsApp chat whose first message (`text`) names the project; the page writes its link. */
    chat: { text: string; label: string };
    /**
     * The gallery, cover first: image ids, their alt text (said to be a design
     * view while a picture is a drawing) and their thumbnail's name. The files
     * load with the gallery (gallery-images.ts).
     */
    gallery: { id: string; alt: string; label: string }[];
    /** How many pictures it has, and which are drawings: "10 design views, not photographs". */
    galleryCount: string;
    metaDescription: string;
    /** The project's build diary, newest first, where it has one. */
    diary: ProjectDiaryData | null;
  };

// Projects whose before and after photos differ in shape, warned of once a build.
const unevenPairs = new Set<string>();

function beforeAfterOf(project: Project, locale: Locale): ProjectFields["beforeAfter"] {
  if (!project.beforeAfter) return undefined;
  const { before, after } = project.beforeAfter;
  const [a, b] = [imageFile(before.image), imageFile(after.image)];
  // The frame crops both photos to its own shape, so any pair can be shown;
  // two of different shapes are cropped differently and may not line up. The
  // editor cannot see a photo's shape, so the build says so and goes on.
  if (!sameProportions(a, b) && !unevenPairs.has(project.key)) {
    unevenPairs.add(project.key);
    console.warn(
      `warning: content/projects/${project.key}/index.en.md, field "beforeAfter": the before and after photos have different proportions (${a.width}×${a.height} and ${b.width}×${b.height}); both are cropped to the comparison's frame and may not line up. Use two photos taken the same way.`,
    );
  }
  return {
    before: shownImage(before.image, before.alt[locale], locale),
    after: shownImage(after.image, after.alt[locale], locale),
  };
}

/**
 * The project's walkthrough: its poster is the project's own image (the one
 * the content names, else the cover), drawn in the frame of a video with no
 * portrait crop and no blurred preview, and decorative, since the play
 * control it sits under says what it is. None while its video is still a
 * stand-in (walkthroughShown).
 */
function walkthroughOf(project: Project, locale: Locale): VideoData | null {
  if (!project.walkthrough || !walkthroughShown(project.walkthrough)) return null;
  const { youtube, poster = project.gallery[0]!.image } = project.walkthrough;
  return walkthroughVideo(
    {
      id: youtube,
      poster: { ...withAlt(imageFile(poster), ""), placeholder: "", portrait: undefined },
      title: project.title[locale],
    },
    locale,
  );
}

/** The gallery's pictures, each described and named by what it is, and their count. */
function galleryOf(gallery: Project["gallery"], locale: Locale) {
  const pictures = gallery.map(({ image, alt }) => ({
    id: image,
    alt: alt[locale],
    source: pictureSource(sourceOfImage(image), alt[locale], locale),
  }));
  return {
    gallery: pictures.map((picture, index) => ({
      id: picture.id,
      alt: pictureAlt(picture.alt, picture.source, locale),
      label: thumbnailLabel(picture, index + 1, pictures.length, locale),
    })),
    galleryCount: pictureCount(
      pictures.map(({ source }) => source),
      locale,
    ),
  };
}

function factsOf(project: Project) {
  return { ...project.facts, category: project.category, location: project.location };
}

function card(project: Project, locale: Locale): ProjectCardData {
  const cover = project.gallery[0]!;
  return {
    slug: project.slug[locale],
    category: project.category,
    location: project.location,
    title: project.title[locale],
    description: project.description[locale],
    summary: projectSummary(factsOf(project), locale),
    cover: shownImage(cover.image, cover.alt[locale], locale),
    updated: diaryUpdated(project, locale) ?? undefined,
  };
}

/**
 * The grid's cards. Their pictures are decorative (the title names the
 * card), so they carry no alt text; a drawing keeps its tag.
 */
export function projectCards(locale: Locale): ProjectCardData[] {
  return content().projects.map((project) => {
    const data = card(project, locale);
    return { ...data, cover: { ...data.cover, alt: "" } };
  });
}

/** One project by its slug in a language, or null. */
function findProject(slug: string | undefined, locale: Locale): Project | null {
  return content().projects.find((p) => p.slug[locale] === slug) ?? null;
}

export function projectDetail(slug: string | undefined, locale: Locale): ProjectDetailData | null {
  const project = findProject(slug, locale);
  if (!project) return null;
  // The card's description is not in the dialog: it becomes the meta
  // description. The dialog lists the facts the card's summary shortens.
  const { description, summary, updated, ...rest } = card(project, locale);
  const { projects } = content();
  const around = neighbours(projects, projects.indexOf(project));
  const link = (other: Project) => ({
    path: itemPath("project", other.slug[locale], locale),
    title: other.title[locale],
  });
  const words = projectLinkWords(locale, { title: rest.title, location: project.location });
  const {
    key,
    slug: address,
    description: text,
    body,
    gallery,
    facts,
    beforeAfter,
    walkthrough,
    ...fields
  } = project;
  const localized = localize(fields, locale);
  const view = projectView(
    {
      ...localized,
      facts,
      body: body[locale],
      cover: rest.cover,
      beforeAfter: beforeAfterOf(project, locale),
      walkthrough: walkthroughOf(project, locale),
    },
    locale,
  );
  return {
    ...localized,
    ...view,
    ...rest,
    // Every project of the content gives its place's coordinates.
    map: view.map!,
    previous: { ...link(around.previous), label: words.previous },
    next: { ...link(around.next), label: words.next },
    moreLabel: words.more,
    chat: { text: words.chatText, label: words.chat },
    ...galleryOf(gallery, locale),
    diary: projectDiary(project, locale),
    metaDescription: clampDescription(description),
  };
}
