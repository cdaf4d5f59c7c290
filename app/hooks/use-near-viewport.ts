import { useCallback, useState } from "react";

/**
 * Whether the element given to the returned ref has come within a screen's
 * height below the viewport since the page ran; once it has, it stays so.
 * A callback ref, so an element drawn later (a pager that appears when a
 * list grows past one page) is watched too. False before the page runs and
 * in a browser without IntersectionObserver: what waits on it is only
 * fetched ahead, and a tap still fetches it.
 */
export function useNearViewport<T extends Element>(): [boolean, (element: T | null) => void] {
  const [near, setNear] = useState(false);
  const ref = useCallback((element: T | null) => {
    if (!element || !("IntersectionObserver" in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: "0px 0px 100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [near, ref];
}
