import { expect, test } from "@playwright/test";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { clientDir } from "~/folders.server";

const buildDir = clientDir();

const htmlFiles = readdirSync(buildDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
  .map((entry) => path.join(entry.parentPath, entry.name));

/** Every opening tag with its attributes, read loosely: enough for our own generated HTML. */
function tags(html: string) {
  const found: { name: string; attrs: Record<string, string> }[] = [];
  for (const match of html.matchAll(/<([a-zA-Z][\w-]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>/g)) {
    const attrs: Record<string, string> = {};
    for (const attr of (match[2] ?? "").matchAll(/([^\s=]+)(?:="([^"]*)")?/g)) {
      attrs[(attr[1] ?? "").toLowerCase()] = (attr[2] ?? "").replaceAll("&amp;", "&");
    }
    found.push({ name: (match[1] ?? "").toLowerCase(), attrs });
  }
  return found;
}

/** URLs a page refers to that the site itself must serve. */
function internalUrls(html: string): string[] {
  const urls: string[] = [];
  for (const { attrs } of tags(html)) {
    for (const name of ["href", "src"]) {
      if (attrs[name]) urls.push(attrs[name]);
    }
    for (const name of ["srcset", "imagesrcset"]) {
      for (const candidate of (attrs[name] ?? "").split(",")) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) urls.push(url);
      }
    }
  }
  for (const match of html.matchAll(/(?:import\s*\(?\s*|from\s*)"(\/assets\/[^"]+)"/g)) {
    if (match[1]) urls.push(match[1]);
  }
  return urls.filter((url) => url.startsWith("/") && !url.startsWith("//"));
}

/** The file a URL path is served from, as the server resolves it. */
function resolves(url: string): boolean {
  const pathname = decodeURIComponent(new URL(url, "http://site").pathname);
  const file = path.join(buildDir, pathname);
  if (existsSync(file) && statSync(file).isFile()) return true;
  return [`${file}.html`, path.join(file, "index.html")].some((page) => existsSync(page));
}

test.describe("links in the build", () => {
  test("every internal link, image, script, stylesheet, srcset and preload resolves", () => {
    expect(htmlFiles.length).toBeGreaterThanOrEqual(14);
    const broken: string[] = [];
    let checked = 0;
    for (const file of htmlFiles) {
      for (const url of internalUrls(readFileSync(file, "utf8"))) {
        checked += 1;
        if (!resolves(url)) broken.push(`${path.relative(buildDir, file)} → ${url}`);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(broken).toEqual([]);
  });

  test("every icon of the web manifest resolves", () => {
    const manifest = JSON.parse(readFileSync(path.join(buildDir, "site.webmanifest"), "utf8")) as {
      icons: { src: string }[];
    };
    expect(manifest.icons.length).toBeGreaterThan(0);
    expect(manifest.icons.filter((icon) => !resolves(icon.src))).toEqual([]);
  });

  test('every link that opens a new tab has rel="noopener noreferrer"', () => {
    const unsafe: string[] = [];
    for (const file of htmlFiles) {
      for (const { name, attrs } of tags(readFileSync(file, "utf8"))) {
        if (name !== "a" || attrs.target !== "_blank") continue;
        const rel = (attrs.rel ?? "").split(/\s+/);
        if (!rel.includes("noopener") || !rel.includes("noreferrer")) {
          unsafe.push(`${path.relative(buildDir, file)} → ${attrs.href}`);
        }
      }
    }
    expect(unsafe).toEqual([]);
  });
});
