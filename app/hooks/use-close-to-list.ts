import { useEffect, useEffectEvent } from "react";
import { useLocation, useNavigate, type ShouldRevalidateFunctionArgs } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLocale } from "~/i18n/use-locale";
import { pagePath, type PageId } from "~/pages";

/** What a card puts on the history entry it opens, so closing can go back. */
export interface FromListState {
  fromList?: boolean;
}

/** What closing an item that did not come from its list puts on the list's entry. */
interface ClosedState {
  focus?: string;
}

/**
 * The one rule for closing a project's dialog or an article's reader. Opened
 * from its list, the list is the entry before: closing goes back, as Back
 * does. Arrived at by a link, closing replaces the entry with the list's URL,
 * keeping its filter, and names the item whose card the list focuses.
 * The filter is read once the page has hydrated: pre-rendering has no query.
 * `listOf` turns the filter into the list's URL, where the list has a page
 * per filter (the news); by default, or for a filter it does not know, the
 * filter stays the list's query string.
 */
export function useCloseToList(
  list: PageId,
  item?: string,
  listOf?: (search: string) => string | undefined,
) {
  const { search, state } = useLocation();
  const navigate = useNavigate();
  const locale = useLocale();
  const hydrated = useHydrated();
  // The list's filter, kept on the way back and on links between items.
  const query = hydrated ? search : "";
  const listHref = (query && listOf?.(query)) || pagePath(list, locale) + query;

  function close() {
    if ((state as FromListState | null)?.fromList) void navigate(-1);
    else
      void navigate(listHref, {
        replace: true,
        preventScrollReset: true,
        state: { focus: item } satisfies ClosedState,
      });
  }

  return { listHref, query, close };
}

/**
 * For a list: once it is drawn after an item that arrived by a link closed
 * (useCloseToList), brings that item's card into view and focuses it, so
 * focus is not lost with the dialog. `find` names the card's focusable
 * element. Returns that item, if any.
 */
export function useFocusClosedItem(find: (item: string) => HTMLElement | null) {
  const item = (useLocation().state as ClosedState | null)?.focus;
  const findCard = useEffectEvent(find);
  useEffect(() => {
    const card = item ? findCard(item) : null;
    card?.scrollIntoView({ block: "center" });
    card?.focus({ preventScroll: true });
  }, [item]);
  return item;
}

/**
 * The data rule of a list route whose items' own URLs arrive without the
 * list: an item's page is its dialog alone (decisions 013 and 026), so its
 * loader leaves the list out. Leaving such a page for the list fetches the
 * route's data again, once; a list the page already has is never fetched
 * again, whatever the filter or the item opened over it. One per route.
 */
export function listOnDemand() {
  let hasList = false;
  return {
    shouldRevalidate: ({ nextParams }: ShouldRevalidateFunctionArgs) =>
      !hasList && !nextParams.slug,
    /** Called by the route's component with whether its data holds the list. */
    useHasList(list: boolean) {
      useEffect(() => {
        if (list) hasList = true;
      }, [list]);
    },
  };
}
