import { useId } from "react";
import { Dialog } from "~/components/ui/dialog";
import { Picture } from "~/components/ui/picture";
import { useT } from "~/i18n/use-locale";
import type { ImageAsset } from "~/lib/images";

/** The thumbnail buttons, for returning focus to the photo the viewer was showing. */
export function thumbnailId(index: number) {
  return `gallery-photo-${index + 1}`;
}

interface GalleryDialogProps {
  title: string;
  images: ImageAsset[];
  /** How many pictures, and which are drawings: "10 design views, not photographs". */
  count: string;
  /** Each thumbnail's name, in the images' order: "Design view 3 of 10: …". */
  labels: string[];
  onOpenPhoto: (index: number) => void;
  onClose: () => void;
}

/** "Project Gallery": every picture of a project as a thumbnail that opens the viewer. */
export function GalleryDialog({
  title,
  images,
  count,
  labels,
  onOpenPhoto,
  onClose,
}: GalleryDialogProps) {
  const { t } = useT();
  const titleId = useId();
  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      className="max-h-[calc(100dvh-1.5rem)] w-[min(76rem,calc(100vw-1.5rem))] rounded-card bg-paper text-ink shadow-raised"
      bodyClassName="p-5 pt-6 sm:p-10"
    >
      <p className="pr-12 text-eyebrow font-semibold text-sand-700 uppercase">{title}</p>
      <h2 id={titleId} className="mt-2 pr-12 font-display text-display-sm">
        {t("projects.galleryTitle")}
      </h2>
      <p data-gallery-count="" className="mt-1 text-body-sm text-concrete-600">
        {count}
      </p>
      <ul className="mt-7 grid grid-cols-2 gap-2.5 sm:gap-4 md:grid-cols-3" data-gallery="">
        {images.map((image, index) => (
          <li key={image.id}>
            <button
              type="button"
              id={thumbnailId(index)}
              onClick={() => onOpenPhoto(index)}
              aria-label={labels[index]}
              className="group block w-full overflow-hidden rounded-card bg-sand-100"
            >
              <Picture
                image={image}
                decorative
                sizes="(min-width: 1216px) 373px, (min-width: 768px) 30vw, 46vw"
                className="aspect-[3/2]"
                imgClassName="object-cover transition-transform duration-500 ease-out-soft group-hover:scale-[1.05]"
              />
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
