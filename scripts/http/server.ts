import { createServer, type Server } from "node:http";
import { createSecureServer, type Http2SecureServer } from "node:http2";
import path from "node:path";
import {
  cacheControlFor,
  editorHeaders,
  isEditorPath,
  noStoreCacheControl,
  plainTextContentType,
  securityHeaders,
  shortCacheControl,
} from "./headers";
import { writeHead, type Request, type Response } from "./exchange";
import { loadRedirects, type Redirects } from "./redirects";
import { resolveRequest, type Locale } from "./resolve";
import { isFile, sendFile, sendText } from "./send-file";

function notFoundPages(root: string, locale: Locale): string[] {
  const english = path.join(root, "404.html");
  return locale === "es" ? [path.join(root, "es", "404.html"), english] : [english];
}

async function sendNotFound(req: Request, res: Response, root: string, locale: Locale) {
  for (const filePath of notFoundPages(root, locale)) {
    const sent = await sendFile(req, res, {
      filePath,
      status: 404,
      cacheControl: noStoreCacheControl,
    });
    if (sent) return;
  }
  sendText(req, res, 404, "Not found");
}

async function handle(req: Request, res: Response, root: string, redirects: Redirects) {
  if (req.method !== "GET" && req.method !== "HEAD") {
    return sendText(req, res, 405, "Method not allowed", { Allow: "GET, HEAD" });
  }
  const resolution = await resolveRequest(req.url ?? "/", root, isFile, redirects);
  switch (resolution.kind) {
    case "bad-request":
      return sendText(req, res, 400, "Bad request");
    case "redirect":
      writeHead(res, 301, {
        ...securityHeaders,
        Location: resolution.location,
        "Cache-Control": shortCacheControl,
        "Content-Length": 0,
      });
      return res.end();
    case "file": {
      const { filePath, urlPath } = resolution;
      const cacheControl = cacheControlFor(urlPath);
      const extraHeaders = isEditorPath(urlPath) ? editorHeaders : {};
      if (await sendFile(req, res, { filePath, status: 200, cacheControl, extraHeaders })) return;
      return sendNotFound(req, res, root, "en");
    }
    case "not-found":
      return sendNotFound(req, res, root, resolution.locale);
  }
}

function logError(error: unknown) {
  // Error messages from fs carry file paths, so only the kind and the stack frames are logged.
  const { name = "Error", code, stack = "" } = (error ?? {}) as NodeJS.ErrnoException;
  const frames = stack.split("\n").slice(1).join("\n");
  console.error(`[serve] unexpected ${name}${code ? ` (${code})` : ""}\n${frames}`);
}

const clientErrors: Record<string, [status: string, body: string]> = {
  HPE_HEADER_OVERFLOW: ["431 Request Header Fields Too Large", "Request headers too large"],
  ERR_HTTP_REQUEST_TIMEOUT: ["408 Request Timeout", "Request timeout"],
};

/** A certificate and its key, in PEM, to serve HTTPS. */
export interface Tls {
  cert: Buffer | string;
  key: Buffer | string;
}

function listener(root: string) {
  // The pages that moved, as the build wrote them for CDN hosts.
  const redirects = loadRedirects(root);
  return (req: Request, res: Response) => {
    handle(req, res, root, redirects).catch((error: unknown) => {
      const code = (error as NodeJS.ErrnoException | null)?.code;
      // A client that hangs up mid-download is not a server fault.
      if (code !== "ERR_STREAM_PREMATURE_CLOSE") logError(error);
      if (res.headersSent) res.destroy();
      else sendText(req, res, 500, "Internal server error");
    });
  };
}

/**
 * The build served as production serves it. Plain HTTP/1.1 by default; with a
 * certificate, HTTPS with HTTP/2 (and HTTP/1.1 for clients that ask for it),
 * as a CDN or nginx in front of the site would.
 */
export function createStaticServer(root: string): Server;
export function createStaticServer(root: string, tls: Tls): Http2SecureServer;
export function createStaticServer(root: string, tls?: Tls): Server | Http2SecureServer {
  if (tls) return createSecureServer({ ...tls, allowHTTP1: true }, listener(root));

  const server = createServer(listener(root));

  // Requests too malformed to parse still get the security headers.
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || error.code === "ECONNRESET") return socket.destroy();
    const [status, body] = clientErrors[error.code ?? ""] ?? ["400 Bad Request", "Bad request"];
    const headers = { ...securityHeaders, "Content-Type": plainTextContentType };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(
      `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: ${body.length}\r\n` +
        `${head.join("")}\r\n${body}`,
    );
  });

  return server;
}
