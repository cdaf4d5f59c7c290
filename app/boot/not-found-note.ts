/**
 * Runs inline in the not-found page as it is parsed: the spec's console line
 * names the address the visitor asked for, from the first paint, whether or
 * not the page's modules run. It marks the page (`root`'s `data-not-found-noted`)
 * so the page, as it hydrates, does not say it twice (routes/not-found.tsx).
 * It runs before React, so it stands alone.
 */
export default function notFoundNote(line: string, root: HTMLElement = document.documentElement) {
  console.error(line, location.pathname);
  root.dataset.notFoundNoted = "";
}
