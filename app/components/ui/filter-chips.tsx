import { useEffect, useRef, useState } from "react";
import { Link, PrefetchPageLinks, useLocation, useNavigate, useNavigation } from "react-router";
import { usePrefetchLinks } from "~/hooks/use-fetch-ahead";
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
export function useCategoryFilter<C extends string>(categories: readonly C[]) {
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
      { pathname: location.pathname, search: categorySearch(next) },
      { replace: true, preventScrollReset: true },
    );
  }

  return { filter, choose, chosen };
}

interface FilterChipsProps<C extends string> {
  /** The group's accessible name. */
  label: string;
  /** Each chip's filter, its words and the URL that shows its items. */
  chips: { value: Filter<C>; label: string; href: string }[];
  current: Filter<C>;
  /**
   * Filters in place once the page runs. Without it, each chip leads to its
   * own page: once the page runs, in this document (the chip shows as chosen
   * at once, and the page follows with its data); before, as a plain link.
   */
  onChoose?: (value: Filter<C>) => void;
  /**
   * The address of the data a chip's page needs (`routeDataUrl`). Once the
   * page runs, every other chip's data, and the code of their pages, are
   * fetched ahead, so a tap shows its page without a round trip
   * (docs/decisions/071).
   */
  dataOf?: (href: string) => string;
  className?: string;
}

/**
 * The category chips of a list: links to the URL of each filter, the current
 * one marked. Once the page runs, a chip filters in place (`onChoose`) or
 * goes to its page without loading a new document, replacing the history
 * entry and keeping the scroll position either way.
 *
 * Before the page hydrates, a chip that filters in place is marked
 * `data-replay`: its tap is kept and replayed then (app/boot/tap-replay.ts),
 * since the pre-rendered list cannot read `?category=`. A chip that leads to
 * a page of its own is a plain link until the page runs, its click left to
 * the browser even once React handles it: the browser loads that page,
 * pre-rendered, sooner than the scripts would arrive to move to it
 * (docs/decisions/075). The chosen chip keeps the replay, which ends in
 * nothing, rather than loading its own page again.
 */
export function FilterChips<C extends string>({
  label,
  chips,
  current,
  onChoose,
  dataOf,
  className,
}: FilterChipsProps<C>) {
  const style = (chosen: boolean) =>
    cn(
      "inline-flex h-11 shrink-0 items-center rounded-pill border px-5 text-sm font-semibold tracking-wide whitespace-nowrap transition-colors",
      chosen
        ? "border-ocean-900 bg-ocean-900 text-white"
        : "border-ink/15 bg-white/60 text-concrete-700 hover:border-ink/40 hover:text-ink",
    );
  const group = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const others = chips.filter((chip) => chip.value !== current);
  usePrefetchLinks(dataOf ? others.map((chip) => dataOf(chip.href)) : []);
  // A chip that leads to its page shows as chosen the moment it is tapped,
  // while its page's data is on its way (a round trip).
  const going = useNavigation().location?.pathname;
  const pending = onChoose ? undefined : chips.find((chip) => chip.href === going)?.value;
  const chosen = (chip: { value: Filter<C> }) => chip.value === (pending ?? current);
  // A row that scrolls sideways (a phone) shows the current chip, which a
  // shared link to a later category would otherwise leave out of sight. Only
  // a row still at its start: one the visitor has scrolled (before the page
  // ran, say, to reach a chip) stays where they left it, with the chip they
  // are about to tap under their finger. Where the browser opened the row on
  // the chip (scroll-initial-target), it is in sight already.
  useEffect(() => {
    const row = group.current;
    const chip = row?.querySelector<HTMLElement>("[aria-current]");
    if (!row || !chip || row.scrollWidth <= row.clientWidth || row.scrollLeft !== 0) return;
    const { left, right } = chip.getBoundingClientRect();
    const box = row.getBoundingClientRect();
    if (left < box.left || right > box.right) row.scrollLeft += left - box.left - 16;
  }, [current]);
  return (
    <div ref={group} role="group" aria-label={label} className={cn("flex gap-2.5", className)}>
      {/* The chips' pages share one route: one chip's page brings the code for all. */}
      {dataOf && hydrated && others[0] && <PrefetchPageLinks page={others[0].href} />}
      {chips.map((chip) => {
        const marks = {
          "aria-current": chip.value === current ? ("true" as const) : undefined,
          "data-category": chip.value,
          "data-replay": onChoose || chip.value === current ? "" : undefined,
          className: style(chosen(chip)),
        };
        return onChoose ? (
          <a
            key={chip.value}
            href={chip.href}
            {...marks}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onChoose(chip.value);
            }}
          >
            {chip.label}
          </a>
        ) : (
          <Link
            key={chip.value}
            to={chip.href}
            prefetch="intent"
            reloadDocument={!hydrated}
            replace
            preventScrollReset
            {...marks}
          >
            {chip.label}
          </Link>
        );
      })}
    </div>
  );
}
