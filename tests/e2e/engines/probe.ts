import { createServer, request, type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";

/**
 * What a page reports to the test, in every engine, from before its first
 * script to the end of the check: script errors, promise rejections nobody
 * handled, policy violations, resources that failed to load, and console
 * errors and warnings. The probe is a file of the site's own origin, so the
 * page's policy allows it under its own `script-src 'self'`: the policy the
 * engine enforces is exactly the one the build wrote. It is the first script
 * of the document, right after the policy's `<meta>`, and an ordinary
 * (parser-blocking) script, so it runs before any script of the page.
 *
 * Firefox could take such a script from WebDriver BiDi and WebKit's classic
 * WebDriver cannot, so the test's server carries it to both the same way
 * (docs/decisions/084).
 */
const probeSource = `(() => {
  const heard = [];
  Object.defineProperty(window, "__engineProbe", { value: heard });
  const where = (file, line) => (file ? " at " + file.replace(location.origin, "") + ":" + line : "");
  addEventListener("error", (event) => {
    const target = event.target;
    if (target && target !== window && target.tagName) {
      const address = (target.currentSrc || target.src || target.href || "").replace(location.origin, "");
      const failed = "failed to load: <" + target.tagName.toLowerCase() + (target.rel ? " rel=" + target.rel : "") + "> " + address;
      if (target.rel === "modulepreload" && target.crossOrigin !== null) {
        // Firefox 153 fires "error" on a <link rel="modulepreload" crossorigin>
        // for a module the page has already loaded, with no request at all:
        // Vite's preloads carry crossorigin="". The module is there; what
        // counts is whether its address answers.
        fetch(address, { cache: "no-store" }).then(
          (response) => response.ok || heard.push(failed + " " + response.status),
          () => heard.push(failed),
        );
        return;
      }
      heard.push(failed);
    } else {
      heard.push("script error: " + event.message + where(event.filename, event.lineno));
    }
  }, true);
  addEventListener("unhandledrejection", (event) => {
    const reason = event.reason;
    heard.push("unhandled rejection: " + (reason && reason.message ? reason.message : String(reason)));
  });
  document.addEventListener("securitypolicyviolation", (event) => {
    heard.push("policy violation: " + event.effectiveDirective + " blocked " +
      (event.blockedURI || "(inline)").replace(location.origin, "") +
      (event.sourceFile ? " from " + event.sourceFile.replace(location.origin, "") : ""));
  });
  for (const level of ["error", "warn"]) {
    const original = console[level];
    console[level] = function (...args) {
      heard.push("console." + level + ": " + args.map((a) => (a && a.stack) || String(a)).join(" "));
      return original.apply(this, args);
    };
  }
})();
`;

/** The probe's address on the test's server. */
export const probePath = "/__engine-probe.js";

const probeTag = `<script src="${probePath}"></script>`;

/** The page with the probe as its first script: after the policy's `<meta>`, or after its charset. */
export function withProbe(html: string): string {
  const anchor =
    /<meta http-equiv="Content-Security-Policy"[^>]*>/i.exec(html) ??
    /<meta\s+charset[^>]*>/i.exec(html) ??
    /<head\b[^>]*>/i.exec(html);
  if (!anchor) return probeTag + html;
  const at = anchor.index + anchor[0].length;
  return html.slice(0, at) + probeTag + html.slice(at);
}

/** A request the site's server answered, as the test's server saw it. */
export interface Answered {
  path: string;
  status: number;
}

export interface ProbeServer {
  /** The origin the engine visits: `http://localhost:<port>`. */
  origin: string;
  /** The engine's proxy for every other address: `localhost:<port>`. */
  proxy: string;
  /** Every address off this machine the engine asked for since the last call, refused; clears the list. */
  takeOutside(): string[];
  /** Every request answered since the last `take()`, in order; clears the list. */
  take(): Answered[];
  /** Resolves once no request has been under way for `quietMs` (at most `timeoutMs`). */
  quiet(quietMs?: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A server in front of the site's own (`npm run serve` on `site`), for the
 * engines that Playwright does not drive: it passes every request through
 * as it is, adds the probe to each page, and writes down the status of every
 * answer, so that a failed request of the site's own is seen in any engine.
 * It is also the engine's proxy for any other address, which it refuses and
 * writes down: nothing leaves the machine, not even a name look-up, and a
 * test can tell what a page asked of another host (the video's, on a tap).
 * It listens on a port the system chooses, on localhost only.
 */
export async function startProbeServer(site: string): Promise<ProbeServer> {
  const upstream = new URL(site);
  let answered: Answered[] = [];
  let outside: string[] = [];
  let underWay = 0;
  let lastActivity = Date.now();

  const server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? "/";
    if (!path.startsWith("/")) {
      // A request through the proxy, for an address of another host.
      outside.push(path);
      outgoing.writeHead(403).end();
      return;
    }
    if (path === probePath) {
      outgoing.writeHead(200, {
        "Content-Type": "text/javascript; charset=utf-8",
        "Cache-Control": "no-store",
      });
      outgoing.end(probeSource);
      return;
    }
    underWay += 1;
    lastActivity = Date.now();
    const done = (status: number) => {
      answered.push({ path, status });
      underWay -= 1;
      lastActivity = Date.now();
    };
    const headers: IncomingHttpHeaders = { ...incoming.headers, host: upstream.host };
    // The probe goes into the page's text, so pages come uncompressed.
    headers["accept-encoding"] = "identity";
    const forward = request(
      { hostname: upstream.hostname, port: upstream.port, path, method: incoming.method, headers },
      (response) => {
        const status = response.statusCode ?? 502;
        const type = String(response.headers["content-type"] ?? "");
        if (!type.startsWith("text/html")) {
          outgoing.writeHead(status, response.headers);
          response.pipe(outgoing);
          response.on("end", () => done(status));
          return;
        }
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const body = Buffer.from(withProbe(Buffer.concat(chunks).toString("utf8")), "utf8");
          const { "content-length": _length, etag: _etag, ...rest } = response.headers;
          outgoing.writeHead(status, { ...rest, "content-length": body.length });
          outgoing.end(body);
          done(status);
        });
      },
    );
    forward.on("error", (error) => {
      outgoing.writeHead(502).end(String(error));
      done(502);
    });
    incoming.pipe(forward);
  });
  // A secure address through the proxy: refused before any byte reaches it.
  server.on("connect", (incoming: IncomingMessage, socket: Duplex) => {
    outside.push(`https://${incoming.url ?? ""}`);
    socket.end("HTTP/1.1 403 Forbidden\r\n\r\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://localhost:${port}`,
    proxy: `localhost:${port}`,
    takeOutside() {
      const taken = outside;
      outside = [];
      return taken;
    },
    take() {
      const taken = answered;
      answered = [];
      return taken;
    },
    async quiet(quietMs = 800, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until && (underWay > 0 || Date.now() - lastActivity < quietMs)) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
