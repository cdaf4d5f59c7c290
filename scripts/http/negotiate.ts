import type { IncomingHttpHeaders } from "node:http";

export type Encoding = "br" | "gzip";

/** Whether an Accept-Encoding header allows a coding, honouring `q=0` and `*`. */
export function acceptsEncoding(header: string | undefined, coding: Encoding): boolean {
  if (!header) return false;
  let wildcard = 0;
  for (const entry of header.toLowerCase().split(",")) {
    const [name = "", ...params] = entry.split(";").map((part) => part.trim());
    const q = params.find((param) => param.startsWith("q="));
    const quality = q === undefined ? 1 : Number(q.slice(2)) || 0;
    if (name === coding) return quality > 0;
    if (name === "*") wildcard = quality;
  }
  return wildcard > 0;
}

export function weakEtag(size: number, mtimeMs: number): string {
  return `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
}

function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/** RFC 9110 §13.2.2: If-None-Match wins; If-Modified-Since is only a fallback. */
export function isNotModified(headers: IncomingHttpHeaders, etag: string, mtime: Date): boolean {
  const ifNoneMatch = headers["if-none-match"];
  if (ifNoneMatch !== undefined) return etagMatches(ifNoneMatch, etag);
  const ifModifiedSince = Date.parse(headers["if-modified-since"] ?? "");
  if (Number.isNaN(ifModifiedSince)) return false;
  return Math.floor(mtime.getTime() / 1000) * 1000 <= ifModifiedSince;
}
