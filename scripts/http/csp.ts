import { createHash } from "node:crypto";

/**
 * The Content-Security-Policy. Pages are pre-rendered, so every inline script
 * is known at build time: each page allows exactly its own inline scripts by
 * hash, and nothing else runs. No 'unsafe-inline', no 'unsafe-eval'.
 */
const directives: Record<string, string[]> = {
  "default-src": ["'none'"],
  "script-src": ["'self'"],
  "style-src": ["'self'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "manifest-src": ["'self'"],
  "base-uri": ["'none'"],
  "object-src": ["'none'"],
  "form-action": ["'none'"],
  "frame-ancestors": ["'none'"],
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

export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return serialize({
    ...directives,
    "script-src": [...directives["script-src"]!, ...scriptHashes],
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
  ...directives,
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

export const editorPolicy = serialize(editorDirectives);

/** The policy of one pre-rendered page. */
export function pagePolicy(html: string): string {
  return contentSecurityPolicy(inlineScriptHashes(html));
}
