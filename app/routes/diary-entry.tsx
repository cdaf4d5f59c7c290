import { data } from "react-router";
import { NotFoundBoundary } from "~/components/layout/not-found-boundary";
import { DiaryEntryPage, wholeColumn } from "~/components/projects/diary-entry-page";
import { preloadImage } from "~/components/ui/picture";
import { diaryEntryPage } from "~/content/projects/diary.server";
import { localeFromRequest } from "~/i18n/locales";
import { notFoundOnClient } from "~/lib/not-found";
import { previewPath, previewSize } from "~/lib/preview";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/diary-entry";

/** Runs at pre-render: one entry of a project's build diary, in the page's language. */
export function loader({ params, request }: Route.LoaderArgs) {
  const page = diaryEntryPage(params.slug, params.entry, localeFromRequest(request));
  if (!page) throw data(null, { status: 404 });
  return { page, alternates: page.alternates };
}

/** An entry the build did not pre-render does not exist. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return notFoundOnClient(serverLoader());
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const { page } = loaderData;
  const { pathname } = location;
  const [photo] = page.entry.photos;
  return [
    ...seoMeta({
      pathname,
      title: page.metaTitle,
      description: page.metaDescription,
      image: { path: previewPath(pathname), ...previewSize, alt: page.metaTitle },
      alternates: page.alternates,
      type: "article",
    }),
    { property: "article:published_time", content: page.entry.date },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: page.feed.title,
      href: page.feed.href,
    },
    // The first photo is the page's largest paint: it loads with the page.
    ...(photo ? preloadImage(photo, wholeColumn) : []).map((link) => ({
      tagName: "link",
      ...link,
    })),
  ];
};

export default function DiaryEntry({ loaderData }: Route.ComponentProps) {
  return <DiaryEntryPage page={loaderData.page} />;
}

/** An entry that does not exist (its loader answers 404) shows the not-found page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <NotFoundBoundary error={error} />;
}
