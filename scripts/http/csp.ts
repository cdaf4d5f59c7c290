import { createHash } from "node:crypto";

/**
 * The Content-Security-Policy comes in two parts (decision 048), which the
 * browser enforces together: a document must pass both.
 *
 * - The host's part, one header on every response of every host, the same
 *   whatever the number of pages: framing, `<base>`, plugins and form
 *   targets. It names no fetch directive, so it never blocks what a page's
 *   own part allows.
 * - The page's part, a `<meta http-equiv>` that postbuild writes at the top
 *   of each pre-rendered page's head: every inline script of the page by
 *   hash, and nothing else runs. No 'unsafe-inline', no 'unsafe-eval'. A
 *   `<meta>` cannot carry `frame-ancestors`, `report-uri` or `sandbox`, so the
 *   page's part leaves them to the host's.
 */
const hostDirectives: Record<string, string[]> = {
  // 'self', not 'none': the editor's preview frame takes the site's address as
  // its base. Pages narrow it to 'none' in their own part.
  "base-uri": ["'self'"],
  "object-src": ["'none'"],
  "form-action": ["'none'"],
  "frame-ancestors": ["'none'"],
};

/**
 * A page's part names every fetch directive of CSP Level 3 itself, so that
 * `default-src` governs only what the standard gives it alone: a
 * `<link rel="prefetch">` (and a prerender). The site prefetches its own
 * pages' data ahead of a likely tap (app/hooks/use-fetch-ahead.ts, React
 * Router's `<PrefetchPageLinks>`), which Firefox checks against
 * `default-src` as the standard says, so it allows `'self'` and no more;
 * every other kind of request is held exactly as before (decision 084).
 */
export const pageFetchDirectives: Record<string, string[]> = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "manifest-src": ["'self'"],
  "media-src": ["'none'"],
  // Frames and workers: none, unless a page's own frame-src names an origin.
  "child-src": ["'none'"],
  "object-src": ["'none'"],
};

const pageDirectives: Record<string, string[]> = {
  ...pageFetchDirectives,
  "base-uri": ["'none'"],
  "form-action": ["'none'"],
};

/** The `'sha256-…'` source of every inline `<script>` of a page, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1] ?? "")) continue;
    const digest = createHash("sha256")
      .update(match[2] ?? "", "utf8")
      .digest("base64");
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}

function serialize(policy: Record<string, string[]>): string {
  return Object.entries(policy)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** The host's part of the policy, sent as a header with every response. */
export const hostPolicy = serialize(hostDirectives);

/** What a page's own part allows beyond the site's defaults. */
export interface PageSources {
  /** The `'sha256-…'` sources of the page's inline scripts. */
  scriptHashes?: readonly string[];
  /** Origins the page may show in a frame (`https://www.youtube-nocookie.com`). */
  frameSources?: readonly string[];
}

/** A page's own part of the policy, for its `<meta http-equiv>`. */
export function contentSecurityPolicy({ scriptHashes = [], frameSources = [] }: PageSources = {}) {
  return serialize({
    ...pageDirectives,
    "script-src": [...pageDirectives["script-src"]!, ...scriptHashes],
    ...(frameSources.length > 0 ? { "frame-src": [...new Set(frameSources)].sort() } : {}),
  });
}

/**
 * The content editor's policy (/admin). The editor is an application of its
 * own: it injects its styles, compiles WebAssembly to convert photos, runs a
 * worker, previews uploads from blob: addresses and talks to the GitHub API,
 * where it reads and commits the content, and to GitHub's status page, so
 * it can say when GitHub is down. Nothing else leaves the site. Signing in
 * with GitHub opens the sign-in service in a window of its own, which no
 * directive here governs (its headers, in headers.ts, let it answer).
 */
const editorDirectives: Record<string, string[]> = {
  ...pageDirectives,
  // The editor prefetches nothing: what no directive below names stays refused.
  "default-src": ["'none'"],
  "script-src": ["'self'", "'wasm-unsafe-eval'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:", "https://avatars.githubusercontent.com"],
  "media-src": ["'self'", "blob:"],
  "connect-src": [
    "'self'",
    "data:",
    "blob:",
    "https://api.github.com",
    "https://www.githubstatus.com",
  ],
  "worker-src": ["'self'", "blob:"],
  "frame-src": ["'self'", "blob:"],
  // The preview pane is a frame the editor writes, based on the site's
  // address so that the site's stylesheet and fonts resolve in it.
  "base-uri": ["'self'"],
};

/** The editor's own part of the policy, in a `<meta>` at the top of its page like a page's. */
export const editorPolicy = serialize(editorDirectives);

/**
 * The origins a page shows in frames: those of its `<iframe src>`, and of any
 * `data-frame-src` attribute, which a control that builds its frame only when
 * tapped (a video) carries so that the build can allow it.
 */
export function frameOrigins(html: string): string[] {
  const origins = new Set<string>();
  for (const match of html.matchAll(
    /<iframe\b[^>]*\bsrc\s*=\s*"([^"]+)"|\bdata-frame-src\s*=\s*"([^"]+)"/gi,
  )) {
    const address = (match[1] ?? match[2] ?? "").replaceAll("&amp;", "&");
    try {
      const { origin, protocol } = new URL(address);
      if (protocol === "https:") origins.add(origin);
    } catch {
      // A relative address is the site's own, which frame-src 'none' refuses on purpose.
    }
  }
  return [...origins].sort();
}

/**
 * The `<meta>` that carries a document's own part of the policy. It goes
 * right after `<meta charset>`, ahead of every script, stylesheet and image
 * the policy governs: the browser applies a policy from the point it reads
 * it.
 */
export function policyMeta(policy: string): string {
  const content = policy.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
  return `<meta http-equiv="Content-Security-Policy" content="${content}"/>`;
}

const existingMeta = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/i;

/** The document with its policy's `<meta>` first in its head (replacing an earlier one). */
export function withPolicyMeta(html: string, policy: string): string {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd < 0) throw new Error("A page without a <head> cannot carry its policy");
  const head = html.slice(0, headEnd);
  const rest = html.slice(headEnd);
  const meta = policyMeta(policy);
  if (existingMeta.test(head)) return head.replace(existingMeta, () => meta) + rest;
  const anchor =
    /<meta\s+charset\s*=\s*"?[\w-]+"?\s*\/?>/i.exec(head) ?? /<head\b[^>]*>/i.exec(head);
  if (!anchor) throw new Error("A page without a <head> cannot carry its policy");
  const at = anchor.index + anchor[0].length;
  return head.slice(0, at) + meta + head.slice(at) + rest;
}

/** The policy a document's `<meta>` carries, if it has one. */
export function metaPolicy(html: string): string | undefined {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html)?.[1];
  return content?.replaceAll("&quot;", '"').replaceAll("&amp;", "&");
}

/**
 * A pre-rendered page's own part: its inline scripts, and the frames it
 * shows itself, so a page without a video allows no frame at all (decision
 * 064). A document keeps the policy it loaded with while the router moves to
 * other pages, so a video reached that way loads its page again before it
 * plays (components/video/video-facade.tsx).
 */
export function pagePolicy(html: string): string {
  return contentSecurityPolicy({
    scriptHashes: inlineScriptHashes(html),
    frameSources: frameOrigins(html),
  });
}
