import type { ReactNode } from "react";
import type { ProjectView } from "~/content/projects/view";
import { Picture } from "~/components/ui/picture";
import { VideoFacade } from "~/components/video/video-facade";
import { BeforeAfter } from "./before-after";
import { CategoryBadge } from "./category-badge";
import { FactList, ProjectTiles } from "./project-facts";

const coverFrame = "aspect-[3/2] sm:aspect-[2/1] lg:aspect-[5/2]";

interface ProjectDetailProps {
  project: ProjectView;
  /** The title's id, for a dialog named by it. */
  titleId?: string;
  /** Under the year and timeline: the way into the project's pictures. */
  gallery?: ReactNode;
  /** Under the facts: a way to ask about a project like it. */
  contact?: ReactNode;
  /**
   * Under the story: the project's build diary. Its entries are files of their
   * own, not fields of the project, so the editor's preview of a project's
   * form has none to draw.
   */
  diary?: ReactNode;
}

/**
 * A project as a visitor reads it: its cover, category and place, title and
 * scope, year and timeline, facts, story, walkthrough video, before and after, and
 * build diary. The dialog
 * over the projects list frames it (project-dialog.tsx), and the editor's
 * preview draws it as the owner types (cms/preview.tsx), so what the owner
 * previews is what the visitor sees. Its words take their language from the
 * page's address.
 */
export function ProjectDetail({ project, titleId, gallery, contact, diary }: ProjectDetailProps) {
  return (
    <>
      {project.cover ? (
        <Picture
          image={project.cover}
          sizes="(min-width: 1112px) 1088px, calc(100vw - 24px)"
          priority
          tagged
          className={coverFrame}
          imgClassName="object-cover"
        />
      ) : (
        // No picture yet (a project being written in the editor): its frame.
        <span className={`block bg-sand-100 ${coverFrame}`} />
      )}
      {/* On a wide screen the facts column spans both rows, and the second row
          takes whatever height it adds: the first stays as tall as the header,
          so the story follows the subtitle instead of waiting below the facts. */}
      <div className="grid gap-8 p-6 sm:p-10 lg:grid-cols-[minmax(0,1fr)_17rem] lg:grid-rows-[auto_1fr] lg:gap-x-14 lg:p-12">
        <header className="lg:col-start-1">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {project.category ? <CategoryBadge category={project.category} /> : null}
            <span className="flex items-center gap-2.5 text-eyebrow font-semibold text-sand-700 uppercase">
              <span aria-hidden="true" className="h-px w-5 bg-sand-400" />
              {project.location}
            </span>
          </div>
          <h2 id={titleId} className="mt-5 font-display text-display-md text-balance">
            {project.title}
          </h2>
          <p data-scope="" className="mt-4 text-body-lg text-pretty text-concrete-600">
            {project.scope}
          </p>
        </header>
        {/* Second in reading order, so on a phone the facts come before the story. */}
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:border-l lg:border-ink/10 lg:pl-10">
          <ProjectTiles project={project} />
          {gallery}
          <FactList facts={project.facts} map={project.map} />
          {contact}
        </div>
        <div className="space-y-8 lg:col-start-1 lg:row-start-2">
          <div
            data-story=""
            className="max-w-prose space-y-4 text-body text-pretty text-concrete-700"
          >
            {project.paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          {project.walkthrough ? <VideoFacade video={project.walkthrough} /> : null}
          {project.beforeAfter ? <BeforeAfter comparison={project.beforeAfter} /> : null}
          {diary}
        </div>
      </div>
    </>
  );
}
