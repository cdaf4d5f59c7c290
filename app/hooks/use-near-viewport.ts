import { useEffect, useState, type RefObject } from "react";

/**
 * Whether the element has come within a screen's height below the viewport
 * since the page ran; once it has, it stays so. False before the page runs
 * and in a browser without IntersectionObserver: what waits on it is only
 * fetched ahead, and a tap still fetches it.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element || !("IntersectionObserver" in window)) return;
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
  }, [ref, near]);
  return near;
}
