import { article as budgeting } from "./articles/budgeting";
import { article as buildTimeline } from "./articles/build-timeline";
import { article as choosingALot } from "./articles/choosing-a-lot";
import { article as coastalCorrosion } from "./articles/coastal-corrosion";
import { article as concreteQuality } from "./articles/concrete-quality";
import { article as designBuildVsBid } from "./articles/design-build-vs-bid";
import { article as hillsideLots } from "./articles/hillside-lots";
import { article as permitProcess } from "./articles/permit-process";
import { article as propertyTax } from "./articles/property-tax";
import { article as rainySeason } from "./articles/rainy-season";
import { article as seismicDesign } from "./articles/seismic-design";
import { article as siteSafety } from "./articles/site-safety";
import { article as solarEnergy } from "./articles/solar-energy";
import { article as sustainableMaterials } from "./articles/sustainable-materials";
import { article as turnkeyDelivery } from "./articles/turnkey-delivery";
import { article as waterSetena } from "./articles/water-setena";
import type { Article, NewsItem } from "./types";
import { videos } from "./videos";

/** The articles, each written in its own file under articles/. */
export const articles: Article[] = [
  budgeting,
  buildTimeline,
  choosingALot,
  coastalCorrosion,
  concreteQuality,
  designBuildVsBid,
  hillsideLots,
  permitProcess,
  propertyTax,
  rainySeason,
  seismicDesign,
  siteSafety,
  solarEnergy,
  sustainableMaterials,
  turnkeyDelivery,
  waterSetena,
];

/** Every news item, newest first (ties keep id order). */
export const newsItems: NewsItem[] = [...articles, ...videos].sort(
  (a, b) => b.date.localeCompare(a.date) || a.id - b.id,
);
