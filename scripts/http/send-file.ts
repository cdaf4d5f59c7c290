import { createReadStream, type Stats } from "node:fs";
import { stat } from "node:fs/promises";
import type { OutgoingHttpHeaders } from "node:http";
import { pipeline } from "node:stream/promises";
import {
  contentTypeFor,
  isCompressible,
  noStoreCacheControl,
  plainTextContentType,
  securityHeaders,
} from "./headers";
import { writeHead, type Request, type Response } from "./exchange";
import { acceptsEncoding, isNotModified, weakEtag, type Encoding } from "./negotiate";

const precompressed: ReadonlyArray<[Encoding, string]> = [
  ["br", ".br"],
  ["gzip", ".gz"],
];

async function statFile(filePath: string): Promise<Stats | null> {
  try {
    const stats = await stat(filePath);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

export async function isFile(filePath: string): Promise<boolean> {
  return (await statFile(filePath)) !== null;
}

async function pickVariant(filePath: string, acceptEncoding: string | undefined) {
  if (isCompressible(filePath)) {
    for (const [encoding, suffix] of precompressed) {
      if (!acceptsEncoding(acceptEncoding, encoding)) continue;
      const stats = await statFile(filePath + suffix);
      if (stats) return { path: filePath + suffix, encoding, stats };
    }
  }
  const stats = await statFile(filePath);
  return stats && { path: filePath, encoding: undefined, stats };
}

type SendFileOptions = {
  filePath: string;
  status: 200 | 404;
  cacheControl: string;
  /** Headers of this file only, such as a page's own Content-Security-Policy. */
  extraHeaders?: OutgoingHttpHeaders;
};

/** Streams a file (or its best precompressed twin); false when it does not exist. */
export async function sendFile(
  req: Request,
  res: Response,
  { filePath, status, cacheControl, extraHeaders }: SendFileOptions,
): Promise<boolean> {
  const variant = await pickVariant(filePath, req.headers["accept-encoding"]);
  if (!variant) return false;

  const headers: OutgoingHttpHeaders = {
    ...securityHeaders,
    ...extraHeaders,
    "Cache-Control": cacheControl,
  };
  if (isCompressible(filePath)) headers.Vary = "Accept-Encoding";
  if (status === 200) {
    const etag = weakEtag(variant.stats.size, variant.stats.mtimeMs);
    headers.ETag = etag;
    headers["Last-Modified"] = variant.stats.mtime.toUTCString();
    if (isNotModified(req.headers, etag, variant.stats.mtime)) {
      writeHead(res, 304, headers).end();
      return true;
    }
  }

  headers["Content-Type"] = contentTypeFor(filePath);
  headers["Content-Length"] = variant.stats.size;
  if (variant.encoding) headers["Content-Encoding"] = variant.encoding;
  writeHead(res, status, headers);
  if (req.method === "HEAD") res.end();
  else await pipeline(createReadStream(variant.path), res);
  return true;
}

export function sendText(
  req: Request,
  res: Response,
  status: number,
  body: string,
  extraHeaders: OutgoingHttpHeaders = {},
): void {
  writeHead(res, status, {
    ...securityHeaders,
    "Content-Type": plainTextContentType,
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": noStoreCacheControl,
    ...extraHeaders,
  });
  if (req.method === "HEAD") res.end();
  else res.end(body);
}
