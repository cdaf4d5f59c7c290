import { readFile, stat } from "node:fs/promises";
import type { OutgoingHttpHeaders } from "node:http";
import { pagePolicy } from "./csp";

const cache = new Map<string, { mtimeMs: number; policy: string }>();

/**
 * A pre-rendered page's own Content-Security-Policy, read from the page
 * itself, so the server and the CDN headers file can never disagree.
 */
export async function pagePolicyHeaders(filePath: string): Promise<OutgoingHttpHeaders> {
  if (!filePath.endsWith(".html")) return {};
  const { mtimeMs } = await stat(filePath).catch(() => ({ mtimeMs: -1 }));
  if (mtimeMs < 0) return {};
  let entry = cache.get(filePath);
  if (entry?.mtimeMs !== mtimeMs) {
    entry = { mtimeMs, policy: pagePolicy(await readFile(filePath, "utf8")) };
    cache.set(filePath, entry);
  }
  return { "Content-Security-Policy": entry.policy };
}
