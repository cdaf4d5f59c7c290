import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sitePageFiles, sitePath } from "./site-pages";

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
