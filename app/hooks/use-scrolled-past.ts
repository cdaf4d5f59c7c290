import { useEffect, useState } from "react";

/**
 * True while the page is scrolled more than `threshold` pixels. It updates
 * in the scroll event itself rather than in an animation frame, which a
 * background tab never runs; React skips the render when nothing changed.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);

  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);

  return past;
}
