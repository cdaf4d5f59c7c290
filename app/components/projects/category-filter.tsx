import { useT } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { categoryFilters, type CategoryFilter as Filter } from "~/lib/project-filter";

interface CategoryFilterProps {
  value: Filter;
  onChange: (filter: Filter) => void;
}

/** The category chips: toggle buttons, one pressed at a time. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const { t } = useT();
  return (
    <div role="group" aria-label={t("projects.filterLabel")} className="flex flex-wrap gap-2.5">
      {categoryFilters.map((filter) => {
        const pressed = filter === value;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={pressed}
            data-category={filter}
            onClick={() => onChange(filter)}
            className={cn(
              "h-11 rounded-pill border px-5 text-sm font-semibold tracking-wide transition-colors",
              pressed
                ? "border-ocean-900 bg-ocean-900 text-white"
                : "border-ink/15 bg-white/60 text-concrete-700 hover:border-ink/40 hover:text-ink",
            )}
          >
            {t(`projects.filter.${filter}`)}
          </button>
        );
      })}
    </div>
  );
}
