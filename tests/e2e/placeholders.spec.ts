import { readdir } from "node:fs/promises";
import path from "node:path";
import { clientDir } from "~/folders.server";
import { expect, test } from "@playwright/test";
import { findPlaceholder } from "~/lib/placeholder";

const buildDir = clientDir();

/**
 * Every page the build wrote, as the URL that serves it: `about.html` is
 * /about, `index.html` is /, and a folder's `404.html` answers any unknown
 * path under it.
 * The editor at /admin is no page of the site.
 */
async function builtPages(): Promise<string[]> {
  const entries = await readdir(buildDir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(buildDir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(`admin${path.sep}`))
    .map((file) => {
      const folder =
        path.dirname(file) === "." ? "" : `/${path.dirname(file).split(path.sep).join("/")}`;
      if (path.basename(file) === "404.html") return `${folder}/no-such-page`;
      if (path.basename(file) === "index.html") return folder || "/";
      return `${folder}/${path.basename(file, ".html")}`;
    })
    .sort();
}

test.describe("no page shows a placeholder", () => {
  // The pages as pre-rendered: every word is in the HTML, whatever scripts do later.
  test.use({ javaScriptEnabled: false });

  test('no bracketed note ("[Razón social…") or run of X on any page, in either language', async ({
    page,
  }) => {
    test.slow(); // every page, one after another
    const urls = await builtPages();
    // Both languages, every list, deep link and not-found page: not today's count, but all there are.
    expect(urls.filter((url) => url.startsWith("/es"))).toHaveLength(
      urls.filter((url) => !url.startsWith("/es")).length,
    );
    const found: string[] = [];
    for (const url of urls) {
      await page.goto(url);
      const texts = await page.evaluate(() => {
        // No filter callback: with scripts off, the page runs none, not even the walker's.
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        const words: string[] = [document.title];
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          if (!node.parentElement?.closest("script, style, template"))
            words.push(node.textContent ?? "");
        // What a visitor reads elsewhere: link previews, image descriptions, labels.
        for (const element of document.querySelectorAll("meta[name=description], meta[property]"))
          words.push(element.getAttribute("content") ?? "");
        for (const element of document.querySelectorAll("[alt], [title], [aria-label]"))
          for (const name of ["alt", "title", "aria-label"])
            words.push(element.getAttribute(name) ?? "");
        return words;
      });
      for (const text of texts) {
        const placeholder = findPlaceholder(text);
        if (placeholder) found.push(`${url}: “${placeholder}”`);
      }
    }
    expect(found).toEqual([]);
  });
});
