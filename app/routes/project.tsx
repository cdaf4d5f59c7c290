import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { galleryImages } from "~/components/projects/gallery-images";
import { projectDetail } from "~/content/projects/views.server";
import { localeFromPath, localeFromRequest } from "~/i18n/locales";
import { itemTwins } from "~/inventory.server";
import { getTranslator } from "~/i18n/translate";
import { itemMeta, pageTitle } from "~/lib/meta";
import { notFoundOnClient } from "~/lib/not-found";
import { preloadable } from "~/components/ui/preloadable";
import type { Route } from "./+types/project";

// The dialog's code is on demand, so the list's first load stays light. No
// Suspense boundary around it: pre-rendering then waits for it and writes
// the dialog into the HTML itself (a deep link works without script),
// hydration keeps that HTML until the chunk arrives, and a navigation shows
// the list until it opens. A deep link starts fetching it, and the list of
// the gallery's photos, before it hydrates (`handle.arrival`).
const projectLayers = preloadable(() => import("~/components/projects/project-layers"));
const ProjectLayers = projectLayers.Component;

/** Before a deep link hydrates (app/arrival.ts): the dialog's code and the list of the gallery's photos. */
export const handle = {
  arrival: ({ project }: Route.ComponentProps["loaderData"]) =>
    Promise.all([projectLayers.preload(), galleryImages(project.gallery)]),
};

/** Runs at pre-render: one project in the page's language. */
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const project = projectDetail(params.slug, locale);
  const alternates = itemTwins("project", params.slug, locale);
  if (!project || !alternates) throw data(null, { status: 404 });
  return { project, alternates };
}

/**
 * A project the build did not pre-render does not exist. Opened from the
 * list, the dialog's code comes with the data, and the list of the
 * gallery's photos starts then, so "View Photo Gallery" opens at once.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const layers = projectLayers.preload().catch(() => {});
  const route = await notFoundOnClient(serverLoader());
  galleryImages(route.project.gallery).catch(() => {});
  await layers;
  return route;
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
  return <ProjectLayers key={loaderData.project.slug} project={loaderData.project} />;
}
