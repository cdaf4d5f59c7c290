import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { request, type IncomingHttpHeaders, type Server } from "node:http";
import { connect, type Http2SecureServer } from "node:http2";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeaders } from "./headers";
import { selfSignedCertificate } from "./self-signed";
import { createStaticServer, type Tls } from "./server";

let root: string;
let server: Server;
let port: number;

const script = `console.log(${JSON.stringify("x".repeat(2000))});`;

async function put(relative: string, content: string | Buffer) {
  const filePath = path.join(root, relative);
  await mkdir(path.dirname(filePath), { recursive: true });
  await writeFile(filePath, content);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "serve-test-"));
  await put("index.html", "<h1>home</h1>");
  await put("about.html", "<h1>about</h1>");
  await put("es.html", "<h1>inicio</h1>");
  await put("404.html", "<h1>not found</h1>");
  await put("es/404.html", "<h1>no encontrado</h1>");
  await put("assets/root-AbC123.js", script);
  await put("assets/root-AbC123.js.br", brotliCompressSync(script));
  await put("assets/root-AbC123.js.gz", gzipSync(script));
  await put("site.webmanifest", "{}");
  await put(".env", "SECRET=1");
  await put("_redirects", "/es/about /es/nosotros 301\n");
  server = createStaticServer(root);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  await rm(root, { recursive: true, force: true });
});

type Response = { status: number; headers: IncomingHttpHeaders; body: Buffer };

function fetchRaw(rawPath: string, method = "GET", headers: Record<string, string> = {}) {
  return new Promise<Response>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method, path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

function expectSecurityHeaders(headers: IncomingHttpHeaders) {
  for (const [name, value] of Object.entries(securityHeaders)) {
    expect(headers[name.toLowerCase()]).toBe(value);
  }
}

describe("static server", () => {
  it("serves pages with validators and revalidation", async () => {
    const res = await fetchRaw("/about");
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe("<h1>about</h1>");
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(res.headers["vary"]).toBe("Accept-Encoding");
    expect(res.headers["etag"]).toMatch(/^W\//);
    expect(res.headers["last-modified"]).toBeTruthy();
    expectSecurityHeaders(res.headers);
  });

  it("answers a matching If-None-Match with 304", async () => {
    const { headers } = await fetchRaw("/");
    const res = await fetchRaw("/", "GET", { "If-None-Match": headers["etag"] ?? "" });
    expect(res.status).toBe(304);
    expect(res.body.length).toBe(0);
    expectSecurityHeaders(res.headers);
  });

  it("picks brotli, then gzip, then identity", async () => {
    const br = await fetchRaw("/assets/root-AbC123.js", "GET", { "Accept-Encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.body).toEqual(brotliCompressSync(script));
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    const gz = await fetchRaw("/assets/root-AbC123.js", "GET", { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");

    const plain = await fetchRaw("/assets/root-AbC123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  it("answers HEAD without a body", async () => {
    const res = await fetchRaw("/", "HEAD");
    expect(res.status).toBe(200);
    expect(res.headers["content-length"]).toBe(String("<h1>home</h1>".length));
    expect(res.body.length).toBe(0);
  });

  it("refuses other methods", async () => {
    const res = await fetchRaw("/", "POST");
    expect(res.status).toBe(405);
    expect(res.headers["allow"]).toBe("GET, HEAD");
    expectSecurityHeaders(res.headers);
  });

  it("redirects a trailing slash, keeping the query", async () => {
    const res = await fetchRaw("/about/?x=1");
    expect(res.status).toBe(301);
    expect(res.headers["location"]).toBe("/about?x=1");
    expectSecurityHeaders(res.headers);
  });

  it("answers a page that moved with 301 to its new path, from the build's _redirects", async () => {
    for (const [from, to] of [
      ["/es/about?x=1", "/es/nosotros?x=1"],
      ["/es/about/", "/es/nosotros"],
    ]) {
      const res = await fetchRaw(from!);
      expect(res.status, from).toBe(301);
      expect(res.headers["location"], from).toBe(to);
      expectSecurityHeaders(res.headers);
    }
  });

  it("never redirects off-site", async () => {
    const res = await fetchRaw("//evil.example/");
    expect(res.status).toBe(404);
    expect(res.headers["location"]).toBeUndefined();
  });

  it("rejects malformed encoding without echoing it", async () => {
    const res = await fetchRaw("/%E0%A4%A");
    expect(res.status).toBe(400);
    expect(res.body.toString()).toBe("Bad request");
    expectSecurityHeaders(res.headers);
  });

  it.each(["/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/.env", `/${"a".repeat(3000)}`])(
    "answers %s with the 404 page",
    async (rawPath) => {
      const res = await fetchRaw(rawPath);
      expect(res.status).toBe(404);
      expect(res.body.toString()).toBe("<h1>not found</h1>");
      expect(res.headers["cache-control"]).toBe("no-store");
      expectSecurityHeaders(res.headers);
    },
  );

  it("answers Spanish paths with the Spanish 404 page", async () => {
    const res = await fetchRaw("/es/nope");
    expect(res.status).toBe(404);
    expect(res.body.toString()).toBe("<h1>no encontrado</h1>");
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
  });

  it("labels the web manifest", async () => {
    const res = await fetchRaw("/site.webmanifest");
    expect(res.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
  });
});

describe("over HTTPS and HTTP/2", () => {
  let secure: Http2SecureServer;
  let tls: Tls;
  let origin: string;

  beforeAll(async () => {
    tls = selfSignedCertificate();
    secure = createStaticServer(root, tls);
    await new Promise<void>((done) => secure.listen(0, "127.0.0.1", done));
    origin = `https://127.0.0.1:${(secure.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((done) => secure.close(done));
  });

  function fetchH2(urlPath: string, headers: Record<string, string> = {}) {
    return new Promise<{ headers: IncomingHttpHeaders & { ":status"?: number }; body: Buffer }>(
      (resolve, reject) => {
        const session = connect(origin, { ca: tls.cert });
        session.on("error", reject);
        const stream = session.request({ ":path": urlPath, ...headers });
        const chunks: Buffer[] = [];
        let responseHeaders = {};
        stream.on("response", (received) => (responseHeaders = received));
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          session.close();
          resolve({ headers: responseHeaders, body: Buffer.concat(chunks) });
        });
        stream.on("error", reject);
        stream.end();
      },
    );
  }

  it("serves pages and precompressed assets with the same headers", async () => {
    const page = await fetchH2("/about");
    expect(page.headers[":status"]).toBe(200);
    expect(page.body.toString()).toBe("<h1>about</h1>");
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(page.headers[name.toLowerCase()]).toBe(value);
    }
    const asset = await fetchH2("/assets/root-AbC123.js", { "accept-encoding": "br" });
    expect(asset.headers["content-encoding"]).toBe("br");
    expect(asset.headers["cache-control"]).toContain("immutable");
  });

  it("answers an unknown path with the not-found page and 404", async () => {
    const missing = await fetchH2("/es/nada");
    expect(missing.headers[":status"]).toBe(404);
    expect(missing.body.toString()).toBe("<h1>no encontrado</h1>");
  });
});
