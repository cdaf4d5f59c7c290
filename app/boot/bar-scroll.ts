/**
 * Runs in every page's head: the navigation bar is solid once the page has
 * scrolled more than `threshold` pixels, and transparent above it
 * (components/layout/site-header). It marks the bar's `data-state`, which the
 * stylesheet draws, so it holds from the first paint whether or not the page
 * has woken, and in browsers without CSS scroll timelines. It updates in the
 * scroll event itself rather than in an animation frame, which a background
 * tab never runs, and again as the document is parsed and shown (a page
 * restored from the back-forward cache keeps its scroll). It runs before
 * React, so it stands alone.
 */
export default function barScroll(threshold: number) {
  const update = () => {
    const bar = document.querySelector<HTMLElement>("header[data-state]");
    if (!bar) return;
    const state = scrollY > threshold ? "solid" : "transparent";
    if (bar.dataset.state !== state) bar.dataset.state = state;
  };
  addEventListener("scroll", update, { passive: true });
  addEventListener("DOMContentLoaded", update);
  addEventListener("pageshow", update);
}
