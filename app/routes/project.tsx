import { Suspense, useEffect, useState } from "react";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { GalleryLayers } from "~/components/projects/gallery-layers";
import { galleryImages } from "~/components/projects/gallery-images";
import { projectLinkId } from "~/components/projects/project-card";
import { ProjectDialog } from "~/components/projects/project-dialog";
import { useProjectUrls } from "~/components/projects/use-project-urls";
import { projectDetail } from "~/content/projects/views";
import { localeFromPath } from "~/i18n/locales";
import { getTranslator } from "~/i18n/translate";
import { pageTitle } from "~/lib/meta";
import type { Route } from "./+types/project";

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
  const { project } = loaderData;
  const urls = useProjectUrls(project.gallery.length);
  const [galleryOpen, setGalleryOpen] = useState(false);

  // Fetch the photos while the visitor reads, so the gallery opens at once.
  useEffect(() => {
    galleryImages(project.slug, project.gallery).catch(() => {});
  }, [project.slug, project.gallery]);

  return (
    <>
      <ProjectDialog
        key={project.slug}
        project={project}
        closeHref={urls.listHref}
        onClose={urls.closeProject}
        returnFocus={() => document.getElementById(projectLinkId(project.slug))}
        onOpenGallery={() => setGalleryOpen(true)}
      />
      <Suspense fallback={null}>
        {galleryOpen || urls.photo !== null ? (
          <GalleryLayers
            project={project}
            galleryOpen={galleryOpen}
            onCloseGallery={() => setGalleryOpen(false)}
            photo={urls.photo}
            onOpenPhoto={urls.openPhoto}
            onShowPhoto={urls.showPhoto}
            onCloseViewer={urls.closeViewer}
          />
        ) : null}
      </Suspense>
    </>
  );
}
