import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import type { DefaultTreeAdapterTypes } from "parse5";
import { findPlaceholder } from "~/lib/placeholder";
import { sitePath } from "../../scripts/html/site-pages";
import { attr, buildDir, builtHtmlFiles, findAll, parsePage, textOf } from "./built";

type Node = DefaultTreeAdapterTypes.Node;

/**
 * What a visitor reads on a pre-rendered page: every word is in the HTML,
 * whatever scripts do later. Its text, less scripts, styles and templates;
 * its title and link previews; image descriptions and labels.
 */
function visibleWords(html: string): string[] {
  const page = parsePage(html);
  const words: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeName === "#text") words.push((node as DefaultTreeAdapterTypes.TextNode).value);
    if (["script", "style", "template"].includes(node.nodeName)) return;
    if ("childNodes" in node) for (const child of node.childNodes) walk(child);
  };
  const [body] = findAll(page, (element) => element.tagName === "body");
  walk(body!);
  const [title] = findAll(page, (element) => element.tagName === "title");
  if (title) words.push(textOf(title));
  for (const meta of findAll(
    page,
    (element) =>
      element.tagName === "meta" &&
      (attr(element, "name") === "description" || !!attr(element, "property")),
  ))
    words.push(attr(meta, "content") ?? "");
  for (const element of findAll(page, () => true))
    for (const name of ["alt", "title", "aria-label"]) {
      const value = attr(element, name);
      if (value) words.push(value);
    }
  return words;
}

test('no page shows a bracketed note ("[Razón social…") or a run of X, in either language', () => {
  // Every page the build wrote: both languages, every list, deep link and
  // not-found page, not today's count but all there are.
  const files = builtHtmlFiles();
  const spanish = files.filter((file) => /^\/es(\.html|\/)/.test(sitePath(buildDir, file)));
  expect(spanish.length * 2).toBe(files.length);
  const found: string[] = [];
  for (const file of files) {
    for (const text of visibleWords(readFileSync(file, "utf8"))) {
      const placeholder = findPlaceholder(text);
      if (placeholder) found.push(`${path.relative(buildDir, file)}: “${placeholder}”`);
    }
  }
  expect(found).toEqual([]);
});
