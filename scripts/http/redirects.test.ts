import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  loadRedirects,
  nginxRedirects,
  parseRedirectsFile,
  redirectsFile,
  redirectTable,
} from "./redirects";

const entries = [
  { from: "/es/about", to: "/es/nosotros" },
  { from: "/es/projects/villa-cielo", to: "/es/proyectos/villa-cielo" },
];

describe("redirectTable", () => {
  it("maps each old path to its new one", () => {
    expect(redirectTable(entries).get("/es/about")).toBe("/es/nosotros");
  });

  it.each([
    [[{ from: "/es/about", to: "//evil.example" }], "not a plain site path"],
    [[{ from: "/es/about", to: "https://evil.example" }], "not a plain site path"],
    [[{ from: "/es/About", to: "/es/nosotros" }], "not a plain site path"],
    [[{ from: "/es/about", to: "/es/about" }], "to itself"],
    [
      [
        { from: "/es/about", to: "/es/nosotros" },
        { from: "/es/about", to: "/es/acerca" },
      ],
      "/es/nosotros and /es/acerca",
    ],
    [
      [
        { from: "/a", to: "/b" },
        { from: "/b", to: "/c" },
      ],
      "redirects again",
    ],
  ])("refuses a table that would mislead a visitor: %j", (bad, message) => {
    expect(() => redirectTable(bad)).toThrow(message);
  });
});

describe("the _redirects file", () => {
  it("writes one permanent redirect a line, and reads back the same table", () => {
    const text = redirectsFile(redirectTable(entries));
    expect(text).toContain("/es/about /es/nosotros 301\n");
    // Cloudflare matches the trailing slash as written: the former path with one lands in one step too.
    expect(text).toContain("/es/about/ /es/nosotros 301\n");
    expect(text).toContain("/es/projects/villa-cielo /es/proyectos/villa-cielo 301\n");
    expect(parseRedirectsFile(text)).toEqual(redirectTable(entries));
  });

  it("refuses rules the servers would not honour the same way", () => {
    expect(() => parseRedirectsFile("/es/about /es/nosotros 302\n")).toThrow("Unsupported");
  });

  it("is read from a build folder, and its absence means no redirects", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "redirects-"));
    try {
      expect(loadRedirects(dir).size).toBe(0);
      writeFileSync(path.join(dir, "_redirects"), redirectsFile(redirectTable(entries)));
      expect(loadRedirects(dir).get("/es/about")).toBe("/es/nosotros");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("nginxRedirects", () => {
  it("maps each old path, with and without a trailing slash, to its new one", () => {
    const text = nginxRedirects(redirectTable(entries));
    expect(text).toContain("map $uri $solera_redirect {");
    expect(text).toContain('    default "";');
    expect(text).toContain("    /es/about /es/nosotros;");
    expect(text).toContain("    /es/about/ /es/nosotros;");
  });
});
