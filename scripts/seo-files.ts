/**
 * Writes /sitemap.xml and /robots.txt into the build from the page inventory,
 * so the sitemap always lists exactly the pre-rendered pages (not-found pages
 * are not in it), and adds the site-wide structured data to every page.
 * Runs before postbuild, which hashes each page's inline scripts for its CSP.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { content } from "../app/content/content.server";
import { pageInventory } from "../app/inventory";
import { jsonLdScript, organizationJsonLd, websiteJsonLd } from "../app/lib/json-ld";
import { robotsTxt, sitemapXml, type SitemapEntry } from "../app/lib/sitemap";
import { siteOrigin } from "../app/lib/seo";
import { sitePageFiles } from "./html/site-pages";

const root = process.env.BUILD_DIR
  ? path.resolve(process.env.BUILD_DIR)
  : fileURLToPath(new URL("../build/client", import.meta.url));

const origin = siteOrigin(process.env.SITE_ORIGIN ?? "");
const { articles, news } = content();
const newest = news
  .map((item) => item.date)
  .sort()
  .at(-1);

function lastmod(id: string): string | undefined {
  const [kind, slug] = id.split(":");
  if (kind === "article") return articles.find((article) => article.key === slug)?.date;
  if (kind === "informationNews") return newest;
  return undefined;
}

const entries: SitemapEntry[] = pageInventory().map(({ id, url, alternates }) => ({
  url,
  alternates,
  lastmod: lastmod(id),
}));
await writeFile(path.join(root, "sitemap.xml"), sitemapXml(entries, origin));
await writeFile(path.join(root, "robots.txt"), robotsTxt(origin));
console.log(`seo: sitemap.xml with ${entries.length} URLs and robots.txt for ${origin}`);

// The business and the website, on every page. React leaves unknown tags in
// <head> alone when it hydrates, so they need no place in the app's bundle.
const siteData = jsonLdScript(organizationJsonLd(origin)) + jsonLdScript(websiteJsonLd(origin));
const pages = await sitePageFiles(root);
for (const file of pages) {
  const html = await readFile(file, "utf8");
  if (html.includes('"@type":"GeneralContractor"')) continue;
  await writeFile(file, html.replace("</head>", `${siteData}</head>`));
}
console.log(`seo: structured data added to ${pages.length} pages`);
