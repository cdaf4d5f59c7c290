import { useId } from "react";
import type { ProjectDetailData } from "~/content/projects/views";
import { buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Picture } from "~/components/ui/picture";
import { useT } from "~/i18n/use-locale";
import { CategoryBadge } from "./category-badge";
import { ProjectFacts } from "./project-facts";

interface ProjectDialogProps {
  project: ProjectDetailData;
  /** The list's URL, for the close link that works without JavaScript. */
  closeHref: string;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
  onOpenGallery: () => void;
}

/** A project over the list: its cover, story, facts and the way into its gallery. */
export default function ProjectDialog({
  project,
  closeHref,
  onClose,
  returnFocus,
  onOpenGallery,
}: ProjectDialogProps) {
  const { t } = useT();
  const titleId = useId();

  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      returnFocus={returnFocus}
      closeHref={closeHref}
      closeClassName="bg-paper/90 text-ink shadow-card backdrop-blur-sm hover:bg-white"
      className="max-h-[calc(100dvh-1.5rem)] w-[min(68rem,calc(100vw-1.5rem))] rounded-card bg-paper text-ink shadow-raised"
    >
      <article data-project-dialog={project.slug}>
        <Picture
          image={project.cover}
          sizes="(min-width: 1112px) 1088px, calc(100vw - 24px)"
          priority
          className="aspect-[3/2] sm:aspect-[2/1] lg:aspect-[5/2]"
          imgClassName="object-cover"
        />
        <div className="grid gap-8 p-6 sm:p-10 lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-x-14 lg:p-12">
          <header className="lg:col-start-1">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <CategoryBadge category={project.category} />
              <span className="flex items-center gap-2.5 text-eyebrow font-semibold text-sand-700 uppercase">
                <span aria-hidden="true" className="h-px w-5 bg-sand-400" />
                {project.location}
              </span>
            </div>
            <h2 id={titleId} className="mt-5 font-display text-display-md text-balance">
              {project.title}
            </h2>
          </header>
          {/* Second in reading order, so on a phone the facts come before the story. */}
          <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:border-l lg:border-ink/10 lg:pl-10">
            <ProjectFacts project={project} />
            <button
              type="button"
              onClick={onOpenGallery}
              data-open-gallery=""
              className={buttonClass("dark", "mt-4 w-full lg:mt-6")}
            >
              {t("projects.viewGallery")}
            </button>
            <p className="mt-3 text-center text-body-sm text-concrete-600 print:hidden">
              {t("projects.photoCount", { count: project.gallery.length })}
            </p>
          </div>
          <div className="max-w-prose space-y-4 text-body text-pretty text-concrete-700 lg:col-start-1">
            {project.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </article>
    </Dialog>
  );
}
