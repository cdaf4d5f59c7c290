import type { ProjectCategory } from "~/content/categories";
import { content, type Project } from "~/content/content.server";
import { imageFile } from "~/content/images.server";
import type { Locale } from "~/i18n/locales";
import { clampDescription } from "~/lib/description";
import { withAlt, type ImageAsset } from "~/lib/images";
import {
  projectStatus,
  projectTimeline,
  projectYear,
  type ProjectStatus,
  type Timeline,
} from "~/lib/project-facts";

// What the projects routes' loaders send to the page: one language's strings
// and only the images the view shows, so the browser never loads all content.

/** A project as its card shows it. */
export interface ProjectCardData {
  slug: string;
  category: ProjectCategory;
  location: string;
  title: string;
  description: string;
  cover: ImageAsset;
}

/** A project as its detail dialog and gallery show it. */
export interface ProjectDetailData extends Omit<ProjectCardData, "description"> {
  /** The details text, one string per paragraph. */
  paragraphs: string[];
  year: number;
  status: ProjectStatus;
  timeline: Timeline;
  /** The gallery, cover first: image ids and their alt text. The files load with the gallery (gallery-images.ts). */
  gallery: { id: string; alt: string }[];
  metaDescription: string;
}

function card(project: Project, locale: Locale): ProjectCardData {
  const cover = project.gallery[0]!;
  return {
    slug: project.slug[locale],
    category: project.category,
    location: project.location,
    title: project.title[locale],
    description: project.description[locale],
    cover: withAlt(imageFile(cover.image), cover.alt[locale]),
  };
}

/** The grid's cards. Their photos are decorative (the title names the card), so they carry no alt text. */
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
  // The card's description is not in the dialog: it becomes the meta description.
  const { description, ...rest } = card(project, locale);
  return {
    ...rest,
    paragraphs: project.body[locale].split(/\n\s*\n/).map((p) => p.replace(/\s+/g, " ").trim()),
    year: projectYear(project.id),
    status: projectStatus(project.id),
    timeline: projectTimeline(project.id),
    gallery: project.gallery.map((photo) => ({ id: photo.image, alt: photo.alt[locale] })),
    metaDescription: clampDescription(description),
  };
}
