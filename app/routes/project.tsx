import { lazy } from "react";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { projectDetail } from "~/content/projects/views";
import { localeFromPath, localeFromRequest, localizePath } from "~/i18n/locales";
import { getTranslator } from "~/i18n/translate";
import { breadcrumbJsonLd } from "~/lib/json-ld";
import { pageTitle } from "~/lib/meta";
import { previewPath, previewSize } from "~/lib/preview";
import { seoMeta, siteOrigin } from "~/lib/seo";
import type { Route } from "./+types/project";

// On demand, so the list's first load stays light. No Suspense boundary
// around it: pre-rendering then waits for it and writes the dialog into the
// HTML itself (a deep link works without script), hydration keeps that HTML
// until the chunk arrives, and a navigation shows the list until it opens.
const ProjectLayers = lazy(() => import("~/components/projects/project-layers"));

/** Runs at pre-render: one project in the page's language. */
export function loader({ params, request }: Route.LoaderArgs) {
  const project = projectDetail(params.slug, localeFromRequest(request));
  if (!project) throw data(null, { status: 404 });
  return { project };
}

// The project is the same whatever the query string or the photo in the hash.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const { pathname } = location;
  const locale = localeFromPath(pathname);
  const t = getTranslator(locale);
  const { project } = loaderData;
  const title = pageTitle(t(`projects.detailTitle.${project.category}`, { title: project.title }));
  return [
    ...seoMeta({
      pathname,
      title,
      description: project.metaDescription,
      image: { path: previewPath(pathname), ...previewSize, alt: title },
    }),
    {
      "script:ld+json": breadcrumbJsonLd(
        [
          { name: t("nav.home"), path: localizePath("/", locale) },
          { name: t("nav.projects"), path: localizePath("/projects", locale) },
          { name: project.title, path: pathname },
        ],
        siteOrigin(),
      ),
    },
  ];
}

/** A project's deep link: the projects page with that project's dialog open. */
export default function Project({ loaderData }: Route.ComponentProps) {
  return <ProjectLayers key={loaderData.project.slug} project={loaderData.project} />;
}
