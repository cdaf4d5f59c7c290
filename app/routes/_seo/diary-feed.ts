import { diaryFeed } from "~/content/projects/diary.server";
import { localeFromRequest } from "~/i18n/locales";
import { siteOrigin } from "~/lib/seo";
import type { Route } from "./+types/diary-feed";

/**
 * A project's build diary feed, pre-rendered in each language
 * (`/projects/casa-horizonte/diary.xml`): every entry, newest first.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const feed = diaryFeed(params.slug, localeFromRequest(request), siteOrigin());
  if (feed === null) return new Response("Not found", { status: 404 });
  return new Response(feed, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
