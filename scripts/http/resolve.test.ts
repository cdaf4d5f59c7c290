import path from "node:path";
import { describe, expect, it } from "vitest";
import { localeOf, relativeFilesFor, resolveRequest, type IsFile } from "./resolve";

const root = path.resolve("/site-root");

const builtFiles = new Set([
  "index.html",
  "about.html",
  "es.html",
  "es/about.html",
  "admin/index.html",
  "assets/root-AbC123.js",
  "favicon.svg",
  "404.html",
  "es/404.html",
]);

const isBuilt: IsFile = (filePath) =>
  builtFiles.has(path.relative(root, filePath).split(path.sep).join("/"));

const everythingExists: IsFile = () => true;

function resolve(rawUrl: string, isFile: IsFile = isBuilt) {
  return resolveRequest(rawUrl, root, isFile);
}

function file(relative: string, urlPath: string) {
  return { kind: "file", filePath: path.join(root, relative), urlPath };
}

describe("resolveRequest: files", () => {
  it.each([
    ["/", "index.html", "/"],
    ["/about", "about.html", "/about"],
    ["/es", "es.html", "/es"],
    ["/es/about", "es/about.html", "/es/about"],
    ["/admin", "admin/index.html", "/admin"],
    ["/assets/root-AbC123.js", "assets/root-AbC123.js", "/assets/root-AbC123.js"],
    ["/favicon.svg", "favicon.svg", "/favicon.svg"],
    ["/about?ref=nav#team", "about.html", "/about"],
    ["/%61bout", "about.html", "/about"],
  ])("%s serves %s", async (url, relative, urlPath) => {
    expect(await resolve(url)).toEqual(file(relative, urlPath));
  });

  it("maps paths with an extension to the file itself, and a page to <path>.html", () => {
    expect(relativeFilesFor("/assets/root-AbC123.js")).toEqual(["assets/root-AbC123.js"]);
    expect(relativeFilesFor("/about")).toEqual(["about.html", "about/index.html"]);
    expect(relativeFilesFor("/")).toEqual(["index.html"]);
  });

  it("answers the not-found pages' own addresses with the not-found page", async () => {
    expect(await resolve("/404")).toEqual({ kind: "not-found", locale: "en" });
    expect(await resolve("/es/404")).toEqual({ kind: "not-found", locale: "es" });
  });

  it("accepts absolute-form targets by their path", async () => {
    expect(await resolve("http://localhost:3000/about")).toEqual(file("about.html", "/about"));
  });
});

describe("resolveRequest: redirects", () => {
  it.each([
    ["/about/", "/about"],
    ["/es/about/", "/es/about"],
    ["/es/", "/es"],
    ["/about///", "/about"],
    ["/about/?a=1&b=2", "/about?a=1&b=2"],
    ["/caf%C3%A9/", "/caf%C3%A9"],
    ["//", "/"],
    ["/about.html", "/about"],
    ["/about.html?x=1", "/about?x=1"],
    ["/about/index.html", "/about"],
    ["/index.html", "/"],
    ["/index", "/"],
    ["/es/index.html", "/es"],
    ["/404.html", "/404"],
  ])("%s redirects to %s", async (url, location) => {
    expect(await resolve(url)).toEqual({ kind: "redirect", location });
  });

  describe("pages that moved", () => {
    const moved = new Map([["/es/about", "/es/nosotros"]]);
    const resolveMoved = (url: string) => resolveRequest(url, root, isBuilt, moved);

    it.each([
      ["/es/about", "/es/nosotros"],
      ["/es/about?x=1&y=%C3%A9", "/es/nosotros?x=1&y=%C3%A9"],
      ["/es/about/?x=1", "/es/nosotros?x=1"],
      ["/es/%61bout", "/es/nosotros"],
      ["/es/about.html", "/es/nosotros"],
    ])("%s redirects to %s in one step, query kept", async (url, location) => {
      expect(await resolveMoved(url)).toEqual({ kind: "redirect", location });
    });

    it("leaves every other path alone", async () => {
      expect(await resolveMoved("/about")).toEqual(file("about.html", "/about"));
      expect(await resolveMoved("/es/about/team")).toEqual({ kind: "not-found", locale: "es" });
      expect(await resolveMoved("/es/../es/about")).not.toEqual({
        kind: "redirect",
        location: "/es/nosotros",
      });
    });
  });

  it("keeps the Location header ASCII", async () => {
    expect(await resolve("/about/?q=\u00e9")).toEqual({
      kind: "redirect",
      location: "/about?q=%C3%A9",
    });
  });

  it.each([
    "//evil.example/",
    "///evil.example/",
    "//evil.example//",
    "/\\evil.example/",
    "/%5Cevil.example/",
    "/%2Fevil.example/",
  ])("never redirects %s off-site", async (url) => {
    const result = await resolve(url, everythingExists);
    expect(result).toEqual({ kind: "not-found", locale: "en" });
  });
});

describe("resolveRequest: bad requests", () => {
  it.each([
    "/%E0%A4%A",
    "/%",
    "/%zz",
    "/%00",
    "/a\0b",
    "/es/%C3",
    "evil.example",
    "*",
    "http://[::1",
    "javascript:alert(1)",
  ])("%s is a bad request", async (url) => {
    expect(await resolve(url)).toEqual({ kind: "bad-request" });
  });
});

describe("resolveRequest: never leaves the root", () => {
  const attacks = [
    "/../../etc/passwd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/%2E%2E/%2E%2E/etc/passwd",
    "/..%2f..%2fetc/passwd",
    "/..%2F..%2Fetc%2Fpasswd",
    "/assets/..%5c..%5cetc%5cpasswd",
    "/..\\..\\etc\\passwd",
    "/about/../../etc/passwd",
    "/./about",
    "/about/.",
    "/.%2e/etc/passwd",
    "http://localhost/%2e%2e/%2e%2e/etc/passwd",
  ];

  it.each(attacks)("%s is not found even if every file existed", async (url) => {
    const result = await resolve(url, everythingExists);
    if (result.kind === "file") {
      expect(result.filePath.startsWith(root + path.sep)).toBe(true);
    } else {
      expect(result).toEqual({ kind: "not-found", locale: "en" });
    }
  });

  it.each(["/.env", "/.git/config", "/assets/.hidden.js", "/es/.env"])(
    "hides dotfile %s",
    async (url) => {
      expect((await resolve(url, everythingExists)).kind).toBe("not-found");
    },
  );
});

describe("resolveRequest: not found", () => {
  it("reports the locale of the missing page", async () => {
    expect(await resolve("/nope")).toEqual({ kind: "not-found", locale: "en" });
    expect(await resolve("/es/nope")).toEqual({ kind: "not-found", locale: "es" });
    expect(await resolve("/espanol")).toEqual({ kind: "not-found", locale: "en" });
    expect(await resolve("/assets/missing.js")).toEqual({ kind: "not-found", locale: "en" });
  });

  it("does not serve the pre-rendered 404 route folders", async () => {
    expect(await resolve("/404")).toEqual({ kind: "not-found", locale: "en" });
    expect(await resolve("/es/404")).toEqual({ kind: "not-found", locale: "es" });
  });

  it("survives very long paths", async () => {
    const long = `/${"a".repeat(3000)}`;
    await expect(resolve(long, everythingExists)).resolves.toEqual({
      kind: "not-found",
      locale: "en",
    });
    await expect(resolve(`/es${long}`)).resolves.toEqual({ kind: "not-found", locale: "es" });
  });

  it("treats filesystem errors such as ENAMETOOLONG as not found", async () => {
    const throwing: IsFile = () => {
      throw Object.assign(new Error("name too long"), { code: "ENAMETOOLONG" });
    };
    expect(await resolve(`/${"b".repeat(300)}`, throwing)).toEqual({
      kind: "not-found",
      locale: "en",
    });
    const rejecting: IsFile = () => Promise.reject(new Error("EACCES"));
    expect(await resolve("/about", rejecting)).toEqual({ kind: "not-found", locale: "en" });
  });
});

describe("localeOf", () => {
  it("is Spanish only under /es", () => {
    expect(localeOf("/es")).toBe("es");
    expect(localeOf("/es/about")).toBe("es");
    expect(localeOf("/es/")).toBe("es");
    expect(localeOf("/")).toBe("en");
    expect(localeOf("/est")).toBe("en");
  });
});
