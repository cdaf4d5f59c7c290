import type { ProjectDetailData } from "~/content/projects/views.server";
import { useT } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { factTileClasses } from "./fact-tile-classes";
import { timelineLong, timelineShort } from "~/lib/project-facts";

/**
 * The year/status and Timeline tiles of a project's dialog. The year is the
 * year construction started, whatever the status, and its label says so in
 * both (docs/editing.md, "Adding a project").
 */
export function ProjectFacts({ project }: { project: ProjectDetailData }) {
  const { locale, t } = useT();
  const long = timelineLong(project.timeline, locale);
  const inProgress = project.status === "in-progress";
  const { list, tile, label } = factTileClasses;
  return (
    <dl className={list}>
      <div className={tile} data-fact="year">
        <dt className={label}>{t("projects.year")}</dt>
        <dd className="mt-2">
          <span className="font-display text-4xl leading-none">{project.year}</span>
          <span className="sr-only"> · </span>
          <span className="mt-3 flex items-center gap-2 text-body-sm font-semibold">
            <span
              aria-hidden="true"
              className={cn(
                "size-2 rounded-pill",
                inProgress ? "bg-sand-400 ring-4 ring-sand-400/25" : "bg-jungle-500",
              )}
            />
            {t(`projects.status.${project.status}`)}
          </span>
        </dd>
      </div>
      <div className={tile} data-fact="timeline">
        <dt className={label}>{t("projects.timeline")}</dt>
        <dd className="mt-2">
          <abbr
            title={long}
            aria-hidden="true"
            className="font-display text-4xl leading-none no-underline"
          >
            {timelineShort(project.timeline)}
          </abbr>
          <span className="sr-only">{long}</span>
          <span aria-hidden="true" className="mt-3 block text-body-sm text-concrete-600">
            {long}
          </span>
        </dd>
      </div>
    </dl>
  );
}
