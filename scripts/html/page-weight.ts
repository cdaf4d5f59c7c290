import type { Locale } from "../../app/i18n/locales";

/**
 * A page's whole HTML may weigh at most the budget in compressed bytes
 * (tests/budgets.ts, decision 028): the owner's longest article or project
 * must not make its page one that a phone on a slow link waits for. The
 * build measures every page it wrote and refuses to publish one past the
 * budget, naming the file the owner edits to shorten it.
 */

export interface PageWeight {
  url: string;
  locale: Locale;
  /** The page's HTML, gzip-compressed, in bytes. */
  bytes: number;
  /** The content file that makes the page, when one does: "content/news/budgeting/index.es.md". */
  source?: { kind: "article" | "project"; file: string };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** What the owner is told of each page past the budget, in KB (1 KB = 1024 bytes). */
export function overweightPages(pages: readonly PageWeight[], budgetKb: number): string[] {
  return pages
    .filter((page) => page.bytes > budgetKb * 1024)
    .map(({ url, bytes, source }) => {
      const weight = `${kb(bytes)} KB compressed, more than the ${budgetKb} KB a page may weigh`;
      if (source?.kind === "article")
        return `${source.file}: the article makes its page ${url} ${weight}. Shorten it, or split it into two articles.`;
      if (source?.kind === "project")
        return `${source.file}: the project makes its page ${url} ${weight}. Shorten its text.`;
      return `${url}: the page weighs ${weight}.`;
    });
}
