import { describe, expect, it } from "vitest";
import { editorPolicy } from "./csp";
import {
  cacheControlFor,
  contentTypeFor,
  isCompressible,
  isEditorPath,
  netlifyHeadersFile,
  securityHeaders,
} from "./headers";

describe("securityHeaders", () => {
  it("sets the baseline hardening headers", () => {
    expect(securityHeaders).toMatchObject({
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
      "Cross-Origin-Opener-Policy": "same-origin",
    });
    expect(securityHeaders["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
  });

  it("denies powerful features with the structured-header syntax", () => {
    const policy = securityHeaders["Permissions-Policy"] ?? "";
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(policy).toContain(`${feature}=()`);
    }
    expect(policy).toMatch(/^[a-z-]+=\(\)(, [a-z-]+=\(\))*$/);
    expect(policy).not.toContain("interest-cohort");
  });

  it("holds only values that are valid in an HTTP header", () => {
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(name).toMatch(/^[A-Za-z-]+$/);
      expect(value).toMatch(/^[\x20-\x7e]+$/);
    }
  });
});

describe("cacheControlFor", () => {
  it("caches hashed assets forever", () => {
    expect(cacheControlFor("/assets/root-AbC123.js")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlFor("/assets/app-9f8e7d.css")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlFor("/images/hero/home-0a1b2c3d4e-960.avif")).toBe(
      "public, max-age=31536000, immutable",
    );
  });

  it("revalidates pages", () => {
    for (const page of ["/", "/about", "/es", "/es/about", "/index.html"]) {
      expect(cacheControlFor(page)).toBe("public, max-age=0, must-revalidate");
    }
  });

  it("caches other unhashed files briefly", () => {
    for (const file of ["/favicon.svg", "/site.webmanifest", "/robots.txt", "/og.png"]) {
      expect(cacheControlFor(file)).toBe("public, max-age=3600");
    }
  });

  it("asks for the build's record every time, so the editor reads the newest", () => {
    expect(cacheControlFor("/build.json")).toBe("no-cache");
    expect(cacheControlFor("/es/build.json")).toBe("public, max-age=3600");
  });

  it("does not treat a look-alike folder as hashed assets", () => {
    expect(cacheControlFor("/assetsx/app.js")).toBe("public, max-age=3600");
  });
});

describe("contentTypeFor", () => {
  it.each([
    ["index.html", "text/html; charset=utf-8"],
    ["root-AbC123.js", "text/javascript; charset=utf-8"],
    ["app.css", "text/css; charset=utf-8"],
    ["data.json", "application/json; charset=utf-8"],
    ["site.webmanifest", "application/manifest+json; charset=utf-8"],
    ["favicon.svg", "image/svg+xml"],
    ["photo.JPG", "image/jpeg"],
    ["photo.jpeg", "image/jpeg"],
    ["photo.avif", "image/avif"],
    ["font.woff2", "font/woff2"],
    ["favicon.ico", "image/x-icon"],
    ["sitemap.xml", "application/xml; charset=utf-8"],
    ["rss.xml", "application/rss+xml; charset=utf-8"],
    ["es/rss.xml", "application/rss+xml; charset=utf-8"],
    ["robots.txt", "text/plain; charset=utf-8"],
    ["root.js.map", "application/json; charset=utf-8"],
    ["mystery.bin", "application/octet-stream"],
  ])("%s is %s", (file, type) => {
    expect(contentTypeFor(file)).toBe(type);
  });
});

describe("isCompressible", () => {
  it("covers text formats but not already-compressed ones", () => {
    expect(isCompressible("a.html")).toBe(true);
    expect(isCompressible("a.webmanifest")).toBe(true);
    expect(isCompressible("a.woff2")).toBe(false);
    expect(isCompressible("a.png")).toBe(false);
    expect(isCompressible("a.js.br")).toBe(false);
  });
});

describe("isEditorPath", () => {
  it("covers /admin and what is under it, and no page that merely starts alike", () => {
    expect(["/admin", "/admin/", "/admin/assets/index.js"].every(isEditorPath)).toBe(true);
    expect(["/administration", "/", "/es/admin-news"].some(isEditorPath)).toBe(false);
  });
});

describe("netlifyHeadersFile", () => {
  const file = netlifyHeadersFile([
    { urlPath: "/", policy: "script-src 'self' 'sha256-home'" },
    { urlPath: "/es/about", policy: "script-src 'self' 'sha256-about'" },
  ]);
  const blocks = file
    .split("\n\n")
    .map((block) => block.split("\n").filter((line) => line && !line.startsWith("#")))
    .filter((lines) => lines.length > 0);

  it("applies every security header but the page and opener policies to every path", () => {
    const all = blocks.find(([pattern]) => pattern === "/*") ?? [];
    const perPath = ["Content-Security-Policy", "Cross-Origin-Opener-Policy"];
    for (const [name, value] of Object.entries(securityHeaders)) {
      if (perPath.includes(name)) continue;
      expect(all).toContain(`  ${name}: ${value}`);
    }
    for (const name of perPath) {
      expect(all.some((line) => line.includes(name))).toBe(false);
    }
  });

  it("sets one opener policy per path: isolated pages, and an editor whose sign-in window can answer", () => {
    const openers = file.match(/^ {2}Cross-Origin-Opener-Policy: .*$/gm) ?? [];
    expect(openers).toHaveLength(3);
    expect(blocks.find(([p]) => p === "/")).toContain("  Cross-Origin-Opener-Policy: same-origin");
    expect(blocks.find(([p]) => p === "/admin/*")).toContain(
      "  Cross-Origin-Opener-Policy: same-origin-allow-popups",
    );
  });

  it("gives the editor its own policy and keeps it out of search results", () => {
    expect(blocks.find(([p]) => p === "/admin/*")).toEqual([
      "/admin/*",
      `  Content-Security-Policy: ${editorPolicy}`,
      "  Cross-Origin-Opener-Policy: same-origin-allow-popups",
      "  X-Robots-Tag: noindex, nofollow",
    ]);
    const withEditor = netlifyHeadersFile([{ urlPath: "/admin", policy: "script-src 'self'" }]);
    expect(withEditor).not.toMatch(/^\/admin$/m);
  });

  it("gives each page its own policy, in one rule per path", () => {
    expect(blocks.find(([p]) => p === "/es/about")).toEqual([
      "/es/about",
      "  Content-Security-Policy: script-src 'self' 'sha256-about'",
      "  Cross-Origin-Opener-Policy: same-origin",
    ]);
    expect(file.match(/^\/es\/about$/gm)).toHaveLength(1);
  });

  it("caches /assets/* and /images/* immutably", () => {
    for (const pattern of ["/assets/*", "/images/*"]) {
      const rule = blocks.find(([p]) => p === pattern);
      expect(rule).toEqual([
        pattern,
        "  Cache-Control: public, max-age=31536000, immutable",
        `  Content-Security-Policy: ${securityHeaders["Content-Security-Policy"]}`,
      ]);
    }
  });

  it("never sets Cache-Control in the catch-all rule, since hosts join overlapping rules", () => {
    const all = blocks.find(([pattern]) => pattern === "/*") ?? [];
    expect(all.filter((line) => line.includes("Cache-Control"))).toEqual([]);
    // The two hashed folders', and the build's record.
    expect(file.match(/^ {2}Cache-Control:/gm)).toHaveLength(3);
  });

  it("has the build's record asked for every time", () => {
    expect(blocks.find(([p]) => p === "/build.json")).toEqual([
      "/build.json",
      "  Cache-Control: no-cache",
    ]);
  });

  it("serves each news feed as RSS", () => {
    for (const feed of ["/rss.xml", "/es/rss.xml"]) {
      expect(blocks.find(([p]) => p === feed)).toEqual([
        feed,
        "  Content-Type: application/rss+xml; charset=utf-8",
      ]);
    }
  });

  it("ends with a newline", () => {
    expect(file.endsWith("\n")).toBe(true);
  });
});
