import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse, type DefaultTreeAdapterTypes } from "parse5";
import { clientDir } from "~/folders.server";
import { isEditorPath } from "../../scripts/http/headers";
import { pageFile, sitePath } from "../../scripts/html/site-pages";

/**
 * The built site read as files: the pre-rendered pages, parsed as a browser
 * without scripts parses them (parse5, the parser jsdom uses). The gates
 * that hold for every page read them here, so they cost a file read per
 * page, not a browser visit, however many pages the content makes.
 */

export const buildDir = clientDir();

type Node = DefaultTreeAdapterTypes.Node;
export type Element = DefaultTreeAdapterTypes.Element;

/** The file the server answers a page's URL with: `about.html` for /about (decision 049). */
export function htmlFile(url: string): string {
  return path.join(buildDir, pageFile(url));
}

const read = new Map<string, string>();

/** A page's HTML, by its URL. */
export function pageHtml(url: string): string {
  let html = read.get(url);
  if (html === undefined) {
    html = readFileSync(htmlFile(url), "utf8");
    read.set(url, html);
  }
  return html;
}

/** Every HTML file the build wrote, the editor's at /admin excepted: it is no page of the site. */
export function builtHtmlFiles(): string[] {
  return readdirSync(buildDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !isEditorPath(sitePath(buildDir, file)))
    .sort();
}

/** The page as a browser without scripts reads it. */
export function parsePage(html: string) {
  return parse(html, { scriptingEnabled: false });
}

const isElement = (node: Node): node is Element => "tagName" in node;

/** Every element under `root`, in document order, that `match` accepts. */
export function findAll(root: Node, match: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const walk = (node: Node) => {
    if (isElement(node) && match(node)) found.push(node);
    // A template's content is no part of the page until a script uses it.
    if (node.nodeName !== "template" && "childNodes" in node)
      for (const child of node.childNodes) walk(child);
  };
  walk(root);
  return found;
}

export const byTag =
  (...names: string[]) =>
  (element: Element) =>
    names.includes(element.tagName);

/** An attribute's value, or undefined. */
export function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((attribute) => attribute.name === name)?.value;
}

/** An element's text, as `textContent` gives it, spaces folded. */
export function textOf(node: Node): string {
  const parts: string[] = [];
  const walk = (current: Node) => {
    if (current.nodeName === "#text")
      parts.push((current as DefaultTreeAdapterTypes.TextNode).value);
    if ("childNodes" in current) for (const child of current.childNodes) walk(child);
  };
  walk(node);
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** The element whose `id` is given, or undefined. */
export function byId(root: Node, id: string): Element | undefined {
  return findAll(root, (element) => attr(element, "id") === id)[0];
}
