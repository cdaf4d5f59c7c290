import { lazy, use } from "react";
import type { ProjectDetailData } from "~/content/projects/views";
import { GalleryDialog, thumbnailId } from "./gallery-dialog";
import { galleryImages } from "./gallery-images";

// Its own chunk: the viewer downloads when a photo is first opened.
const PhotoViewer = lazy(() => import("./photo-viewer"));

interface GalleryLayersProps {
  project: ProjectDetailData;
  galleryOpen: boolean;
  onCloseGallery: () => void;
  /** The photo open in the viewer, or null. */
  photo: number | null;
  onOpenPhoto: (index: number) => void;
  onShowPhoto: (index: number) => void;
  onCloseViewer: () => void;
}

/**
 * The gallery and the viewer over a project, in the order they stack. Loaded
 * on demand; render it inside Suspense: it waits for the project's images.
 */
export default function GalleryLayers({
  project,
  galleryOpen,
  onCloseGallery,
  photo,
  onOpenPhoto,
  onShowPhoto,
  onCloseViewer,
}: GalleryLayersProps) {
  const images = use(galleryImages(project.gallery));
  return (
    <>
      {galleryOpen ? (
        <GalleryDialog
          title={project.title}
          images={images}
          onOpenPhoto={onOpenPhoto}
          onClose={onCloseGallery}
        />
      ) : null}
      {photo !== null ? (
        <PhotoViewer
          title={project.title}
          images={images}
          index={photo}
          onIndexChange={onShowPhoto}
          onClose={onCloseViewer}
          returnFocus={galleryOpen ? () => document.getElementById(thumbnailId(photo)) : undefined}
        />
      ) : null}
    </>
  );
}
