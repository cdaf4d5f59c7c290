/**
 * Writes /sitemap.xml and /robots.txt into the build from the page inventory,
 * so the sitemap always lists exactly the pre-rendered pages. Not-found
 * pages are not in the inventory, so never in the sitemap.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { articles, newsItems } from "../app/content/news";
import { pageInventory } from "../app/inventory";
import { robotsTxt, sitemapXml, type SitemapEntry } from "../app/lib/sitemap";
import { siteOrigin } from "../app/lib/seo";

const root = process.env.BUILD_DIR
  ? path.resolve(process.env.BUILD_DIR)
  : fileURLToPath(new URL("../build/client", import.meta.url));

const origin = siteOrigin(process.env.SITE_ORIGIN ?? "");
const newest = newsItems
  .map((item) => item.date)
  .sort()
  .at(-1);

function lastmod(id: string): string | undefined {
  const [kind, slug] = id.split(":");
  if (kind === "article") return articles.find((article) => article.slug === slug)?.date;
  if (kind === "informationNews") return newest;
  return undefined;
}

const entries: SitemapEntry[] = pageInventory().map(({ id, url }) => ({
  url,
  lastmod: lastmod(id),
}));
await writeFile(path.join(root, "sitemap.xml"), sitemapXml(entries, origin));
await writeFile(path.join(root, "robots.txt"), robotsTxt(origin));
console.log(`seo: sitemap.xml with ${entries.length} URLs and robots.txt for ${origin}`);
