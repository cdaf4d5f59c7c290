import path from "node:path";
import { buildRecordPath } from "../../app/build-record";
import { locales } from "../../app/i18n/locales";
import { editorPath, feedPath } from "../../app/pages";
import { hostPolicy } from "./csp";

// Chromium logs a console error for every page when it meets a feature it no
// longer knows, so `interest-cohort` (FLoC, removed) is left out in favour of
// its successor `browsing-topics`.
const deniedFeatures = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "payment",
  "usb",
];

/**
 * The editor signs in with GitHub in a window of the sign-in service
 * (Netlify's, or any given as backend.base_url), which reports back to the
 * editor's window. "same-origin" would cut that window off from the editor,
 * and sign-in would end with "Authentication aborted" (decision 036). The
 * value is the whole site's (decision 048): a second value for /admin would
 * need a second rule for the same header, which the hosts combine
 * differently. It isolates every page from any window that opens it as
 * "same-origin" does; it differs only for windows a page opens itself, and
 * every link that opens one has rel="noopener".
 */
export const openerPolicy = "same-origin-allow-popups";

/** The same headers on every response, on every host: one rule for every path. */
export const securityHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  // The host's part of the policy; each page carries its own part (csp.ts).
  "Content-Security-Policy": hostPolicy,
  "Permissions-Policy": deniedFeatures.map((feature) => `${feature}=()`).join(", "),
  "Cross-Origin-Opener-Policy": openerPolicy,
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** The content editor's folder (cms/), built into the site but no page of it. */
export const editorFolder = `${editorPath}/`;

/**
 * The editor, added to the headers of every path: kept out of search results.
 * Its own policy is in its page, as a page's is (csp.ts, postbuild).
 */
export const editorHeaders: Record<string, string> = {
  "X-Robots-Tag": "noindex, nofollow",
};

export function isEditorPath(urlPath: string): boolean {
  return urlPath === editorPath || urlPath.startsWith(editorFolder);
}

export const immutableCacheControl = "public, max-age=31536000, immutable";
export const revalidateCacheControl = "public, max-age=0, must-revalidate";
export const shortCacheControl = "public, max-age=3600";
export const noStoreCacheControl = "no-store";
/** Kept, but asked again every time: the build's record (/build.json) must be the newest. */
export const noCacheControl = "no-cache";

/** Folders whose file names carry a content hash, so a file never changes. */
export const hashedFolders = ["/assets/", "/images/"];

// Hashed files never change; pages and the build's record must show a
// deploy at once; other unhashed files (favicon, manifest, robots.txt) may
// be an hour stale.
export function cacheControlFor(urlPath: string): string {
  if (urlPath === buildRecordPath) return noCacheControl;
  if (hashedFolders.some((folder) => urlPath.startsWith(folder))) return immutableCacheControl;
  const extension = path.posix.extname(urlPath);
  if (extension === "" || extension === ".html") return revalidateCacheControl;
  return shortCacheControl;
}

/**
 * A page's loader data, which React Router fetches when a visitor moves to
 * the page in the same document (`/information-news.data`, written by the
 * build): its own server sends it as `text/x-script`, and that type is what
 * the hosts compress. Left to the extension, hosts send it as
 * `application/octet-stream`, which none of them compresses, so a list's
 * data travelled at about three times its compressed size
 * (docs/decisions/072).
 */
export const routeDataContentType = "text/x-script";
export const routeDataPattern = "/*.data";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".wasm": "application/wasm",
  ".data": routeDataContentType,
};

export const plainTextContentType = "text/plain; charset=utf-8";

/** The news feeds (rss.xml, es/rss.xml) are XML with a media type of their own. */
export const feedContentType = "application/rss+xml; charset=utf-8";
export const feedFileName = "rss.xml";
/** Static hosts guess a type from the extension alone, so each feed is named. */
export const feedPaths = locales.map(feedPath);

export function contentTypeFor(filePath: string): string {
  if (path.basename(filePath).toLowerCase() === feedFileName) return feedContentType;
  return contentTypes[path.extname(filePath).toLowerCase()] ?? "application/octet-stream";
}

export const compressibleExtensions = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".map",
  ".webmanifest",
  ".xml",
  ".txt",
  ".wasm",
  ".data",
]);

/** A file this size or smaller is sent as it is: headers and a compression frame cost more than they save. */
export const minCompressBytes = 1024;

export function isCompressible(filePath: string): boolean {
  return compressibleExtensions.has(path.extname(filePath).toLowerCase());
}

function block(pattern: string, headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return [pattern, ...lines].join("\n");
}

/**
 * The `_headers` file of Netlify and Cloudflare Pages. Its rules are fixed:
 * none is written per page, so the file is the same for eight pages or five
 * hundred (Cloudflare reads 100 rules at most). No header is set by two rules
 * that can match the same path: Cloudflare joins both values into one, and
 * Netlify's engine keeps one of them.
 */
export function netlifyHeadersFile(): string {
  return [
    "# Generated by scripts/postbuild.ts from scripts/http/headers.ts. Do not edit.",
    `# Pages keep the host default Cache-Control (${revalidateCacheControl}); each page carries`,
    "# its own part of the Content-Security-Policy in a <meta> (decision 048).",
    block("/*", securityHeaders),
    "",
    ...hashedFolders.flatMap((folder) => [
      block(`${folder}*`, { "Cache-Control": immutableCacheControl }),
      "",
    ]),
    ...feedPaths.flatMap((feed) => [block(feed, { "Content-Type": feedContentType }), ""]),
    block(routeDataPattern, { "Content-Type": routeDataContentType }),
    "",
    block(buildRecordPath, { "Cache-Control": noCacheControl }),
    "",
    block(`${editorFolder}*`, editorHeaders),
    "",
  ].join("\n");
}
