import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pageFile, pageFileOf, sitePageFiles, sitePath } from "./site-pages";

describe("sitePageFiles", () => {
  const root = mkdtempSync(path.join(tmpdir(), "site-pages-"));
  for (const file of [
    "index.html",
    "es/nosotros/index.html",
    "404.html",
    "admin/index.html",
    "rss.xml",
  ]) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), "");
  }
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("lists the site's pages in order, and not the content editor's", async () => {
    const files = (await sitePageFiles(root)).map((file) => sitePath(root, file));
    expect(files).toEqual(["/404.html", "/es/nosotros/index.html", "/index.html"]);
  });
});

describe("pageFile", () => {
  it("keeps each page in <path>.html, which every host serves at <path> with no redirect", () => {
    expect(pageFile("/")).toBe("index.html");
    expect(pageFile("/about")).toBe("about.html");
    expect(pageFile("/es")).toBe("es.html");
    expect(pageFile("/es/proyectos/casa-horizonte")).toBe("es/proyectos/casa-horizonte.html");
  });

  it("moves what React Router writes as about/index.html, and leaves the home page and the editor", () => {
    const root = path.resolve("/build/client");
    const at = (file: string) => path.join(root, file);
    expect(pageFileOf(root, at("about/index.html"))).toBe(at("about.html"));
    expect(pageFileOf(root, at("es/index.html"))).toBe(at("es.html"));
    expect(pageFileOf(root, at("index.html"))).toBe(at("index.html"));
    expect(pageFileOf(root, at("404.html"))).toBe(at("404.html"));
  });
});
