import { ArrowRight, MessageCircle } from "lucide-react";
import { useId } from "react";
import { Link, useLocation } from "react-router";
import type { ProjectDetailData } from "~/content/projects/views.server";
import { buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { ExternalLink } from "~/components/ui/external-link";
import { Picture } from "~/components/ui/picture";
import { useT } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { whatsappHref } from "~/lib/contact-links";
import { BeforeAfter } from "./before-after";
import { BuildDiary } from "./build-diary";
import { folderOf } from "./gallery-images";
import { CategoryBadge } from "./category-badge";
import { ProjectFacts } from "./project-facts";

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
 * A project over the list: its cover, scope, story and facts, the way into
 * its gallery, a chat about it, and the projects before and after it.
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
        <Picture
          image={project.cover}
          sizes="(min-width: 1112px) 1088px, calc(100vw - 24px)"
          priority
          className="aspect-[3/2] sm:aspect-[2/1] lg:aspect-[5/2]"
          imgClassName="object-cover"
        />
        {/* On a wide screen the facts column spans both rows, and the second row
            takes whatever height it adds: the first stays as tall as the header,
            so the story follows the subtitle instead of waiting below the facts. */}
        <div className="grid gap-8 p-6 sm:p-10 lg:grid-cols-[minmax(0,1fr)_17rem] lg:grid-rows-[auto_1fr] lg:gap-x-14 lg:p-12">
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
            <p data-scope="" className="mt-4 text-body-lg text-pretty text-concrete-600">
              {project.scope}
            </p>
          </header>
          {/* Second in reading order, so on a phone the facts come before the story. */}
          <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:border-l lg:border-ink/10 lg:pl-10">
            <ProjectFacts project={project} />
            <button
              type="button"
              onClick={onOpenGallery}
              // Names the photos' folder, so a deep link's scripts fetch their
              // list as they start (routes/project.tsx).
              data-open-gallery={folderOf(project.gallery)}
              className={buttonClass("dark", "mt-4 w-full lg:mt-6")}
            >
              {t("projects.viewGallery")}
            </button>
            <p className="mt-3 text-center text-body-sm text-concrete-600 print:hidden">
              {t("projects.photoCount", { count: project.gallery.length })}
            </p>
            <dl
              data-facts=""
              className="mt-6 divide-y divide-ink/10 border-y border-ink/10 text-body-sm"
            >
              {project.facts.map(({ key, term, detail }) => (
                <div
                  key={key}
                  data-fact={key}
                  className={cn(
                    "gap-4 py-2.5",
                    // The services are a sentence: under their term, not beside it.
                    key === "services" ? "space-y-1" : "flex justify-between",
                  )}
                >
                  <dt className="text-concrete-600">{term}</dt>
                  <dd
                    className={cn("font-semibold text-pretty", key !== "services" && "text-right")}
                  >
                    {key === "location" ? (
                      <ExternalLink
                        href={project.map.href}
                        className="underline decoration-sand-400 underline-offset-4 hover:text-ocean-700"
                      >
                        <span className="sr-only">{project.map.label}</span>
                        <span aria-hidden="true">{detail}</span>
                      </ExternalLink>
                    ) : (
                      detail
                    )}
                  </dd>
                </div>
              ))}
            </dl>
            <ExternalLink
              href={whatsappHref(project.chat.text)}
              data-project-chat=""
              className="mt-5 flex items-center gap-3 font-semibold text-ocean-700 underline decoration-sand-400 underline-offset-4 transition-colors hover:text-ink print:hidden"
            >
              <MessageCircle aria-hidden="true" className="size-5 shrink-0" />
              {project.chat.label}
            </ExternalLink>
          </div>
          <div className="space-y-8 lg:col-start-1 lg:row-start-2">
            <div
              data-story=""
              className="max-w-prose space-y-4 text-body text-pretty text-concrete-700"
            >
              {project.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            {project.beforeAfter ? <BeforeAfter comparison={project.beforeAfter} /> : null}
            {project.diary ? <BuildDiary diary={project.diary} /> : null}
          </div>
        </div>
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
