import { expect, test } from "@playwright/test";
import { request as httpRequest } from "node:http";
import { legacyRedirects } from "~/inventory.server";
import { hostPolicy } from "../../scripts/http/csp";
import { baseURL } from "../../playwright.config";

/** Sends a raw request line, since fetch clients normalise hostile paths before sending. */
function rawGet(path: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = httpRequest({ hostname, port, path, method: "GET", headers }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

test.describe("production server", () => {
  test("sends the security headers on pages, assets and errors", async ({ request }) => {
    const html = await request.get("/");
    const asset = (await html.text()).match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    for (const path of ["/", "/es/nosotros", asset!, "/favicon.svg", "/nope"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["x-frame-options"], path).toBe("DENY");
      // The host's part of the policy; each page carries its own part (decision 048).
      expect(headers["content-security-policy"], path).toBe(hostPolicy);
      expect(headers["strict-transport-security"], path).toMatch(/max-age=(\d{8,})/);
      expect(headers["permissions-policy"], path).toContain("camera=()");
      expect(headers["cross-origin-opener-policy"], path).toBe("same-origin-allow-popups");
      expect(headers["cross-origin-resource-policy"], path).toBe("same-origin");
    }
  });

  test("caches hashed assets for a year and revalidates HTML", async ({ request }) => {
    const page = await request.get("/about");
    expect(page.headers()["cache-control"]).toMatch(/no-cache|max-age=0/);
    const asset = (await page.text()).match(/\/assets\/[^"]+\.css/)?.[0];
    const css = await request.get(asset!);
    expect(css.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("serves precompressed brotli and gzip", async () => {
    const br = await rawGet("/", { "accept-encoding": "br, gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["vary"]).toMatch(/accept-encoding/i);
    const gzip = await rawGet("/", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await rawGet("/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("<!DOCTYPE html>");
  });

  test("answers revalidation with 304", async () => {
    const first = await rawGet("/about");
    const etag = String(first.headers["etag"]);
    expect(etag).toBeTruthy();
    const second = await rawGet("/about", { "if-none-match": etag });
    expect(second.status).toBe(304);
  });

  test("redirects a trailing slash to the canonical URL", async () => {
    const response = await rawGet("/about/?x=1");
    expect(response.status).toBe(308 === response.status ? 308 : 301);
    expect(response.headers["location"]).toBe("/about?x=1");
  });

  test("answers each Spanish page's former path with 301 to its twin, query kept", async () => {
    const redirects = legacyRedirects();
    expect(redirects).toContainEqual({ from: "/es/about", to: "/es/nosotros" });
    expect(redirects).toContainEqual({
      from: "/es/information-news",
      to: "/es/informacion-y-noticias",
    });
    for (const { from, to } of redirects) {
      const response = await rawGet(`${from}?category=commercial`);
      expect(response.status, from).toBe(301);
      expect(response.headers["location"], from).toBe(`${to}?category=commercial`);
      expect(response.headers["x-content-type-options"], from).toBe("nosniff");
      expect((await rawGet(to)).status, to).toBe(200);
    }
    const slash = await rawGet("/es/projects/?x=1");
    expect([slash.status, slash.headers["location"]]).toEqual([301, "/es/proyectos?x=1"]);
  });

  const marker = "zq<script>alert(1)</script>";
  for (const [name, path, allowed] of [
    ["path traversal", "/../../../../etc/passwd", [400, 404]],
    ["encoded traversal", "/%2e%2e/%2e%2e/etc/passwd", [400, 404]],
    ["encoded slash traversal", "/assets/..%2f..%2f..%2fpackage.json", [400, 404]],
    ["backslash traversal", "/..\\..\\package.json", [400, 404]],
    ["malformed encoding", "/%E0%A4%A", [400]],
    ["lone percent", "/%", [400]],
    ["NUL byte", "/index.html%00.js", [400, 404]],
    ["3,000-character path", `/${"a".repeat(3000)}`, [404, 414]],
    ["protocol-relative redirect", "//evil.example/", [301, 308, 404]],
    ["reflected markup", `/${encodeURIComponent(marker)}`, [404]],
  ] as const) {
    test(`survives ${name}`, async () => {
      const response = await rawGet(path);
      expect(allowed).toContain(response.status);
      expect(response.body).not.toContain("root:");
      expect(response.body).not.toContain('"name": "solera-design-build"');
      expect(response.body).not.toContain("<script>alert(1)</script>");
      expect(response.body).not.toContain("aaaaaaaaaaaaaaaaaaaa");
      const location = String(response.headers["location"] ?? "");
      expect(location).not.toMatch(/^\/\/|^https?:/);
    });
  }

  test("refuses methods other than GET and HEAD", async ({ request }) => {
    const response = await request.post("/");
    expect(response.status()).toBe(405);
    expect(response.headers()["allow"]).toMatch(/GET/);
  });
});
