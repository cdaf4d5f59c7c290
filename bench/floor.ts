/**
 * The machine's floor (docs/decisions/076): a page of one paragraph, with no
 * script, stylesheet, font or image, served beside the site over the same
 * protocol and measured by the same Lighthouse runs in each browser. Nothing
 * a page could cut is in it, so its blocking time is what the machine, the
 * browser and the instrument add to any page: the navigation's commit and
 * the first frame, stretched by their wait for a core.
 */
import { createServer as createHttpServer, type Server } from "node:http";
import { createSecureServer, type Http2SecureServer, type ServerHttp2Session } from "node:http2";
import { once } from "node:events";
import type { Tls } from "../scripts/http/server";

/** Whole and valid, so that every category Lighthouse scores has what it reads. */
export const floorPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor</title>
<meta name="description" content="One paragraph, with no script, stylesheet, font or image.">
</head>
<body>
<main><h1>Floor</h1><p>One paragraph, with no script, stylesheet, font or image.</p></main>
</body>
</html>
`;

/**
 * Serves the floor page at every path of `port` on localhost (0: any free
 * port): over HTTPS and HTTP/2 with the bench's certificate, or over plain
 * HTTP/1.1 without one. Resolves to its address and a function that closes it.
 */
export async function serveFloor(
  port: number,
  tls?: Tls,
): Promise<{ url: string; close: () => Promise<void> }> {
  const headers = {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
  };
  const server: Server | Http2SecureServer = tls
    ? createSecureServer({ ...tls, allowHTTP1: true }, (_request, response) => {
        response.writeHead(200, headers).end(floorPage);
      })
    : createHttpServer((_request, response) => {
        response.writeHead(200, headers).end(floorPage);
      });
  // A browser keeps its HTTP/2 session open for the next page: the server
  // ends them as it closes, or it would wait for them. (Node's HTTP/1.1
  // server closes idle connections itself.)
  const sessions = new Set<ServerHttp2Session>();
  server.on("session", (session: ServerHttp2Session) => {
    sessions.add(session);
    session.once("close", () => sessions.delete(session));
  });
  server.listen(port, "localhost");
  await once(server, "listening");
  const address = server.address();
  const bound = typeof address === "object" && address ? address.port : port;
  return {
    url: `${tls ? "https" : "http"}://localhost:${bound}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const session of sessions) session.close();
      }),
  };
}
