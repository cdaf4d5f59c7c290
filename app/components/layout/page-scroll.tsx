import { useLayoutEffect } from "react";
import {
  UNSAFE_useScrollRestoration as useScrollRestoration,
  useLocation,
  useNavigationType,
} from "react-router";

/**
 * React Router's scroll restoration: a new page starts at the top, Back and
 * Forward return to where the visitor was, and a navigation marked
 * `preventScrollReset` (a filter, a dialog over its list) stays put.
 *
 * The spec asks for a smooth scroll to the top of a new page. The router
 * scrolls with `window.scrollTo`, which follows the stylesheet, so a new page
 * is marked `data-navigating` (smooth in app.css) until the next frame. Back
 * and Forward are not marked, so they restore at once, and the scrolls the
 * browser makes for focus or find-in-page stay instant. The mark is set in a
 * layout effect that runs before the router's, because this component comes
 * first (docs/decisions/025).
 */
export function PageScroll() {
  return (
    <>
      <SmoothToTop />
      <ScrollPositions />
    </>
  );
}

function SmoothToTop() {
  const { key } = useLocation();
  const navigation = useNavigationType();
  useLayoutEffect(() => {
    if (navigation === "POP") return;
    const html = document.documentElement;
    html.dataset.navigating = "";
    // Read back so the rule applies before the router scrolls: Chromium
    // scrolls to (0, 0) without updating styles first.
    void getComputedStyle(html).scrollBehavior;
    const frame = requestAnimationFrame(() => delete html.dataset.navigating);
    return () => {
      cancelAnimationFrame(frame);
      delete html.dataset.navigating;
    };
  }, [key, navigation]);
  return null;
}

function ScrollPositions() {
  useScrollRestoration();
  return null;
}
