import { useT } from "~/i18n/use-locale";
import { pagePath } from "~/pages";
import { cn } from "~/lib/cn";
import { isPlainClick } from "~/lib/plain-click";
import {
  categoryFilters,
  categorySearch,
  type CategoryFilter as Filter,
} from "~/lib/project-filter";

interface CategoryFilterProps {
  value: Filter;
  onChange: (filter: Filter) => void;
}

/**
 * The category chips: links to the list's URL for each filter, the current
 * one marked. Once the page runs, a chip filters in place instead.
 * `data-replay`: a tap before the page hydrates is kept and replayed then
 * (scripts/html/tap-replay.ts), rather than loading the page again.
 */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const { locale, t } = useT();
  const list = pagePath("projects", locale);
  return (
    <div role="group" aria-label={t("projects.filterLabel")} className="flex flex-wrap gap-2.5">
      {categoryFilters.map((filter) => {
        const current = filter === value;
        return (
          <a
            key={filter}
            href={list + categorySearch(filter)}
            aria-current={current ? "true" : undefined}
            data-category={filter}
            data-replay=""
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onChange(filter);
            }}
            className={cn(
              "inline-flex h-11 items-center rounded-pill border px-5 text-sm font-semibold tracking-wide transition-colors",
              current
                ? "border-ocean-900 bg-ocean-900 text-white"
                : "border-ink/15 bg-white/60 text-concrete-700 hover:border-ink/40 hover:text-ink",
            )}
          >
            {t(`projects.filter.${filter}`)}
          </a>
        );
      })}
    </div>
  );
}
