import { readdir } from "node:fs/promises";
import path from "node:path";
import { isEditorPath } from "../http/headers";

/** A file of the build as a path on the site: `/es/nosotros/index.html`. */
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
