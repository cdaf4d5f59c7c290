import type { Drawn } from "./drawings";

export type ImageFormat = "avif" | "webp" | "jpg";

/** A cut of the same image for another frame: e.g. a portrait crop for phones. */
export interface ImageCrop {
  width: number;
  height: number;
  widths: readonly number[];
  path: string;
}

/**
 * One processed image, as the build writes it into the manifest modules under
 * app/generated/images. The file for width `w` in format `f` is
 * `${path}-${w}.${f}`; `path` carries the source's content hash.
 */
export interface ImageFile {
  id: string;
  path: string;
  /** Intrinsic size of the largest output, for width and height attributes. */
  width: number;
  height: number;
  widths: readonly number[];
  /** A tiny blurred preview, inlined as a data URI; empty for images never drawn over one. */
  placeholder: string;
  portrait?: ImageCrop;
}

/**
 * An image as a page shows it: its files, and its text alternative in the
 * page's language, which comes from the content that uses the image; a
 * project's picture also says whether it is a drawing (lib/drawings.ts).
 */
export interface ImageAsset extends ImageFile, Drawn {
  alt: string;
}

/**
 * A photo the image pipeline has not made yet (one just chosen in the
 * editor, whose preview shows it): one file, shown as it is.
 */
export interface LocalImage extends Drawn {
  src: string;
  alt: string;
}

/** What `Picture` draws: an image's built files, or one file as it is. */
export type PictureImage = ImageAsset | LocalImage;

/** An image's files with its text alternative in one language. */
export function withAlt(image: ImageFile, alt: string): ImageAsset {
  return { ...image, alt };
}

export const formats: readonly ImageFormat[] = ["avif", "webp", "jpg"];

export const mimeTypes: Record<ImageFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
};

export function imageUrl(path: string, width: number, format: ImageFormat): string {
  return `${path}-${width}.${format}`;
}

export function srcSet(image: { path: string; widths: readonly number[] }, format: ImageFormat) {
  return image.widths.map((w) => `${imageUrl(image.path, w, format)} ${w}w`).join(", ");
}

/**
 * An image as a loader sends it for a page that draws it without the blurred
 * placeholder (a hero, the article reader): its alt text in the page's
 * language, and no placeholder bytes.
 */
export function loaderImage(image: ImageFile, alt: string): ImageAsset {
  return { ...image, alt, placeholder: "" };
}

/** The JPEG a browser without srcset support shows: the middle width is a fair compromise. */
export function fallbackSrc(image: { path: string; widths: readonly number[] }): string {
  const middle = image.widths[Math.floor((image.widths.length - 1) / 2)] ?? image.widths[0];
  return imageUrl(image.path, middle ?? 0, "jpg");
}
