import { ArrowRight, MessageCircle } from "lucide-react";
import { useId } from "react";
import { Link, useLocation } from "react-router";
import type { ProjectDetailData } from "~/content/projects/views.server";
import { buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { ExternalLink } from "~/components/ui/external-link";
import { useT } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { whatsappHref } from "~/lib/contact-links";
import { BuildDiary } from "./build-diary";
import { ProjectDetail } from "./project-detail";

interface ProjectDialogProps {
  project: ProjectDetailData;
  /** The list's URL, for the close link that works without JavaScript. */
  closeHref: string;
  /** The list's filter, kept on the links to the previous and next projects. */
  query: string;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
  onOpenGallery: () => void;
}

/**
 * A project over the list: its detail (project-detail.tsx), the way into its
 * gallery, a chat about it, its build diary, and the projects before and after it.
 */
export default function ProjectDialog({
  project,
  closeHref,
  query,
  onClose,
  returnFocus,
  onOpenGallery,
}: ProjectDialogProps) {
  const { t } = useT();
  const titleId = useId();
  // Moving to a neighbour replaces this entry and keeps how the visitor came,
  // so closing still returns to the list, as Back does.
  const { state } = useLocation();

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
        <ProjectDetail
          project={project}
          titleId={titleId}
          gallery={
            <>
              <button
                type="button"
                onClick={onOpenGallery}
                className={buttonClass("dark", "mt-4 w-full lg:mt-6")}
              >
                {t("projects.viewGallery")}
              </button>
              <p data-gallery-count="" className="mt-3 text-center text-body-sm text-concrete-600">
                {project.galleryCount}
              </p>
            </>
          }
          contact={
            <ExternalLink
              href={whatsappHref(project.chat.text)}
              data-project-chat=""
              className="mt-5 flex items-center gap-3 font-semibold text-ocean-700 underline decoration-sand-400 underline-offset-4 transition-colors hover:text-ink print:hidden"
            >
              <MessageCircle aria-hidden="true" className="size-5 shrink-0" />
              {project.chat.label}
            </ExternalLink>
          }
          diary={project.diary ? <BuildDiary diary={project.diary} /> : null}
        />
        <nav
          aria-label={project.moreLabel}
          className="grid grid-cols-2 border-t border-ink/10 print:hidden"
        >
          {[project.previous, project.next].map((other, index) => (
            <Link
              key={other.label}
              to={other.path + query}
              replace
              preventScrollReset
              prefetch="intent"
              state={state}
              data-neighbour={index === 0 ? "previous" : "next"}
              className={cn(
                "group flex flex-col gap-1 p-6 transition-colors hover:bg-sand-50 sm:px-10 lg:px-12",
                index === 0 ? "items-start" : "items-end border-l border-ink/10 text-right",
              )}
            >
              <span className="flex items-center gap-2 text-eyebrow font-semibold text-concrete-600 uppercase">
                {index === 0 ? (
                  <ArrowRight aria-hidden="true" className="size-4 rotate-180" />
                ) : null}
                {other.label}
                {index === 1 ? <ArrowRight aria-hidden="true" className="size-4" /> : null}
              </span>
              <span className="font-display text-2xl text-balance group-hover:text-ocean-700">
                {other.title}
              </span>
            </Link>
          ))}
        </nav>
      </article>
    </Dialog>
  );
}
