import type { Locale } from "~/i18n/locales";
import type { ImageAsset } from "~/lib/images";
import { clampDescription } from "~/lib/meta-description";
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
export interface ProjectDetailData extends ProjectCardData {
  /** The details text, one string per paragraph. */
  paragraphs: string[];
  year: number;
  status: ProjectStatus;
  timeline: Timeline;
  gallery: ImageAsset[];
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

export function projectCards(locale: Locale): ProjectCardData[] {
  return projects.map((project) => card(project, locale));
}

export function projectDetail(slug: string, locale: Locale): ProjectDetailData | null {
  const project = projects.find((p) => p.slug === slug);
  if (!project) return null;
  return {
    ...card(project, locale),
    paragraphs: project.details[locale].split(/\n\s*\n/).map((p) => p.trim()),
    year: projectYear(project.id),
    status: projectStatus(project.id),
    timeline: projectTimeline(project.id),
    gallery: project.gallery.map(projectImage),
    metaDescription: clampDescription(project.description[locale]),
  };
}
