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

export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return Object.entries(directives)
    .map(([name, sources]) => {
      const all = name === "script-src" ? [...sources, ...scriptHashes] : sources;
      return `${name} ${all.join(" ")}`;
    })
    .join("; ");
}

/** The policy of one pre-rendered page. */
export function pagePolicy(html: string): string {
  return contentSecurityPolicy(inlineScriptHashes(html));
}
