import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  editorPolicy,
  frameOrigins,
  hostPolicy,
  inlineScriptHashes,
  metaPolicy,
  pagePolicy,
  withPolicyMeta,
} from "./csp";

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

/** A policy as the browser reads it: directive name to its sources. */
const parse = (policy: string) =>
  new Map(
    policy.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy({ scriptHashes: [sha("a()")] });

  it("is strict by default", () => {
    for (const directive of [
      "default-src 'self'",
      "media-src 'none'",
      "child-src 'none'",
      "style-src 'self'",
      "img-src 'self' data:",
      "font-src 'self'",
      "base-uri 'none'",
      "object-src 'none'",
      "form-action 'none'",
    ]) {
      expect(policy).toContain(directive);
    }
  });

  it("names every fetch directive, so default-src governs only a prefetch", () => {
    // CSP Level 3's fetch directives; frame-src and worker-src fall back to
    // child-src, the -elem and -attr forms to script-src and style-src.
    // What none of them governs, the standard gives to default-src alone:
    // <link rel="prefetch"> and a prerender (decision 084).
    const governed = ["script-src", "style-src", "img-src", "font-src", "connect-src"];
    for (const name of [...governed, "manifest-src", "media-src", "child-src", "object-src"]) {
      expect(parse(policy).has(name), name).toBe(true);
    }
    expect(parse(policy).get("default-src")).toEqual(["'self'"]);
    expect(parse(policy).get("child-src")).toEqual(["'none'"]);
    expect(parse(editorPolicy).get("default-src")).toEqual(["'none'"]);
  });

  it("carries nothing a <meta> cannot: frame-ancestors, report-uri and sandbox belong to the header", () => {
    for (const policy of [contentSecurityPolicy(), editorPolicy]) {
      for (const name of ["frame-ancestors", "report-uri", "sandbox"]) {
        expect(parse(policy).has(name), name).toBe(false);
      }
    }
  });

  it("allows the page's own inline scripts by hash, never by 'unsafe-*'", () => {
    expect(policy).toContain(`script-src 'self' ${sha("a()")}`);
    expect(policy).not.toMatch(/unsafe/);
    expect(pagePolicy("<script>b()</script>")).toContain(sha("b()"));
  });

  it("allows frames only from the origins it is given, and none otherwise", () => {
    expect(parse(policy).has("frame-src")).toBe(false);
    const withVideo = contentSecurityPolicy({
      frameSources: ["https://www.youtube-nocookie.com", "https://www.youtube-nocookie.com"],
    });
    expect(parse(withVideo).get("frame-src")).toEqual(["https://www.youtube-nocookie.com"]);
  });

  it("allows in a page the frames that page shows, and no frame in a page that shows none", () => {
    const poster =
      '<a href="https://www.youtube.com/watch?v=M7lc1UVf-VE" data-frame-src="https://www.youtube-nocookie.com">Play</a>';
    expect(parse(pagePolicy(`<p>Villa</p>${poster}`)).get("frame-src")).toEqual([
      "https://www.youtube-nocookie.com",
    ]);
    // A link to the video's page is not a frame.
    expect(
      parse(pagePolicy('<a href="https://www.youtube.com/watch?v=M7lc1UVf-VE">Watch</a>')).has(
        "frame-src",
      ),
    ).toBe(false);
    expect(parse(pagePolicy("<p>Villa</p>")).has("frame-src")).toBe(false);
  });
});

describe("hostPolicy", () => {
  const host = parse(hostPolicy);

  it("forbids framing the site, plugins and form posts, for every response", () => {
    expect(host.get("frame-ancestors")).toEqual(["'none'"]);
    expect(host.get("object-src")).toEqual(["'none'"]);
    expect(host.get("form-action")).toEqual(["'none'"]);
  });

  it("names no fetch directive, so it never blocks what a page's own part allows", () => {
    const fetchDirectives = [...host.keys()].filter(
      (name) => name.endsWith("-src") && name !== "object-src",
    );
    expect(fetchDirectives).toEqual([]);
  });

  it("allows at least what the editor's own policy allows for every directive they share", () => {
    const editor = parse(editorPolicy);
    for (const [name, sources] of host) {
      const own = editor.get(name);
      if (own)
        expect(
          own.every((source) => sources.includes(source)),
          name,
        ).toBe(true);
    }
  });
});

describe("frameOrigins", () => {
  it("finds the https origins of a page's frames and of controls that build one when tapped", () => {
    const html =
      '<iframe src="https://www.youtube-nocookie.com/embed/abc?rel=0&amp;x=1"></iframe>' +
      '<button data-frame-src="https://player.vimeo.com/video/1">Play</button>' +
      '<iframe src="/local.html"></iframe><iframe src="http://insecure.example/"></iframe>';
    expect(frameOrigins(html)).toEqual([
      "https://player.vimeo.com",
      "https://www.youtube-nocookie.com",
    ]);
    expect(frameOrigins("<p>No frames</p>")).toEqual([]);
  });
});

describe("withPolicyMeta", () => {
  const page =
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>x</title>' +
    '<script>a()</script><link rel="stylesheet" href="/a.css"/></head><body></body></html>';

  it("puts the policy right after the charset, ahead of every script and stylesheet", () => {
    const html = withPolicyMeta(page, "default-src 'none'");
    expect(html).toContain(
      '<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src \'none\'"/><title>',
    );
    expect(metaPolicy(html)).toBe("default-src 'none'");
  });

  it("replaces a policy written before, and leaves the body alone", () => {
    const once = withPolicyMeta(page, "default-src 'none'");
    const twice = withPolicyMeta(once, "script-src 'self'");
    expect(twice.match(/http-equiv/g)).toHaveLength(1);
    expect(metaPolicy(twice)).toBe("script-src 'self'");
  });

  it("refuses a page with no head, which could not carry its policy", () => {
    expect(() => withPolicyMeta("<p>fragment</p>", "default-src 'none'")).toThrow(/<head>/);
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
  });

  it("lets the preview frame take the site's address as its base, and no other", () => {
    expect(editorPolicy).toContain("base-uri 'self'");
    expect(editorPolicy.match(/base-uri [^;]*/g)).toEqual(["base-uri 'self'"]);
  });
});
