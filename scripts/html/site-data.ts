import type { Company } from "../../app/content/schema";
import { jsonLdScript, organizationJsonLd, websiteJsonLd } from "../../app/lib/json-ld";

/**
 * A page with the site-wide structured data (the business and the website)
 * at the end of its head; a page that has it already is returned as it is.
 * React leaves unknown tags in <head> alone when it hydrates, so the data
 * needs no place in the app's bundle. Written before the page's inline
 * scripts are hashed for its Content-Security-Policy. The business's facts
 * are those of the content the site was built from (`company`).
 */
export function withSiteData(html: string, origin: string, company?: Company): string {
  if (html.includes('"@type":"GeneralContractor"')) return html;
  const data =
    jsonLdScript(organizationJsonLd(origin, company)) + jsonLdScript(websiteJsonLd(origin));
  return html.replace("</head>", `${data}</head>`);
}
