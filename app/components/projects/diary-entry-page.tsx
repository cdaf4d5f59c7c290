import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import type { DiaryEntryPageData } from "~/content/projects/diary.server";
import { Container } from "~/components/ui/container";
import { PageHero } from "~/components/ui/page-hero";
import { Picture } from "~/components/ui/picture";
import { cn } from "~/lib/cn";
import { DiaryDays, DiaryFeedLink } from "./build-diary";

/**
 * The first photo spans the entry's column (the page's width less its
 * gutters on a phone); the others share it two by two from 640 px.
 */
export const wholeColumn =
  "(min-width: 1280px) 850px, (min-width: 1024px) calc(100vw - 440px), calc(100vw - 42px)";
const halfColumn =
  "(min-width: 1280px) 420px, (min-width: 1024px) calc(50vw - 225px), (min-width: 640px) calc(50vw - 40px), calc(100vw - 42px)";

/**
 * One entry of a project's build diary at its own address: its day, its
 * note, its pictures at the width of the text (and which are drawings), the entries before and after
 * it, every entry of the diary by its day, its project and its feed.
 */
export function DiaryEntryPage({ page }: { page: DiaryEntryPageData }) {
  const { entry, project } = page;
  const allId = useId();
  const neighbours = [page.older, page.newer];

  return (
    <>
      <PageHero
        size="compact"
        eyebrow={`${page.title} · ${project.title}`}
        title={entry.day}
        subtitle={project.location}
      />
      <Container className="grid gap-12 py-section lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-16">
        <article data-diary-entry={entry.date} className="min-w-0">
          <p className="max-w-prose text-body-lg text-pretty text-concrete-700">{entry.note}</p>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2">
            {entry.photos.map((photo, index) => (
              <li
                key={photo.id}
                id={`photo-${index + 1}`}
                className={cn(index === 0 && "sm:col-span-2")}
              >
                <Picture
                  image={photo}
                  sizes={index === 0 ? wholeColumn : halfColumn}
                  priority={index === 0}
                  placeholder={false}
                  className="rounded-card bg-sand-100"
                />
              </li>
            ))}
          </ul>
          {entry.drawn ? (
            <p data-drawn-note="" className="mt-4 text-body-sm text-concrete-600">
              {entry.drawn}
            </p>
          ) : null}
          {page.older || page.newer ? (
            <nav
              aria-label={page.title}
              className="mt-12 grid grid-cols-2 gap-6 border-t border-ink/10 pt-6 print:hidden"
            >
              {neighbours.map((other, index) =>
                other ? (
                  <Link
                    key={other.href}
                    to={other.href}
                    prefetch="intent"
                    rel={index === 0 ? "prev" : "next"}
                    className={cn(
                      "group flex flex-col gap-1",
                      index === 1 && "col-start-2 items-end text-right",
                    )}
                  >
                    <span className="flex items-center gap-2 text-eyebrow font-semibold text-concrete-600 uppercase">
                      {index === 0 ? (
                        <ArrowRight aria-hidden="true" className="size-4 rotate-180" />
                      ) : null}
                      {other.word}
                      {index === 1 ? <ArrowRight aria-hidden="true" className="size-4" /> : null}
                    </span>
                    <time
                      dateTime={other.date}
                      className="font-display text-2xl group-hover:text-ocean-700"
                    >
                      {other.label}
                    </time>
                  </Link>
                ) : null,
              )}
            </nav>
          ) : null}
        </article>
        <aside className="space-y-10 lg:border-l lg:border-ink/10 lg:pl-10">
          <div>
            <p className="text-eyebrow font-semibold text-sand-700 uppercase">{project.label}</p>
            <Link
              to={project.href}
              prefetch="intent"
              className="mt-2 inline-block font-display text-2xl underline decoration-sand-400 underline-offset-4 hover:text-ocean-700"
            >
              {project.title}
            </Link>
          </div>
          <DiaryFeedLink feed={page.feed} className="print:hidden" />
          <nav aria-labelledby={allId} className="print:hidden">
            <h2 id={allId} className="text-eyebrow font-semibold text-sand-700 uppercase">
              {page.all.label}
            </h2>
            <DiaryDays links={page.all.links} current={entry.href} className="mt-4" />
          </nav>
        </aside>
      </Container>
    </>
  );
}
