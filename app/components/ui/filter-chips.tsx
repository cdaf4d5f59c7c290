import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { categorySearch, parseCategory, type Filter } from "~/lib/category-filter";
import { cn } from "~/lib/cn";
import { isPlainClick } from "~/lib/plain-click";

/**
 * A list's filter, read from `?category=` once the page has hydrated: the
 * pre-rendered HTML cannot know the query string, so it shows every item.
 * Choosing replaces the history entry and keeps the scroll position.
 * `chosen` tells whether the visitor has chosen since the list appeared.
 */
export function useCategoryFilter<C extends string>(
  categories: readonly C[],
  /** Where a choice leads: the list's first page (its further pages hold other items). */
  listPath?: string,
) {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState(false);
  const filter: Filter<C> = hydrated
    ? parseCategory(new URLSearchParams(location.search).get("category"), categories)
    : "all";

  function choose(next: Filter<C>) {
    setChosen(true);
    void navigate(
      { pathname: listPath ?? location.pathname, search: categorySearch(next) },
      { replace: true, preventScrollReset: true },
    );
  }

  return { filter, choose, chosen };
}

interface FilterChipsProps<C extends string> {
  /** The group's accessible name. */
  label: string;
  /** The list's own path, which each chip links to with its filter. */
  listPath: string;
  chips: { value: Filter<C>; label: string }[];
  current: Filter<C>;
  onChoose: (value: Filter<C>) => void;
  className?: string;
}

/**
 * The category chips of a list: links to the list's URL for each filter, the
 * current one marked. Once the page runs, a chip filters in place instead.
 * `data-replay`: a tap before the page hydrates is kept and replayed then
 * (scripts/html/tap-replay.ts), rather than loading the page again.
 */
export function FilterChips<C extends string>({
  label,
  listPath,
  chips,
  current,
  onChoose,
  className,
}: FilterChipsProps<C>) {
  return (
    <div role="group" aria-label={label} className={cn("flex gap-2.5", className)}>
      {chips.map((chip) => (
        <a
          key={chip.value}
          href={listPath + categorySearch(chip.value)}
          aria-current={chip.value === current ? "true" : undefined}
          data-category={chip.value}
          data-replay=""
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onChoose(chip.value);
          }}
          className={cn(
            "inline-flex h-11 shrink-0 items-center rounded-pill border px-5 text-sm font-semibold tracking-wide whitespace-nowrap transition-colors",
            chip.value === current
              ? "border-ocean-900 bg-ocean-900 text-white"
              : "border-ink/15 bg-white/60 text-concrete-700 hover:border-ink/40 hover:text-ink",
          )}
        >
          {chip.label}
        </a>
      ))}
    </div>
  );
}
