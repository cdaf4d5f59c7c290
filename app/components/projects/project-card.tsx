import { memo } from "react";
import { Link } from "react-router";
import type { ProjectCardData } from "~/content/projects/views.server";
import { Picture } from "~/components/ui/picture";
import { CategoryBadge } from "./category-badge";

/** One column on phones, two from md, three from lg: the grid's cell widths. */
const cardSizes =
  "(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 768px) 46vw, 92vw";

interface ProjectCardProps {
  project: ProjectCardData;
  /** The project's URL, with the list's query string. */
  href: string;
}

/**
 * A project in the grid. The title is the link; its overlay makes the whole
 * card clickable while the link's name stays the title. Memoized: the list
 * renders again once the page has hydrated (it reads the query string then),
 * and cards whose props are unchanged stay as they are.
 */
export const ProjectCard = memo(function ProjectCard({ project, href }: ProjectCardProps) {
  return (
    <article className="group relative flex h-full flex-col">
      <div className="relative overflow-hidden rounded-card bg-sand-100 shadow-card">
        <Picture
          image={project.cover}
          sizes={cardSizes}
          decorative
          tagged
          className="aspect-[4/3]"
          imgClassName="object-cover transition-transform duration-700 ease-out-soft group-hover:scale-[1.04]"
        />
        <CategoryBadge
          category={project.category}
          className="absolute top-4 left-4 bg-paper/90 backdrop-blur-sm"
        />
      </div>
      <p className="mt-6 flex items-center gap-2.5 text-eyebrow font-semibold text-sand-700 uppercase">
        <span aria-hidden="true" className="h-px w-5 bg-sand-400" />
        {project.location}
      </p>
      <h3 className="mt-2 font-display text-[1.75rem] leading-tight text-balance">
        <Link
          to={href}
          preventScrollReset
          prefetch="intent"
          state={{ fromList: true }}
          data-project={project.slug}
          className="outline-none after:absolute after:inset-0 after:rounded-card focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-ocean-500"
        >
          {project.title}
        </Link>
      </h3>
      <p className="mt-3 line-clamp-3 text-body-sm text-pretty text-concrete-600">
        {project.description}
      </p>
      <p data-summary="" className="mt-4 text-body-sm font-semibold text-ink">
        {project.summary}
      </p>
      {project.updated ? (
        <p data-updated="" className="mt-2 flex items-center gap-2 text-body-sm text-sand-700">
          <span aria-hidden="true" className="size-2 rounded-full bg-sand-400" />
          {project.updated}
        </p>
      ) : null}
    </article>
  );
});
