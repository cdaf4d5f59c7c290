import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { localeFromPath } from "~/i18n/locales";
import { pagePath } from "~/pages";
import { scrollBehavior } from "./use-prefers-reduced-motion";

const storageKey = "scroll-positions";

function readPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(storageKey) ?? "[]") as [string, number][]);
  } catch {
    return new Map();
  }
}

/**
 * Scrolls smoothly to the top when the path changes (instantly under reduced
 * motion), restores the earlier position on Back and Forward, and leaves the
 * page where it is when only the query string changes (a filter) or when an
 * item opens over its list and closes again (a project, an article).
 */
export function useScrollManagement() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    positions.current = readPositions();
    window.history.scrollRestoration = "manual";
    const save = () => {
      try {
        sessionStorage.setItem(storageKey, JSON.stringify([...(positions.current ?? [])]));
      } catch {
        // Storage can be full or blocked; restoring positions is a nicety.
      }
      window.history.scrollRestoration = "auto";
    };
    window.addEventListener("pagehide", save);
    return () => window.removeEventListener("pagehide", save);
  }, []);

  // Remember where the visitor is on the current history entry. The key is a
  // ref, switched before any scroll of the next page, so a late scroll event is
  // never filed under the entry the visitor just left.
  const currentKey = useRef(location.key);
  useEffect(() => {
    const onScroll = () => positions.current?.set(currentKey.current, window.scrollY);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  useLayoutEffect(() => {
    const firstRender = previousPath.current === null;
    const pathChanged =
      previousPath.current !== location.pathname &&
      !isNested(previousPath.current ?? "", location.pathname);
    previousPath.current = location.pathname;
    currentKey.current = location.key;
    if (firstRender) return;

    const saved = positions.current?.get(location.key);
    if (navigationType === "POP" && saved !== undefined) {
      window.scrollTo({ top: saved, behavior: "instant" });
    } else if (pathChanged && !location.hash) {
      window.scrollTo({ top: 0, behavior: scrollBehavior() });
    }
  }, [location.key, location.pathname, location.hash, navigationType]);
}

/** One path is an item under the other: `/es/proyectos` and `/es/proyectos/villa-cielo`. */
function isNested(a: string, b: string): boolean {
  // A language's home holds every path of that language, but lists no items.
  if ([a, b].some((path) => path === pagePath("home", localeFromPath(path)))) return false;
  return a.startsWith(`${b}/`) || b.startsWith(`${a}/`);
}
