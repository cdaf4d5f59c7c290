import { useCallback } from "react";
import { prefersReducedMotion } from "./use-prefers-reduced-motion";

/**
 * Replays a list's staggered entrance when it scrolls into view. The list
 * animates on load by default (so it is visible without JavaScript); once
 * script runs, a list still below the fold is set to wait, and starts rising
 * when it appears. Nothing waits under reduced motion.
 */
export function useReveal<T extends HTMLElement>() {
  return useCallback((element: T | null) => {
    if (!element || prefersReducedMotion() || !("IntersectionObserver" in window)) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (entry.isIntersecting) {
          // From "waiting" this restarts the entrance; otherwise it only records it.
          element.dataset.reveal = "shown";
          observer.disconnect();
        } else if (!element.dataset.reveal) {
          element.dataset.reveal = "waiting";
        }
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
}
