/**
 * Byte budgets per page, in kilobytes (1 KB = 1024 bytes), gzip-compressed
 * where the file is text. tests/e2e/budgets.spec.ts measures every page of
 * the inventory against them and prints the table.
 */
export const budgets = {
  /** JavaScript a page loads before it is interactive. */
  firstLoadJs: 130,
  css: 15,
  html: 14,
  /**
   * Pages allowed more HTML, with the reason. The news list carries 20 stories
   * and six answers twice (the markup, and the data React hydrates it from)
   * plus the answers' FAQPage data: about 18.5 KB.
   */
  htmlByPage: { "/information-news": 20, "/es/information-news": 20 } as Record<string, number>,
  /** The image of the largest paint, on a 390 px phone at device pixel ratio 2. */
  largestPaintImage: 120,
  /** Everything a 390 px phone downloads for the first view. */
  firstViewTotal: 500,
  /** Web fonts: at most this many woff2 files, together at most `fontBytes`. */
  fontFiles: 2,
  fonts: 60,
} as const;
