import path from "node:path";
import type { Redirects } from "./redirects";

export type Locale = "en" | "es";

export type Resolution =
  | { kind: "bad-request" }
  | { kind: "redirect"; location: string }
  | { kind: "file"; filePath: string; urlPath: string }
  | { kind: "not-found"; locale: Locale };

/** Whether a regular file exists at an absolute path. May throw (ENAMETOOLONG...). */
export type IsFile = (filePath: string) => boolean | Promise<boolean>;

type Target = Exclude<Resolution, { kind: "file" }> | { kind: "candidate"; urlPath: string };

// Longer than any route of the site and well under every filesystem's limits.
const maxPathLength = 1024;

export function localeOf(pathname: string): Locale {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en";
}

function splitTarget(rawUrl: string): { pathname: string; search: string } | null {
  const [target = ""] = rawUrl.split("#");
  if (!target.startsWith("/")) {
    // Absolute-form targets (sent to proxies): only their path and query count.
    try {
      const url = new URL(target);
      if (url.protocol !== "http:" && url.protocol !== "https:") return null;
      return { pathname: url.pathname, search: url.search };
    } catch {
      return null;
    }
  }
  const queryStart = target.indexOf("?");
  if (queryStart === -1) return { pathname: target, search: "" };
  const search = target.slice(queryStart);
  return { pathname: target.slice(0, queryStart), search: search === "?" ? "" : search };
}

function encodePath(pathname: string): string {
  return pathname.split("/").map(encodeURIComponent).join("/");
}

const utf8 = new TextEncoder();

function encodeSearch(search: string): string {
  return search.replace(/[^\x21-\x7e]/g, (char) =>
    Array.from(
      utf8.encode(char),
      (byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
    ).join(""),
  );
}

const noRedirects: Redirects = new Map();

/**
 * Decides what a request target means, without touching the filesystem. A
 * path in `redirects` (a page that moved) answers with its new path, in one
 * step even when the request also had a trailing slash.
 */
export function parseTarget(rawUrl: string, redirects: Redirects = noRedirects): Target {
  if (rawUrl.includes("\0")) return { kind: "bad-request" };
  const parts = splitTarget(rawUrl);
  if (!parts) return { kind: "bad-request" };

  let decoded: string;
  try {
    decoded = decodeURIComponent(parts.pathname);
  } catch {
    return { kind: "bad-request" };
  }
  if (decoded.includes("\0")) return { kind: "bad-request" };

  const notFound = { kind: "not-found", locale: localeOf(decoded) } as const;
  // An encoded slash or any backslash can only be an attempt to smuggle a separator.
  if (/%2f|%5c/i.test(parts.pathname) || decoded.includes("\\")) return notFound;
  if (decoded.length > maxPathLength) return notFound;

  const urlPath = decoded.replace(/\/+$/, "") || "/";
  // Refusing empty segments keeps `//host/` from ever becoming a protocol-relative Location.
  if (urlPath !== "/" && urlPath.includes("//")) return notFound;
  // Dot segments are traversal; other dot-names are private files such as .env.
  if (urlPath.split("/").some((segment) => segment.startsWith("."))) return notFound;
  if (path.posix.normalize(urlPath) !== urlPath) return notFound;

  // A page's file name is not its address: /about.html and /about/index.html are /about.
  const address = urlPath.replace(/\/index(?:\.html)?$|\.html$/, "") || "/";

  const moved = redirects.get(address);
  if (moved) return { kind: "redirect", location: encodePath(moved) + encodeSearch(parts.search) };

  if (address !== decoded) {
    const location = encodePath(address) + encodeSearch(parts.search);
    if (!/^\/(?![/\\])/.test(location)) return notFound;
    return { kind: "redirect", location };
  }
  return { kind: "candidate", urlPath };
}

/**
 * The files that may serve a clean URL path, relative to the build root, in
 * order: a page is `about.html` (decision 049), the editor `admin/index.html`,
 * and a path with an extension is its own file.
 */
export function relativeFilesFor(urlPath: string): string[] {
  const segments = urlPath.split("/").filter(Boolean);
  const last = segments.at(-1) ?? "";
  if (path.posix.extname(last)) return [segments.join("/")];
  if (segments.length === 0) return ["index.html"];
  return [`${segments.join("/")}.html`, [...segments, "index.html"].join("/")];
}

/** The not-found pages are what the server answers with, never an address of their own. */
const notFoundFile = "404.html";

export async function resolveRequest(
  rawUrl: string,
  root: string,
  isFile: IsFile,
  redirects: Redirects = noRedirects,
): Promise<Resolution> {
  const target = parseTarget(rawUrl, redirects);
  if (target.kind !== "candidate") return target;

  const notFound = { kind: "not-found", locale: localeOf(target.urlPath) } as const;
  const base = path.resolve(root);
  const inside = base.endsWith(path.sep) ? base : base + path.sep;
  for (const relative of relativeFilesFor(target.urlPath)) {
    if (path.posix.basename(relative) === notFoundFile) return notFound;
    const filePath = path.resolve(base, ...relative.split("/"));
    if (!filePath.startsWith(inside)) return notFound;
    try {
      if (await isFile(filePath)) return { kind: "file", filePath, urlPath: target.urlPath };
    } catch {
      // ENAMETOOLONG, ENOTDIR, EACCES...: nothing we can serve.
    }
  }
  return notFound;
}
