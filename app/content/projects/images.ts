import { images as bungalowsPlayaHermosa } from "~/generated/images/projects/bungalows-playa-hermosa";
import { images as casaCascada } from "~/generated/images/projects/casa-cascada";
import { images as casaHorizonte } from "~/generated/images/projects/casa-horizonte";
import { images as hotelSelva } from "~/generated/images/projects/hotel-selva";
import { images as naveIndustrialSanJose } from "~/generated/images/projects/nave-industrial-san-jose";
import { images as plazaTeresa } from "~/generated/images/projects/plaza-teresa";
import { images as villaCielo } from "~/generated/images/projects/villa-cielo";
import { images as villaLasPalmas } from "~/generated/images/projects/villa-las-palmas";
import type { ImageAsset } from "~/lib/images";

/** Every project photo by id ("projects/<slug>/01"); read by route loaders only. */
export const projectImages: Readonly<Record<string, ImageAsset>> = {
  ...bungalowsPlayaHermosa,
  ...casaCascada,
  ...casaHorizonte,
  ...hotelSelva,
  ...naveIndustrialSanJose,
  ...plazaTeresa,
  ...villaCielo,
  ...villaLasPalmas,
};

export function projectImage(id: string): ImageAsset {
  const image = projectImages[id];
  if (!image) throw new Error(`No image ${id} in the project manifests`);
  return image;
}
