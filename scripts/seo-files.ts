/**
 * Adds the site-wide structured data (the business and the website) to every
 * pre-rendered page. Runs before postbuild, which hashes each page's inline
 * scripts for its CSP. The sitemap, robots.txt and the feeds are resource
 * routes (app/routes/_seo/), pre-rendered with the pages.
 */
import { readFile, writeFile } from "node:fs/promises";
import { clientDir } from "../app/folders.server";
import { jsonLdScript, organizationJsonLd, websiteJsonLd } from "../app/lib/json-ld";
import { siteOrigin } from "../app/lib/seo";
import { sitePageFiles } from "./html/site-pages";

const root = clientDir();

const origin = siteOrigin(process.env.SITE_ORIGIN ?? "");

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
