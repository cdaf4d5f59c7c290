import { newsFeed } from "~/content/news/feed.server";
import { localeFromRequest } from "~/i18n/locales";
import { siteOrigin } from "~/lib/seo";
import type { Route } from "./+types/feed";

/** /rss.xml and /es/rss.xml, pre-rendered: every news item of the language, newest first. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(newsFeed(localeFromRequest(request), siteOrigin()), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
