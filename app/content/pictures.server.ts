import type { Locale } from "~/i18n/locales";
import { describedPicture, type PictureSource } from "~/lib/drawings";
import { withAlt, type ImageAsset } from "~/lib/images";
import { content } from "./content.server";
import { imageFile } from "./images.server";

/**
 * What an image of the content is made from: a drawing while no photo of its
 * name is in content/images, as the image pipeline chooses (decision 004).
 */
export function sourceOfImage(id: string): PictureSource {
  return content().drawings.has(id) ? "drawing" : "photo";
}

/**
 * A project's or a diary's picture as a page shows it: its files, its
 * description in the page's language, and, while it is a drawing, the words
 * that say so (lib/drawings.ts).
 */
export function shownImage(id: string, alt: string, locale: Locale): ImageAsset {
  return describedPicture(withAlt(imageFile(id), alt), sourceOfImage(id), locale);
}
