import path from "node:path";
import { buildRecordPath } from "../../app/build-record";
import { locales } from "../../app/i18n/locales";
import { editorPath, feedPath } from "../../app/pages";
import { contentSecurityPolicy, editorPolicy } from "./csp";

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

export const securityHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  // Pages replace this with their own policy, which adds their inline scripts' hashes.
  "Content-Security-Policy": contentSecurityPolicy(),
  "Permissions-Policy": deniedFeatures.map((feature) => `${feature}=()`).join(", "),
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/**
 * The editor signs in with GitHub in a window of the sign-in service
 * (Netlify's, or any given as backend.base_url), which reports back to the
 * editor's window. "same-origin" would cut that window off from the editor,
 * and sign-in would end with "Authentication aborted"; this value keeps the
 * editor isolated from every page that opens it, and lets its own pop-up
 * answer.
 */
export const editorOpenerPolicy = "same-origin-allow-popups";

/** The content editor's folder (cms/), built into the site but no page of it. */
export const editorFolder = `${editorPath}/`;

/** Every file of the editor: its own policy, and kept out of search results. */
export const editorHeaders: Record<string, string> = {
  "Content-Security-Policy": editorPolicy,
  "Cross-Origin-Opener-Policy": editorOpenerPolicy,
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
]);

export function isCompressible(filePath: string): boolean {
  return compressibleExtensions.has(path.extname(filePath).toLowerCase());
}

function block(pattern: string, headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return [pattern, ...lines].join("\n");
}

/** A pre-rendered page and its own Content-Security-Policy. */
export interface PagePolicy {
  urlPath: string;
  policy: string;
}

export function netlifyHeadersFile(pages: readonly PagePolicy[] = []): string {
  const {
    "Content-Security-Policy": defaultPolicy,
    "Cross-Origin-Opener-Policy": openerPolicy,
    ...shared
  } = securityHeaders;
  return [
    "# Generated by scripts/postbuild.ts from scripts/http/headers.ts. Do not edit.",
    // Netlify and Cloudflare Pages join a header set by two matching rules
    // into one conflicting value, so Cache-Control, the Content-Security-
    // Policy and the Cross-Origin-Opener-Policy (the editor's differs) each
    // live in one rule per path only. The opener policy concerns documents,
    // so it goes with each page's rule.
    `# Pages keep the host default Cache-Control (${revalidateCacheControl}).`,
    block("/*", shared),
    "",
    ...hashedFolders.flatMap((folder) => [
      block(`${folder}*`, {
        "Cache-Control": immutableCacheControl,
        "Content-Security-Policy": defaultPolicy ?? "",
      }),
      "",
    ]),
    ...feedPaths.flatMap((feed) => [block(feed, { "Content-Type": feedContentType }), ""]),
    block(buildRecordPath, { "Cache-Control": noCacheControl }),
    "",
    block(`${editorFolder}*`, editorHeaders),
    "",
    ...pages
      .filter(({ urlPath }) => !isEditorPath(urlPath))
      .flatMap(({ urlPath, policy }) => [
        block(urlPath, {
          "Content-Security-Policy": policy,
          "Cross-Origin-Opener-Policy": openerPolicy ?? "",
        }),
        "",
      ]),
  ].join("\n");
}
