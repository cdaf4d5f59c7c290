import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { galleryImages, preloadGallery } from "~/components/projects/gallery-images";
import { preloadable } from "~/components/ui/preloadable";
import { projectDetail } from "~/content/projects/views.server";
import { localeFromPath, localeFromRequest } from "~/i18n/locales";
import { itemTwins } from "~/inventory.server";
import { getTranslator } from "~/i18n/translate";
import { itemMeta, pageTitle } from "~/lib/meta";
import { notFoundOnClient } from "~/lib/not-found";
import type { Route } from "./+types/project";

// On demand, so the list's first load stays light. No Suspense boundary
// around it: pre-rendering then waits for it and writes the dialog into the
// HTML itself (a deep link works without script), hydration keeps that HTML
// until the chunk arrives, and a navigation shows the list until it opens.
const { Component: ProjectLayers, preload: preloadLayers } = preloadable(
  () => import("~/components/projects/project-layers"),
);

// A first load of a project's own URL: the dialog's code and the list of its
// gallery's photos start downloading as this module runs, while the page
// hydrates, not once hydration reaches the dialog. "View Photo Gallery" tapped
// at first paint waits for both (scripts/html/tap-replay.ts). The pre-rendered
// dialog names the photos' folder; a navigation from the list has no dialog
// yet, and fetches them as it renders.
if (typeof document !== "undefined") {
  const folder = document.querySelector<HTMLElement>("[data-open-gallery]")?.dataset.openGallery;
  if (folder) {
    preloadLayers().catch(() => {});
    preloadGallery(folder);
  }
}

/** Runs at pre-render: one project in the page's language. */
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const project = projectDetail(params.slug, locale);
  const alternates = itemTwins("project", params.slug, locale);
  if (!project || !alternates) throw data(null, { status: 404 });
  return { project, alternates };
}

/** A project the build did not pre-render does not exist. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return notFoundOnClient(serverLoader());
}

// The project is the same whatever the query string or the photo in the hash.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const { pathname } = location;
  const t = getTranslator(localeFromPath(pathname));
  const { project, alternates } = loaderData;
  // A project with a build diary names its feed, so a reader can follow the house.
  const feed = project.diary?.feed;
  return itemMeta(pathname, {
    list: "projects",
    name: project.title,
    title: pageTitle(t(`projects.detailTitle.${project.category}`, { title: project.title })),
    description: project.metaDescription,
    alternates,
    extra: feed
      ? [
          {
            tagName: "link",
            rel: "alternate",
            type: "application/rss+xml",
            title: feed.title,
            href: feed.href,
          },
        ]
      : [],
  });
}

/** A project's deep link: the projects page with that project's dialog open. */
export default function Project({ loaderData }: Route.ComponentProps) {
  // Fetch the list of the gallery's photos while the visitor reads, so "View
  // Photo Gallery" opens at once; on a deep link, with the dialog's code as
  // the page hydrates rather than after it.
  if (!import.meta.env.SSR) galleryImages(loaderData.project.gallery).catch(() => {});
  return <ProjectLayers key={loaderData.project.slug} project={loaderData.project} />;
}
