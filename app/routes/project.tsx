import { lazy } from "react";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { projectDetail } from "~/content/projects/views";
import { localeFromPath } from "~/i18n/locales";
import { getTranslator } from "~/i18n/translate";
import { pageTitle } from "~/lib/meta";
import type { Route } from "./+types/project";

// On demand, so the list's first load stays light. No Suspense boundary
// around it: pre-rendering then waits for it and writes the dialog into the
// HTML itself (a deep link works without script), hydration keeps that HTML
// until the chunk arrives, and a navigation shows the list until it opens.
const ProjectLayers = lazy(() => import("~/components/projects/project-layers"));

/** Runs at pre-render: one project in the page's language. */
export function loader({ params, request }: Route.LoaderArgs) {
  const project = projectDetail(params.slug, localeFromPath(new URL(request.url).pathname));
  if (!project) throw data(null, { status: 404 });
  return { project };
}

// The project is the same whatever the query string or the photo in the hash.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const t = getTranslator(localeFromPath(location.pathname));
  const { project } = loaderData;
  const title = t(`projects.detailTitle.${project.category}`, { title: project.title });
  return [{ title: pageTitle(title) }, { name: "description", content: project.metaDescription }];
}

/** A project's deep link: the projects page with that project's dialog open. */
export default function Project({ loaderData }: Route.ComponentProps) {
  return <ProjectLayers key={loaderData.project.slug} project={loaderData.project} />;
}
