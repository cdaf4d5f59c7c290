/**
 * The build's last step: every page the build wrote, measured as a visitor
 * downloads it (gzip), against the budget of a whole page (tests/budgets.ts).
 * A page past it stops the build, so the host publishes nothing and the live
 * site stays as it was; the message names the article or project that made
 * the page too long.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { content } from "../app/content/content.server";
import { clientDir } from "../app/folders.server";
import { pageInventory, type InventoryEntry } from "../app/inventory.server";
import { budgets } from "../tests/budgets";
import { overweightPages, type PageWeight } from "./html/page-weight";
import { pageFile } from "./html/site-pages";

/** A page's HTML gzip-compressed: its precompressed copy, or compressed here as postbuild would. */
function gzipBytes(url: string): number {
  const file = path.join(clientDir(), ...pageFile(url).split("/"));
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The content file that makes an item's page: its folder, in the page's language. */
function sourceOf({ id, locale }: InventoryEntry): PageWeight["source"] {
  const [kind, slug] = id.split(":") as [string, string | undefined];
  const { projects, articles } = content();
  const entry =
    kind === "project"
      ? projects.find((project) => project.slug.en === slug)
      : kind === "article"
        ? articles.find((article) => article.slug.en === slug)
        : undefined;
  if (!entry || (kind !== "project" && kind !== "article")) return undefined;
  const folder = kind === "project" ? "projects" : "news";
  return { kind, file: `content/${folder}/${entry.key}/index.${locale}.md` };
}

const pages = pageInventory().map((entry) => ({
  url: entry.url,
  locale: entry.locale,
  bytes: gzipBytes(entry.url),
  source: sourceOf(entry),
}));
const problems = overweightPages(pages, budgets.html);
if (problems.length > 0) {
  console.error(
    `${problems.length === 1 ? "A page is" : `${problems.length} pages are`} too long to publish:\n` +
      problems.map((problem) => `  - ${problem}`).join("\n"),
  );
  process.exitCode = 1;
} else {
  const heaviest = Math.max(...pages.map((page) => page.bytes));
  console.log(
    `pages: ${pages.length} within ${budgets.html} KB compressed (the longest ${(heaviest / 1024).toFixed(1)} KB)`,
  );
}
