import { useEffect } from "react";
import { preloadable } from "~/components/ui/preloadable";
import type { ProjectDetailData } from "~/content/projects/views.server";
import { GalleryDialog, thumbnailId } from "./gallery-dialog";
import { useGalleryImages } from "./gallery-images";

// Its own chunk, fetched as the gallery opens, before a photo is tapped.
const { Component: PhotoViewer, preload: preloadPhotoViewer } = preloadable(
  () => import("./photo-viewer"),
);

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
 * The gallery and the viewer over a project, in the order they stack. Shows
 * nothing until the project's images have arrived; render it inside
 * Suspense, for the viewer's chunk.
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
  useEffect(() => void preloadPhotoViewer().catch(() => {}), []);
  const images = useGalleryImages(project.gallery);
  if (!images) return null;
  return (
    <>
      {galleryOpen ? (
        <GalleryDialog
          title={project.title}
          images={images}
          count={project.galleryCount}
          labels={project.gallery.map(({ label }) => label)}
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
