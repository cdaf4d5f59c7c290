import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, editorPolicy, inlineScriptHashes, pagePolicy } from "./csp";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script's exact text and skips external ones", () => {
    const html =
      '<script>a()</script><script type="module" async="">import "/x.js";</script>' +
      '<script src="/y.js"></script><script>a()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import "/x.js";')]);
  });

  it("finds nothing in a page without inline scripts", () => {
    expect(inlineScriptHashes("<p>Hi</p>")).toEqual([]);
  });
});

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy([sha("a()")]);

  it("is strict by default", () => {
    for (const directive of [
      "default-src 'none'",
      "style-src 'self'",
      "img-src 'self' data:",
      "font-src 'self'",
      "base-uri 'none'",
      "object-src 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(policy).toContain(directive);
    }
  });

  it("allows the page's own inline scripts by hash, never by 'unsafe-*'", () => {
    expect(policy).toContain(`script-src 'self' ${sha("a()")}`);
    expect(policy).not.toMatch(/unsafe/);
    expect(pagePolicy("<script>b()</script>")).toContain(sha("b()"));
  });
});

describe("editorPolicy", () => {
  it("lets the editor reach GitHub and nothing else beyond the site", () => {
    const hosts = editorPolicy.match(/https:\/\/[^\s;]+/g) ?? [];
    expect(new Set(hosts)).toEqual(
      new Set([
        "https://api.github.com",
        "https://www.githubstatus.com",
        "https://avatars.githubusercontent.com",
      ]),
    );
  });

  it("runs no inline or evaluated script: only its own files and WebAssembly", () => {
    expect(editorPolicy).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(editorPolicy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(editorPolicy).toContain("frame-ancestors 'none'");
  });

  it("lets the preview frame take the site's address as its base, and no other", () => {
    expect(editorPolicy).toContain("base-uri 'self'");
    expect(editorPolicy.match(/base-uri [^;]*/g)).toEqual(["base-uri 'self'"]);
  });
});
