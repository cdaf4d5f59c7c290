import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { buildDir, clientDir } from "../app/folders.server";
import { localeFromPath, locales, type Locale } from "../app/i18n/locales";
import { buildRecordPath } from "../app/build-record";
import { withRenderedPath } from "../app/rendered-path";
import { content } from "../app/content/content.server";
import { legacyRedirects } from "../app/inventory.server";
import { buildRecord } from "./build-record";
import { launchChecklistPath } from "../app/launch-checklist";
import { launchChecklist } from "./launch-checklist";
import { siteOrigin } from "../app/lib/seo";
import { deferHydration, pageScripts } from "./html/defer-hydration";
import { withSiteData } from "./html/site-data";
import { pageFileOf, sitePageFiles, sitePath as sitePathIn } from "./html/site-pages";
import { chunkUrls, type ViteManifest } from "./html/vite-manifest";
import { editorPolicy, pagePolicy, withPolicyMeta } from "./http/csp";
import { editorFolder, isCompressible, minCompressBytes, netlifyHeadersFile } from "./http/headers";
import { nginxPolicies } from "./http/nginx-policies";
import { redirectsFile, redirectsFileName, redirectTable } from "./http/redirects";

const root = clientDir();

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Suffix = "br" | "gz";

const encoders: Record<Suffix, (source: Buffer) => Promise<Buffer>> = {
  br: (source) =>
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
  gz: (source) => gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
};

/** A file or folder of the build as a path on the site: `/es/nosotros.html`, `/` for the root. */
function sitePath(file: string): string {
  return sitePathIn(root, file);
}

/** Turns the pre-rendered `/404` route into the flat page the servers answer with. */
async function flattenNotFoundPage(dir: string): Promise<boolean> {
  const nested = path.join(root, dir, "404", "index.html");
  if (!existsSync(nested)) return false;
  // The file is served at every address the site does not have, but it was
  // rendered at /404: the page's script starts its router there (app/entry.client.tsx).
  const html = await readFile(nested, "utf8");
  const renderedAt = dir === "." ? "/404" : `/${dir}/404`;
  await writeFile(path.join(root, dir, "404.html"), withRenderedPath(html, renderedAt));
  await rm(nested);
  // rmdir (not rm -r) so a folder that unexpectedly holds more is kept and fails loudly.
  await rmdir(path.join(root, dir, "404"));
  return true;
}

/**
 * The chunks of each language's messages, which the app imports as it starts
 * (app/i18n/load-dictionary.ts), read from Vite's build manifest. The
 * manifest is then removed: it is for this step, not for the site.
 */
async function messageChunks(): Promise<Record<Locale, string[]>> {
  const dir = path.join(root, ".vite");
  const manifest = JSON.parse(
    await readFile(path.join(dir, "manifest.json"), "utf8"),
  ) as ViteManifest;
  await rm(dir, { recursive: true });
  return Object.fromEntries(
    locales.map((locale) => [locale, chunkUrls(manifest, `app/i18n/messages/${locale}.ts`)]),
  ) as Record<Locale, string[]>;
}

/**
 * Rewrites every page once: the site-wide structured data in its head, and
 * hydration after its first paint, fetching its language's messages with
 * its other modules. Returns how many pages changed.
 */
async function rewritePages(): Promise<number> {
  const messages = await messageChunks();
  const scripts = await pageScripts();
  const origin = siteOrigin(process.env.SITE_ORIGIN ?? "");
  let changed = 0;
  for (const file of await htmlFiles()) {
    const html = await readFile(file, "utf8");
    const withData = withSiteData(html, origin, content().company);
    const deferred = deferHydration(withData, scripts, messages[localeFromPath(sitePath(file))]);
    if (deferred === html) continue;
    await writeFile(file, deferred);
    changed += 1;
  }
  return changed;
}

function htmlFiles(): Promise<string[]> {
  return sitePageFiles(root);
}

/**
 * Moves every page from `about/index.html` to `about.html`, the file every
 * host serves at `/about` without a redirect (decision 049). A folder left
 * empty goes; one that holds the pages below it (`projects/`) stays.
 */
async function flattenPages(): Promise<number> {
  let moved = 0;
  for (const file of await htmlFiles()) {
    const target = pageFileOf(root, file);
    if (target === file) continue;
    if (existsSync(target)) throw new Error(`${sitePath(target)} and ${sitePath(file)} both exist`);
    await rename(file, target);
    const folder = path.dirname(file);
    if ((await readdir(folder)).length === 0) await rmdir(folder);
    moved += 1;
  }
  return moved;
}

/**
 * Writes each page's own part of the Content-Security-Policy into the page
 * (decision 048): its inline scripts' hashes, and the frames that page shows
 * (decision 064). The editor's page gets the editor's policy the same way.
 */
async function writePagePolicies(): Promise<number> {
  const pages = await htmlFiles();
  for (const file of pages) {
    const html = await readFile(file, "utf8");
    await writeFile(file, withPolicyMeta(html, pagePolicy(html)));
  }
  const editor = path.join(root, editorFolder, "index.html");
  if (existsSync(editor)) {
    await writeFile(editor, withPolicyMeta(await readFile(editor, "utf8"), editorPolicy));
  }
  return pages.length;
}

async function compressFile(filePath: string, source: Buffer) {
  const sizes: Record<Suffix, number> = { br: source.length, gz: source.length };
  for (const suffix of ["br", "gz"] as const) {
    const compressed = await encoders[suffix](source);
    const target = `${filePath}.${suffix}`;
    if (compressed.length < source.length) {
      await writeFile(target, compressed);
      sizes[suffix] = compressed.length;
    } else {
      // A stale variant from an earlier run would otherwise be served instead.
      await rm(target, { force: true });
    }
  }
  return sizes;
}

function kb(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

async function main() {
  if (!existsSync(root)) throw new Error(`${root} does not exist: run react-router build first`);

  const flattened = [await flattenNotFoundPage("."), await flattenNotFoundPage("es")];
  await rm(path.join(root, "__spa-fallback.html"), { force: true });
  const rewritten = await rewritePages();
  // When and from what this build was made, for the editor's word on what is live.
  await writeFile(
    path.join(root, buildRecordPath),
    `${JSON.stringify(buildRecord(new Date(), process.env))}\n`,
  );
  // What the company still has to fill in or confirm, for the editor's first screen.
  const checklist = path.join(root, launchChecklistPath);
  await mkdir(path.dirname(checklist), { recursive: true });
  await writeFile(checklist, `${JSON.stringify(launchChecklist())}\n`);
  const moved = await flattenPages();
  const policies = await writePagePolicies();
  await writeFile(path.join(root, "_headers"), netlifyHeadersFile());
  // The Spanish pages' former paths, for every server: CDN hosts read the
  // file, `npm run serve` reads it back, nginx reads the same table as a map.
  const redirects = redirectTable(legacyRedirects());
  await writeFile(path.join(root, redirectsFileName), redirectsFile(redirects));
  const notFoundFiles = (await htmlFiles())
    .map(sitePath)
    .filter((file) => path.posix.basename(file) === "404.html");
  await writeFile(
    path.join(buildDir(), "nginx-policies.conf"),
    nginxPolicies(notFoundFiles, redirects),
  );

  const files = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && isCompressible(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

  const totals = { files: 0, before: 0, br: 0, gz: 0 };
  for (const filePath of files) {
    if ((await stat(filePath)).size <= minCompressBytes) continue;
    const source = await readFile(filePath);
    const sizes = await compressFile(filePath, source);
    totals.files += 1;
    totals.before += source.length;
    totals.br += sizes.br;
    totals.gz += sizes.gz;
  }

  const pages = flattened.filter(Boolean).length;
  console.log(
    `postbuild: flattened ${pages} 404 pages, added structured data and deferred hydration on ${rewritten} pages, moved ${moved} pages to <path>.html, wrote ${policies} page policies, _headers and ${redirects.size} redirects, precompressed ${totals.files} files ` +
      `(${kb(totals.before)} → br ${kb(totals.br)}, gzip ${kb(totals.gz)})`,
  );
}

await main();
