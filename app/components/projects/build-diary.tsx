import { useId } from "react";
import { Link } from "react-router";
import type { DiaryEntryData, DiaryLink, ProjectDiaryData } from "~/content/projects/diary.server";
import { Picture } from "~/components/ui/picture";
import { cn } from "~/lib/cn";

/*
 * A project's build diary: its newest entries in full, newest first, and the
 * others as links by their day, each entry at its own page's address
 * (decision 063). Every word and link comes finished in the loader's data.
 */

/** Three to a row in the dialog's column: about a third of it on any screen. */
const thumbnailSizes = "(min-width: 1112px) 200px, (min-width: 640px) 28vw, 30vw";

const linkClass =
  "font-semibold text-ocean-700 underline decoration-sand-400 underline-offset-4 transition-colors hover:text-ink";

/** The feed's link; the icon is drawn here, so no icon module joins every page's scripts. */
export function DiaryFeedLink({
  feed,
  className,
}: {
  feed: ProjectDiaryData["feed"];
  className?: string;
}) {
  return (
    <a
      href={feed.href}
      type="application/rss+xml"
      data-diary-feed=""
      className={cn("inline-flex items-center gap-2", linkClass, className)}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0 fill-current">
        <circle cx="5" cy="19" r="2.5" />
        <path d="M3 10.5a10.5 10.5 0 0 1 10.5 10.5h-3A7.5 7.5 0 0 0 3 13.5zM3 3a18 18 0 0 1 18 18h-3A15 15 0 0 0 3 6z" />
      </svg>
      {feed.label}
    </a>
  );
}

/** An entry's day, linking to the entry's own page. */
function EntryDay({ entry }: { entry: DiaryLink & { day: string } }) {
  return (
    <Link to={entry.href} prefetch="intent" className={cn(linkClass, "font-display text-2xl")}>
      <time dateTime={entry.date}>{entry.day}</time>
    </Link>
  );
}

/**
 * One entry in the dialog: its day, its note and its pictures, each leading
 * to the entry's page, and the line that says which are drawings.
 */
function DiaryEntry({ entry }: { entry: DiaryEntryData }) {
  return (
    <article data-diary-entry={entry.date} className="space-y-3">
      <h4 className="leading-tight">
        <EntryDay entry={entry} />
      </h4>
      <p className="max-w-prose text-body text-pretty text-concrete-700">{entry.note}</p>
      <ul className="grid grid-cols-3 gap-2">
        {entry.photos.map((photo, index) => (
          <li key={photo.id}>
            <Link
              to={`${entry.href}#photo-${index + 1}`}
              className="block rounded-card outline-offset-2 focus-visible:outline-2 focus-visible:outline-ocean-500"
            >
              <Picture
                image={photo}
                sizes={thumbnailSizes}
                placeholder={false}
                className="aspect-[4/3] rounded-card bg-sand-100"
                imgClassName="object-cover"
              />
            </Link>
          </li>
        ))}
      </ul>
      {entry.drawn ? (
        <p data-drawn-note="" className="text-body-sm text-concrete-600">
          {entry.drawn}
        </p>
      ) : null}
    </article>
  );
}

/** Entries as links by their day, as a project's dialog and an entry's page list them. */
export function DiaryDays({
  links,
  current,
  className,
}: {
  links: DiaryLink[];
  /** The page's own entry, marked as the current page. */
  current?: string;
  className?: string;
}) {
  return (
    <ul className={cn("flex flex-wrap gap-2", className)}>
      {links.map((link) => (
        <li key={link.href}>
          <Link
            to={link.href}
            prefetch="intent"
            aria-current={link.href === current ? "page" : undefined}
            className="inline-flex min-h-10 items-center rounded-pill border border-ink/15 px-4 text-body-sm font-semibold text-ink transition-colors hover:border-ocean-700 hover:text-ocean-700 aria-[current=page]:border-ocean-900 aria-[current=page]:bg-ocean-900 aria-[current=page]:text-white"
          >
            <time dateTime={link.date}>{link.label}</time>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * "Build diary" in a project's detail: the day it was last updated, its
 * feed, the newest entries in full, and the earlier ones by their day.
 */
export function BuildDiary({ diary }: { diary: ProjectDiaryData }) {
  const titleId = useId();
  const earlierId = useId();
  return (
    <section aria-labelledby={titleId} data-build-diary="" className="border-t border-ink/10 pt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h3 id={titleId} className="font-display text-display-sm">
          {diary.title}
        </h3>
        <p className="text-body-sm text-concrete-600">{diary.updated}</p>
      </div>
      <DiaryFeedLink feed={diary.feed} className="mt-2 text-body-sm print:hidden" />
      <ol className="mt-8 space-y-10 border-l border-sand-300 pl-6">
        {diary.latest.map((entry) => (
          <li key={entry.href} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-2.5 -left-[1.9rem] size-3 rounded-full bg-sand-400 ring-4 ring-paper"
            />
            <DiaryEntry entry={entry} />
          </li>
        ))}
      </ol>
      {diary.earlier ? (
        <nav aria-labelledby={earlierId} className="mt-10 print:hidden">
          <h4 id={earlierId} className="text-eyebrow font-semibold text-sand-700 uppercase">
            {diary.earlier.label}
          </h4>
          <DiaryDays links={diary.earlier.links} className="mt-4" />
        </nav>
      ) : null}
    </section>
  );
}
