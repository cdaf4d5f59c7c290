import path from "node:path";

/**
 * The folders the build reads and writes, named once. Each can be moved by an
 * environment variable, so a check or a benchmark can build a copy of the
 * content elsewhere; a relative path is taken from the folder npm runs in, the
 * project's root.
 *
 * - `CONTENT_DIR`: the content (default `content/`).
 * - `BUILD_DIR`: the build (default `build/`). React Router writes the site
 *   into its `client/` folder, which is what is published; the nginx maps sit
 *   beside it.
 */

/** Where the content lives. */
export function contentDir(): string {
  return path.resolve(process.env.CONTENT_DIR ?? "content");
}

/** The build's folder: React Router's `buildDirectory`. */
export function buildDir(): string {
  return path.resolve(process.env.BUILD_DIR ?? "build");
}

/** The site as published: every page, asset and header file. */
export function clientDir(): string {
  return path.join(buildDir(), "client");
}
