import { siteOrigin } from "~/lib/seo";
import { robotsTxt } from "~/lib/sitemap";

/** /robots.txt, pre-rendered: crawlers are kept out of the editor only, and told where the sitemap is. */
export function loader() {
  return new Response(robotsTxt(siteOrigin()), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
