import type { ProjectView } from "~/content/projects/view";
import { ExternalLink } from "~/components/ui/external-link";
import { useT } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { timelineLong, timelineShort } from "~/lib/project-facts";

// Side by side, the tiles share their rows (a subgrid), so a label that
// wraps to two lines ("Inicio de obra") keeps both figures level.
const tile =
  "row-span-2 grid grid-rows-subgrid gap-y-0 rounded-card bg-sand-50 p-4 ring-1 ring-ink/5 sm:p-5";
const label = "text-eyebrow font-semibold text-concrete-600 uppercase";

/**
 * The year/status and Timeline tiles of a project. The year is the year
 * construction started, whatever the status, and its label says so in both
 * (docs/editing.md, "Adding a project"). A tile whose value is not written
 * yet (a project half written in the editor) keeps its label.
 */
export function ProjectTiles({
  project,
}: {
  project: Pick<ProjectView, "year" | "status" | "timeline">;
}) {
  const { locale, t } = useT();
  const { year, status, timeline } = project;
  const long = timeline ? timelineLong(timeline, locale) : "";
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-1">
      <div className={tile} data-fact="year">
        <dt className={label}>{t("projects.year")}</dt>
        <dd className="mt-2">
          <span className="font-display text-4xl leading-none">{year}</span>
          {status ? (
            <>
              <span className="sr-only"> · </span>
              <span className="mt-3 flex items-center gap-2 text-body-sm font-semibold">
                <span
                  aria-hidden="true"
                  className={cn(
                    "size-2 rounded-pill",
                    status === "in-progress"
                      ? "bg-sand-400 ring-4 ring-sand-400/25"
                      : "bg-jungle-500",
                  )}
                />
                {t(`projects.status.${status}`)}
              </span>
            </>
          ) : null}
        </dd>
      </div>
      <div className={tile} data-fact="timeline">
        <dt className={label}>{t("projects.timeline")}</dt>
        <dd className="mt-2">
          {timeline ? (
            <>
              <abbr
                title={long}
                aria-hidden="true"
                className="font-display text-4xl leading-none no-underline"
              >
                {timelineShort(timeline, locale)}
              </abbr>
              <span className="sr-only">{long}</span>
              <span aria-hidden="true" className="mt-3 block text-body-sm text-concrete-600">
                {long}
              </span>
            </>
          ) : null}
        </dd>
      </div>
    </dl>
  );
}

/** The facts list: areas, rooms, the place (a link to its map) and the services. */
export function FactList({ facts, map }: Pick<ProjectView, "facts" | "map">) {
  return (
    <dl data-facts="" className="mt-6 divide-y divide-ink/10 border-y border-ink/10 text-body-sm">
      {facts.map(({ key, term, detail }) => (
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
          <dd className={cn("font-semibold text-pretty", key !== "services" && "text-right")}>
            {key === "location" && map ? (
              <ExternalLink
                href={map.href}
                className="underline decoration-sand-400 underline-offset-4 hover:text-ocean-700"
              >
                <span className="sr-only">{map.label}</span>
                <span aria-hidden="true">{detail}</span>
              </ExternalLink>
            ) : (
              detail
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
