import type { Locale } from "~/i18n/locales";
import type { ImageAsset } from "~/lib/images";
import { clampDescription } from "~/lib/description";
import {
  projectStatus,
  projectTimeline,
  projectYear,
  type ProjectStatus,
  type Timeline,
} from "~/lib/project-facts";
import { projects } from ".";
import { projectImage } from "./images";
import type { Project, ProjectCategory } from "./types";

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
  /** Image ids, cover first. The images themselves load with the gallery (gallery-images.ts). */
  gallery: string[];
  metaDescription: string;
}

function card(project: Project, locale: Locale): ProjectCardData {
  return {
    slug: project.slug,
    category: project.category,
    location: project.location,
    title: project.title[locale],
    description: project.description[locale],
    cover: projectImage(project.gallery[0] ?? ""),
  };
}

/** The grid's cards. Their photos are decorative (the title names the card), so they carry no alt text. */
export function projectCards(locale: Locale): ProjectCardData[] {
  return projects.map((project) => {
    const data = card(project, locale);
    return { ...data, cover: { ...data.cover, alt: "" } };
  });
}

export function projectDetail(slug: string, locale: Locale): ProjectDetailData | null {
  const project = projects.find((p) => p.slug === slug);
  if (!project) return null;
  // The card's description is not in the dialog: it becomes the meta description.
  const { description, ...rest } = card(project, locale);
  return {
    ...rest,
    paragraphs: project.details[locale].split(/\n\s*\n/).map((p) => p.trim()),
    year: projectYear(project.id),
    status: projectStatus(project.id),
    timeline: projectTimeline(project.id),
    gallery: project.gallery,
    metaDescription: clampDescription(description),
  };
}
