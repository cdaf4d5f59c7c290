import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildDir, clientDir } from "~/folders.server";
import { legacyRedirects } from "~/inventory.server";
import { baseURL } from "../../playwright.config";
import { hostPolicy, metaPolicy } from "../../scripts/http/csp";
import {
  everyOf,
  get as fetchAnswer,
  namedAddresses,
  pageProblems,
  sitemapPaths,
} from "./host-checks";
import { portAt } from "./host-engines";

const build = buildDir();
const port = portAt(1);
let nginx: ChildProcess | undefined;
let tempDir = "";

function get(origin: string, urlPath: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(origin);
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = httpRequest({ hostname, port, path: urlPath, headers }, (res) => {
        let body = "";
        res.setEncoding("latin1");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

function listening(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

const nginxOrigin = `http://127.0.0.1:${port}`;

test.describe("nginx configuration (deploy/nginx/solera.conf)", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    tempDir = mkdtempSync(path.join(tmpdir(), "solera-nginx-"));
    const site = readFileSync("deploy/nginx/solera.conf", "utf8")
      .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
      .replace(/root \/var\/www\/solera;/, `root ${clientDir()};`);
    const conf = [
      "load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;",
      "worker_processes 1;",
      "daemon off;",
      `pid ${tempDir}/nginx.pid;`,
      `error_log ${tempDir}/error.log warn;`,
      "events { worker_connections 64; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  default_type application/octet-stream;",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
        (name) => `  ${name}_temp_path ${tempDir}/${name};`,
      ),
      `  include ${path.join(build, "nginx-policies.conf")};`,
      site,
      "}",
    ].join("\n");
    writeFileSync(path.join(tempDir, "nginx.conf"), conf);
    nginx = spawn(
      // Debian keeps nginx in /usr/sbin, which not every PATH includes.
      existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx",
      ["-p", tempDir, "-e", `${tempDir}/error.log`, "-c", `${tempDir}/nginx.conf`],
      {
        stdio: "inherit",
      },
    );
    await expect.poll(listening, { timeout: 10_000 }).toBe(true);
  });

  test.afterAll(() => {
    nginx?.kill("SIGTERM");
    rmSync(tempDir, { recursive: true, force: true });
  });

  const same = [
    "strict-transport-security",
    "x-content-type-options",
    "referrer-policy",
    "x-frame-options",
    "permissions-policy",
    "cross-origin-opener-policy",
    "cross-origin-resource-policy",
    "content-security-policy",
    "cache-control",
    "content-type",
    "x-robots-tag",
  ];

  // The editor's page and its WebAssembly, which browsers compile only when served as such.
  const editorWasm = readdirSync(path.join(clientDir(), "admin", "assets")).find((name) =>
    name.endsWith(".wasm"),
  );

  for (const urlPath of [
    "/",
    "/about",
    "/es/privacidad",
    "/favicon.svg",
    "/site.webmanifest",
    "/rss.xml",
    "/es/rss.xml",
    "/information-news.data",
    "/admin",
    `/admin/assets/${editorWasm}`,
  ]) {
    test(`${urlPath}: the same status and headers as npm run serve`, async () => {
      const [fromNginx, fromNode] = await Promise.all([
        get(nginxOrigin, urlPath),
        get(baseURL, urlPath),
      ]);
      expect(fromNginx.status).toBe(200);
      for (const name of same) {
        expect(String(fromNginx.headers[name]).toLowerCase(), name).toBe(
          String(fromNode.headers[name]).toLowerCase(),
        );
      }
    });
  }

  test("hashed assets are cached for a year", async () => {
    const html = (await get(nginxOrigin, "/")).body;
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0] ?? "";
    const response = await get(nginxOrigin, asset);
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-security-policy"]).toBe(hostPolicy);
  });

  test("unknown paths get 404 and the not-found page of their language", async () => {
    const english = await get(nginxOrigin, "/no/such/page");
    expect(english.status).toBe(404);
    expect(english.body).toContain("Oops! Page not found");
    expect(english.headers["cache-control"]).toBe("no-store");
    expect(english.headers["content-security-policy"]).toBe(hostPolicy);
    expect(metaPolicy(english.body)).toMatch(/'sha256-/);
    const spanish = await get(nginxOrigin, "/es/no-existe");
    expect(spanish.status).toBe(404);
    expect(spanish.body).toContain('lang="es"');
    expect((await get(nginxOrigin, "/.env")).status).toBe(404);
  });

  test("serves the precompressed brotli and gzip files", async () => {
    const br = await get(nginxOrigin, "/", { "accept-encoding": "br, gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(String(br.headers["vary"])).toMatch(/accept-encoding/i);
    const gzip = await get(nginxOrigin, "/", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    // A page's data for a move within the document, as well as the page.
    const data = await get(nginxOrigin, "/information-news.data?_routes=en.informationNews", {
      "accept-encoding": "br, gzip",
    });
    expect(data.headers["content-encoding"]).toBe("br");
  });

  test("redirects each Spanish page's former path as npm run serve does", async () => {
    const redirects = legacyRedirects();
    expect(redirects.length).toBeGreaterThan(0);
    for (const { from, to } of redirects) {
      for (const urlPath of [`${from}?category=commercial`, `${from}/`]) {
        const [fromNginx, fromNode] = await Promise.all([
          get(nginxOrigin, urlPath),
          get(baseURL, urlPath),
        ]);
        expect(fromNginx.status, urlPath).toBe(301);
        expect(fromNginx.headers["location"], urlPath).toBe(fromNode.headers["location"]);
        for (const name of same.filter((header) => header !== "content-type")) {
          expect(String(fromNginx.headers[name]).toLowerCase(), `${urlPath} ${name}`).toBe(
            String(fromNode.headers[name]).toLowerCase(),
          );
        }
      }
      expect((await get(nginxOrigin, to)).status, to).toBe(200);
    }
  });

  test("serves every page of the sitemap, and every address its pages name, with no redirect", async () => {
    const pages = sitemapPaths(clientDir());
    const named = new Set<string>();
    const problems = await everyOf(pages, async (address) => {
      const answer = await fetchAnswer(nginxOrigin, address);
      for (const href of namedAddresses(answer.body)) named.add(href);
      return pageProblems(address, answer);
    });
    expect(problems).toEqual([]);
    const redirected = await everyOf([...named], async (address) => {
      const answer = await fetchAnswer(nginxOrigin, address);
      return answer.status === 200 ? [] : [`${address}: ${answer.status}`];
    });
    expect(redirected).toEqual([]);
  });

  test("redirects a trailing slash to the canonical URL on the same host", async () => {
    const response = await get(nginxOrigin, "/about/?x=1");
    expect(response.status).toBe(301);
    expect(response.headers["location"]).toBe("/about?x=1");
    for (const [file, address] of [
      ["/about.html", "/about"],
      ["/es/nosotros.html", "/es/nosotros"],
      ["/index.html", "/"],
    ] as const) {
      const named = await get(nginxOrigin, file);
      expect([named.status, named.headers["location"]], file).toEqual([301, address]);
    }
    expect((await get(nginxOrigin, "/404.html")).status).toBe(404);
    const sneaky = await get(nginxOrigin, "//evil.example/");
    expect(String(sneaky.headers["location"] ?? "")).not.toMatch(/^\/\/|^https?:/);
  });
});
