import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { clientDir } from "../app/folders.server";
import { createStaticServer } from "./http/server";

const root = clientDir();
const port = Number(process.env.PORT ?? 3000);
// "localhost" binds the loopback address the OS prefers; clients try both 127.0.0.1 and ::1.
const host = process.env.HOST ?? "localhost";

function displayPath(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  return relative.startsWith("..") || path.isAbsolute(relative) ? dir : relative || ".";
}

if (!existsSync(path.join(root, "index.html"))) {
  console.error(`No index.html in ${displayPath(root)}: run npm run build first.`);
  process.exit(1);
}

// TLS_CERT and TLS_KEY (PEM files) serve HTTPS with HTTP/2, as production is served.
const { TLS_CERT, TLS_KEY } = process.env;
const tls =
  TLS_CERT && TLS_KEY ? { cert: readFileSync(TLS_CERT), key: readFileSync(TLS_KEY) } : undefined;
const server = tls ? createStaticServer(root, tls) : createStaticServer(root);

server.on("error", (error: NodeJS.ErrnoException) => {
  console.error(`Could not listen on ${host}:${port}: ${error.code ?? error.message}`);
  process.exit(1);
});

server.listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  const shownHost = host.includes(":") ? `[${host}]` : host;
  const scheme = tls ? "https" : "http";
  console.log(`Serving ${displayPath(root)} at ${scheme}://${shownHost}:${actualPort}`);
});

function shutdown(signal: NodeJS.Signals) {
  console.log(`${signal} received, closing the server`);
  server.close(() => process.exit(0));
  if ("closeIdleConnections" in server) server.closeIdleConnections();
  // Long downloads get a few seconds to finish before they are cut.
  setTimeout(() => {
    if ("closeAllConnections" in server) server.closeAllConnections();
    process.exit(0);
  }, 5_000).unref();
}

process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);
