/**
 * Byte budgets per page, in kilobytes (1 KB = 1024 bytes), gzip-compressed
 * where the file is text. tests/e2e/budgets.spec.ts measures every page of
 * the inventory's HTML, scripts and stylesheet from its file, and the first
 * view (which needs a layout) in the browser on one page of each template
 * and its longest, and prints the figures.
 */
export const budgets = {
  /** JavaScript a page loads before it is interactive. */
  firstLoadJs: 130,
  css: 15,
  /**
   * The HTML of a page's first view, on a phone or a desktop: what the first
   * round trip carries (TCP's initial window, about 14 KB). What follows it,
   * a list's further cards or the rest of an article, streams in after.
   */
  firstViewHtml: 14,
  /** A whole page's HTML: room for a list or an article to grow with its content, not without end. */
  html: 30,
  /** The image of the largest paint, on a 390 px phone at device pixel ratio 2. */
  largestPaintImage: 120,
  /** Everything a 390 px phone downloads for the first view. */
  firstViewTotal: 500,
  /** Web fonts: at most this many woff2 files, together at most `fontBytes`. */
  fontFiles: 2,
  fonts: 45,
} as const;
