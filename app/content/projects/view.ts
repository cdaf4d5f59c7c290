import type { Project } from "~/content/content.server";
import type { Locale } from "~/i18n/locales";
import { beforeAfterWords, type BeforeAfterWords } from "~/lib/before-after";
import { isDrawn, pairNote } from "~/lib/drawings";
import type { PictureImage } from "~/lib/images";
import type { Localize } from "~/lib/localize";
import { placeMapHref } from "~/lib/map-links";
import { projectFactList, projectLinkWords, type Fact } from "~/lib/project-details";
import type { VideoData } from "~/lib/video";

/*
 * A project's detail as the site draws it (components/projects/
 * project-detail.tsx), made from its fields in one language. The projects'
 * loaders call it at pre-render and the editor's preview as the owner types,
 * so the two draw the same thing. It reads no file and runs in the browser.
 */

/** A before-and-after comparison: two images of one frame, and the slider's words. */
export interface BeforeAfterData {
  before: PictureImage;
  after: PictureImage;
  words: BeforeAfterWords;
  /** Where either picture is a drawing, the line that says which (lib/drawings.ts). */
  note?: string;
}

/**
 * A project's fields in one language, its images already found, as far as
 * they are written: the site's content has them all, a project half written
 * in the editor only some. Any field the schema gains comes along.
 */
export type ProjectFields = Partial<
  Omit<
    Localize<Project>,
    "key" | "slug" | "body" | "facts" | "gallery" | "beforeAfter" | "walkthrough"
  >
> & {
  facts?: Partial<Project["facts"]>;
  /** The details text, paragraphs separated by blank lines. */
  body?: string;
  /** The gallery's first photo. */
  cover?: PictureImage;
  beforeAfter?: { before: PictureImage; after: PictureImage };
  /** A video of the project, which plays in place once tapped (lib/video); the site's pages have it, the editor's preview not. */
  walkthrough?: VideoData | null;
};

/** What a project's detail draws. */
export type ProjectView = Omit<ProjectFields, "facts" | "body" | "beforeAfter"> & {
  facts: Fact[];
  /** A map of the project's town or beach, where its place is given. */
  map?: { href: string; label: string };
  /** The details text, one string per paragraph. */
  paragraphs: string[];
  /** The same view before the work and after it, where the project has one. */
  beforeAfter: BeforeAfterData | null;
};

/** A text's paragraphs: split at blank lines, each on one line. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/**
 * One frame, one shape: no portrait crop. No blurred preview either: the
 * frame's own ground shows while the images load, and the page is lighter.
 */
function framed(image: PictureImage): PictureImage {
  return "src" in image ? image : { ...image, placeholder: "", portrait: undefined };
}

function comparison(
  { before, after }: NonNullable<ProjectFields["beforeAfter"]>,
  locale: Locale,
): BeforeAfterData {
  const source = (image: PictureImage) => (isDrawn(image) ? "drawing" : "photo");
  const note = pairNote({ before: source(before), after: source(after) }, locale);
  return {
    before: framed(before),
    after: framed(after),
    words: beforeAfterWords(locale),
    ...(note ? { note } : {}),
  };
}

export function projectView(project: ProjectFields, locale: Locale): ProjectView {
  const { facts = {}, body = "", beforeAfter, ...fields } = project;
  const { coordinates } = facts;
  const words = projectLinkWords(locale, {
    title: fields.title ?? "",
    location: fields.location ?? "",
  });
  return {
    ...fields,
    facts: projectFactList({ ...facts, location: fields.location }, locale),
    map: coordinates ? { href: placeMapHref(coordinates), label: words.map } : undefined,
    paragraphs: paragraphsOf(body),
    beforeAfter: beforeAfter ? comparison(beforeAfter, locale) : null,
  };
}
