import { useLocation, useNavigate } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLocale } from "~/i18n/use-locale";
import { photoFromHash, photoHash } from "~/lib/photo-hash";
import { pagePath } from "~/pages";

/** What a project's history entries carry: how the visitor got there. */
interface EntryState {
  /** Opened from the list, which is the entry before. */
  fromList?: boolean;
  /** The viewer was opened in the page, on top of the project's own entry. */
  viewer?: boolean;
}

/**
 * A project dialog's place in the history. Opening it from the list pushes
 * an entry, so closing goes back to the list the way Back does; a deep link
 * closes to the list URL instead. The viewer's photo lives in the hash.
 */
export function useProjectUrls(galleryLength: number) {
  const location = useLocation();
  const navigate = useNavigate();
  const locale = useLocale();
  const hydrated = useHydrated();
  const state = (location.state ?? {}) as EntryState;
  const listHref = pagePath("projects", locale) + location.search;
  const here = { pathname: location.pathname, search: location.search };

  return {
    listHref,
    /** The photo open in the viewer, or null. Read after hydration: pre-rendering has no hash. */
    photo: hydrated ? photoFromHash(location.hash, galleryLength) : null,

    closeProject() {
      if (state.fromList) void navigate(-1);
      else void navigate(listHref, { replace: true, preventScrollReset: true });
    },

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
