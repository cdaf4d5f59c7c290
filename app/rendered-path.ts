/**
 * The not-found page is one file, served with status 404 at every address the
 * site does not have (`/projects/no-such`), but it was rendered at `/404`.
 * Hydrated at the visitor's address, the router would match another route
 * (the project's), draw something else than the file holds, and React would
 * keep the file's page beside its own: two pages, one under the other. So
 * the file names where it was rendered, the router starts there, and the
 * visitor's address is put back once the page has hydrated.
 */

const name = "rendered-path";

/** The page with a note of the path it was rendered at, at the end of its head (a page without one runs nothing). */
export function withRenderedPath(html: string, pathname: string): string {
  if (!html.includes("</head>")) return html;
  return html.replace("</head>", () => `<meta name="${name}" content="${pathname}"/></head>`);
}

/**
 * Moves the address to where the page was rendered, if it says and that is
 * elsewhere; returns what puts the visitor's address back, or nothing.
 */
export function startAtRenderedPath(
  doc: Document = document,
  win: Pick<Window, "location" | "history"> = window,
): (() => void) | undefined {
  const rendered = doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  if (!rendered || rendered === win.location.pathname) return undefined;
  const address = win.location.href;
  win.history.replaceState(win.history.state, "", rendered);
  return () => {
    // Only if the router has not moved on meanwhile (a tap on a link).
    if (win.location.pathname === rendered)
      win.history.replaceState(win.history.state, "", address);
  };
}
