import { useLocation, useNavigate } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLocale } from "~/i18n/use-locale";
import { pagePath, type PageId } from "~/pages";

/** What a card puts on the history entry it opens, so closing can go back. */
export interface FromListState {
  fromList?: boolean;
}

/**
 * The one rule for closing a project's dialog or an article's reader. Opened
 * from its list, the list is the entry before: closing goes back, as Back
 * does. Arrived at by a link, closing replaces the entry with the list's URL,
 * keeping its filter, and names the item whose card the list focuses.
 * The filter is read once the page has hydrated: pre-rendering has no query.
 */
export function useCloseToList(list: PageId, item?: string) {
  const { search, state } = useLocation();
  const navigate = useNavigate();
  const locale = useLocale();
  const hydrated = useHydrated();
  // The list's filter, kept on the way back and on links between items.
  const query = hydrated ? search : "";
  const listHref = pagePath(list, locale) + query;

  function close() {
    if ((state as FromListState | null)?.fromList) void navigate(-1);
    else
      void navigate(listHref, { replace: true, preventScrollReset: true, state: { focus: item } });
  }

  return { listHref, query, close };
}
