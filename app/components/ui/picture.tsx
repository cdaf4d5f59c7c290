import type { LinkDescriptor } from "react-router";
import { cn } from "~/lib/cn";
import {
  fallbackSrc,
  mimeTypes,
  srcSet,
  type ImageFile,
  type ImageFormat,
  type PictureImage,
} from "~/lib/images";

/** Phones held upright get the portrait crop, where an image has one. */
const portraitMedia = "(max-width: 767px) and (orientation: portrait)";
const landscapeMedia = "(min-width: 768px), (orientation: landscape)";

/** The formats of `<source>`s, best first; the `<img>` itself is the JPEG. */
const modernFormats: readonly ImageFormat[] = ["avif", "webp"];

interface PictureProps {
  image: PictureImage;
  /** How wide the image is drawn, as for `<img sizes>`: "100vw", "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** The largest image of a page: loads eagerly, first. Preload it too, with `preloadImage`. */
  priority?: boolean;
  /** False leaves out the blurred placeholder, where the ground under the image does its job. */
  placeholder?: boolean;
  /** Hides the image from assistive technology when the text around it already says it all. */
  decorative?: boolean;
  /**
   * Shows a drawing's tag ("Design view") in its corner, where nothing
   * beside the picture says it is a drawing (lib/drawings.ts).
   */
  tagged?: boolean;
  /** Classes of the wrapper, which sets the layout. */
  className?: string;
  /** Classes of the `<img>`, e.g. `object-cover`. */
  imgClassName?: string;
}

/**
 * The one way the site shows a raster image: AVIF, WebP and JPEG at every
 * width, intrinsic width and height so nothing shifts, a blurred placeholder
 * underneath while it loads (where the image has one), and lazy loading unless it is the priority image.
 * A photo not through the pipeline yet (the editor's preview of one just
 * chosen) is its one file, in the same frame.
 */
export function Picture({
  image,
  sizes,
  priority = false,
  placeholder = true,
  decorative = false,
  tagged = false,
  className,
  imgClassName,
}: PictureProps) {
  const frame = cn("relative block overflow-hidden print:break-inside-avoid", className);
  const imgClass = cn("relative size-full", imgClassName);
  // Said by the alt text, or by the text around a decorative picture.
  const tag =
    tagged && image.drawnLabel ? (
      <span
        aria-hidden="true"
        data-drawn-tag=""
        className="absolute bottom-3 left-3 rounded-pill bg-ink/75 px-2.5 py-1 text-eyebrow font-semibold text-white uppercase"
      >
        {image.drawnLabel}
      </span>
    ) : null;
  if ("src" in image) {
    return (
      <span className={frame}>
        <img src={image.src} alt={decorative ? "" : image.alt} className={imgClass} />
        {tag}
      </span>
    );
  }
  const { portrait } = image;
  const fill = "absolute inset-0 size-full";

  return (
    <span className={frame}>
      {placeholder && image.placeholder ? (
        <img
          src={image.placeholder}
          alt=""
          aria-hidden="true"
          className={cn(fill, "scale-110 object-cover blur-xl")}
        />
      ) : null}
      <picture>
        {portrait
          ? modernFormats.map((format) => (
              <source
                key={`portrait-${format}`}
                media={portraitMedia}
                type={mimeTypes[format]}
                srcSet={srcSet(portrait, format)}
                sizes="100vw"
                width={portrait.width}
                height={portrait.height}
              />
            ))
          : null}
        {modernFormats.map((format) => (
          <source
            key={format}
            type={mimeTypes[format]}
            srcSet={srcSet(image, format)}
            sizes={sizes}
          />
        ))}
        {/* Every browser that reads srcset reads WebP too, so the JPEG is one fallback file. */}
        <img
          src={fallbackSrc(image)}
          width={image.width}
          height={image.height}
          alt={decorative ? "" : image.alt}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          fetchPriority={priority ? "high" : undefined}
          className={imgClass}
        />
      </picture>
      {tag}
    </span>
  );
}

/**
 * Preload links for a page's priority image (a hero's, through `heroPreload`
 * in page-hero.tsx): the browser starts the download before it has parsed
 * the image's markup.
 */
export function preloadImage(image: ImageFile, sizes: string): LinkDescriptor[] {
  const link = (frame: { path: string; widths: readonly number[] }, imageSizes: string) => ({
    rel: "preload" as const,
    as: "image" as const,
    type: mimeTypes.avif,
    imageSrcSet: srcSet(frame, "avif"),
    imageSizes,
    fetchPriority: "high" as const,
  });
  if (!image.portrait) return [link(image, sizes)];
  return [
    { ...link(image.portrait, "100vw"), media: portraitMedia },
    { ...link(image, sizes), media: landscapeMedia },
  ];
}
