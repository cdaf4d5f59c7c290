import { useLocation, useNavigate } from "react-router";
import { useCloseToList, type FromListState } from "~/hooks/use-close-to-list";
import { useHydrated } from "~/hooks/use-hydrated";
import { photoFromHash, photoHash } from "~/lib/photo-hash";

/** What a project's history entries carry: how the visitor got there. */
interface EntryState extends FromListState {
  /** The viewer was opened in the page, on top of the project's own entry. */
  viewer?: boolean;
}

/**
 * A project dialog's place in the history. It closes to the list by the
 * rule every list item follows (useCloseToList). The viewer's photo lives in
 * the hash.
 */
export function useProjectUrls(slug: string, galleryLength: number) {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const state = (location.state ?? {}) as EntryState;
  const { listHref, query, close } = useCloseToList("projects", slug);
  const here = { pathname: location.pathname, search: location.search };

  return {
    listHref,
    /** The list's filter, for links to other projects. */
    query,
    /** The photo open in the viewer, or null. Read after hydration: pre-rendering has no hash. */
    photo: hydrated ? photoFromHash(location.hash, galleryLength) : null,

    closeProject: close,

    openPhoto(index: number) {
      void navigate(
        { ...here, hash: photoHash(index) },
        { state: { ...state, viewer: true }, preventScrollReset: true },
      );
    },

    showPhoto(index: number) {
      void navigate(
        { ...here, hash: photoHash(index) },
        { state, replace: true, preventScrollReset: true },
      );
    },

    closeViewer() {
      if (state.viewer) void navigate(-1);
      else void navigate(here, { state, replace: true, preventScrollReset: true });
    },
  };
}
