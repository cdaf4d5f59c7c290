import { describe, expect, it } from "vitest";
import { hostPolicy } from "./csp";
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
      "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
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
    // React Router's own type for a page's loader data, which hosts compress.
    ["information-news.data", "text/x-script"],
    ["es/informacion-y-noticias/categoria/tecnologia.data", "text/x-script"],
    ["mystery.bin", "application/octet-stream"],
  ])("%s is %s", (file, type) => {
    expect(contentTypeFor(file)).toBe(type);
  });
});

describe("isCompressible", () => {
  it("covers text formats but not already-compressed ones", () => {
    expect(isCompressible("a.html")).toBe(true);
    expect(isCompressible("a.webmanifest")).toBe(true);
    expect(isCompressible("information-news.data")).toBe(true);
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
  const file = netlifyHeadersFile();
  const blocks = file
    .split("\n\n")
    .map((block) => block.split("\n").filter((line) => line && !line.startsWith("#")))
    .filter((lines) => lines.length > 0);
  const rule = (pattern: string) => blocks.find(([p]) => p === pattern);

  /**
   * Whether one path can match both patterns. A pattern holds one `*` at
   * most (Cloudflare's limit), which matches anything, slashes included.
   */
  const overlap = (a: string, b: string) => {
    const split = (pattern: string) => {
      const star = pattern.indexOf("*");
      return star < 0 ? undefined : [pattern.slice(0, star), pattern.slice(star + 1)];
    };
    const [sa, sb] = [split(a), split(b)];
    if (!sa && !sb) return a === b;
    if (!sa || !sb) {
      const [path, [head, tail]] = sa ? [b, sa] : [a, sb!];
      return path.startsWith(head!) && path.slice(head!.length).endsWith(tail!);
    }
    const [ha, ta] = sa;
    const [hb, tb] = sb;
    return (ha!.startsWith(hb!) || hb!.startsWith(ha!)) && (ta!.endsWith(tb!) || tb!.endsWith(ta!));
  };

  it("tells which patterns can match one path", () => {
    expect(overlap("/*", "/*.data")).toBe(true);
    expect(overlap("/assets/*", "/*.data")).toBe(true);
    expect(overlap("/rss.xml", "/*.data")).toBe(false);
    expect(overlap("/information-news.data", "/*.data")).toBe(true);
    expect(overlap("/admin/*", "/assets/*")).toBe(false);
    expect(overlap("/build.json", "/build.json")).toBe(true);
  });

  it("applies every security header, the host's part of the policy included, to every path in one rule", () => {
    expect(rule("/*")).toEqual([
      "/*",
      ...Object.entries(securityHeaders).map(([name, value]) => `  ${name}: ${value}`),
    ]);
    expect(securityHeaders["Content-Security-Policy"]).toBe(hostPolicy);
  });

  it("sets no header in two rules that can match the same path, since hosts combine them differently", () => {
    const headerNames = (lines: string[]) =>
      lines.slice(1).map((line) => line.split(":")[0]!.trim());
    for (const [i, a] of blocks.entries()) {
      for (const b of blocks.slice(i + 1)) {
        if (!overlap(a[0]!, b[0]!)) continue;
        const shared = headerNames(a).filter((name) => headerNames(b).includes(name));
        expect(shared, `${a[0]} and ${b[0]}`).toEqual([]);
      }
    }
  });

  it("writes no rule for a page: the same rules whatever the content", () => {
    expect(blocks.map(([pattern]) => pattern)).toEqual([
      "/*",
      "/assets/*",
      "/images/*",
      "/rss.xml",
      "/es/rss.xml",
      "/*.data",
      "/build.json",
      "/admin/*",
    ]);
  });

  it("lets the editor's sign-in window answer, and keeps the editor out of search results", () => {
    expect(rule("/*")).toContain("  Cross-Origin-Opener-Policy: same-origin-allow-popups");
    expect(rule("/admin/*")).toEqual(["/admin/*", "  X-Robots-Tag: noindex, nofollow"]);
  });

  it("caches /assets/* and /images/* immutably", () => {
    for (const pattern of ["/assets/*", "/images/*"]) {
      expect(rule(pattern)).toEqual([
        pattern,
        "  Cache-Control: public, max-age=31536000, immutable",
      ]);
    }
  });

  it("has the build's record asked for every time", () => {
    expect(rule("/build.json")).toEqual(["/build.json", "  Cache-Control: no-cache"]);
  });

  it("serves each news feed as RSS", () => {
    for (const feed of ["/rss.xml", "/es/rss.xml"]) {
      expect(rule(feed)).toEqual([feed, "  Content-Type: application/rss+xml; charset=utf-8"]);
    }
  });

  it("serves every page's loader data as React Router's own type, which the hosts compress", () => {
    expect(rule("/*.data")).toEqual(["/*.data", "  Content-Type: text/x-script"]);
  });

  it("ends with a newline", () => {
    expect(file.endsWith("\n")).toBe(true);
  });
});
