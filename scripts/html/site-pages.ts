import { readdir } from "node:fs/promises";
import path from "node:path";
import { isEditorPath } from "../http/headers";

/** A file of the build as a path on the site: `/es/nosotros.html`. */
export function sitePath(root: string, file: string): string {
  return `/${path.relative(root, file).split(path.sep).join("/")}`;
}

/**
 * Every HTML page of a build, sorted. The content editor's page is left out:
 * it is an application with headers of its own, not a page of the site, so
 * the build's page steps (structured data, hydration, page policies) skip it.
 */
export async function sitePageFiles(root: string): Promise<string[]> {
  return (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !isEditorPath(sitePath(root, file)))
    .sort();
}

/**
 * The file that holds a page, relative to the build's root: `about.html` for
 * `/about`, `es.html` for `/es`, `index.html` for `/` (decision 049). Every
 * host serves `<path>.html` at `<path>` without a redirect.
 */
export function pageFile(urlPath: string): string {
  return urlPath === "/" ? "index.html" : `${urlPath.replace(/^\/+|\/+$/g, "")}.html`;
}

/**
 * Where a pre-rendered page goes: React Router writes `about/index.html`,
 * which moves to `about.html`. The home page and anything else stay put.
 */
export function pageFileOf(root: string, file: string): string {
  const urlPath = sitePath(root, file);
  if (!urlPath.endsWith("/index.html") || urlPath === "/index.html") return file;
  return path.join(root, ...pageFile(urlPath.slice(0, -"/index.html".length)).split("/"));
}
