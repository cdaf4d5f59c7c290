import { escapeXml } from "./rss";
import { editorPath, type Localized } from "~/pages";
import { alternates, absoluteUrl } from "./seo";

export interface SitemapEntry {
  /** Site-relative URL of a page. */
  url: string;
  /** The page's path in every language, itself included. */
  alternates: Localized<string>;
  /** ISO day the content last changed, where the content has a date. */
  lastmod?: string;
}

/**
 * The sitemap: every page with its language alternates (itself, its twin and
 * x-default), so search engines pair the English and Spanish versions.
 */
export function sitemapXml(entries: readonly SitemapEntry[], origin: string): string {
  const urls = entries.map(({ url, alternates: paths, lastmod }) => {
    const links = alternates(paths, origin)
      .map(
        ({ hrefLang, href }) =>
          `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`,
      )
      .join("\n");
    const modified = lastmod ? `\n    <lastmod>${lastmod}</lastmod>` : "";
    return `  <url>\n    <loc>${escapeXml(absoluteUrl(url, origin))}</loc>${modified}\n${links}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
}

/** Every page may be crawled, the content editor excepted; the sitemap says what there is. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nDisallow: ${editorPath}\n\nSitemap: ${absoluteUrl("/sitemap.xml", origin)}\n`;
}
