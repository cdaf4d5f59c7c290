import { Suspense, useState } from "react";
import type { ProjectDetailData } from "~/content/projects/views.server";
import GalleryLayers from "./gallery-layers";
import ProjectDialog from "./project-dialog";
import { useProjectUrls } from "./use-project-urls";

/**
 * A project over the list, with its gallery and viewer stacked above it.
 * Loaded on demand: on a deep link the pre-rendered HTML already shows the
 * dialog, which hydrates once this chunk arrives. The gallery's code comes
 * in the same chunk (about 1 KB), so "View Photo Gallery" needs no second
 * round trip; its photos load when it opens.
 */
export default function ProjectLayers({ project }: { project: ProjectDetailData }) {
  const urls = useProjectUrls(project.slug, project.gallery.length);
  const [galleryOpen, setGalleryOpen] = useState(false);

  return (
    <>
      <ProjectDialog
        project={project}
        closeHref={urls.listHref}
        query={urls.query}
        onClose={urls.closeProject}
        returnFocus={() => document.querySelector<HTMLElement>(`[data-project="${project.slug}"]`)}
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
