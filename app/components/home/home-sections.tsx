import { use } from "react";
import type { HomeSectionsData } from "~/content/pages.server";
import { useLocale } from "~/i18n/use-locale";
import { localeChunk } from "~/lib/locale-chunk";
import { ServiceSections } from "./service-sections";
import { StatsStrip } from "./stats-strip";
import { Testimonials } from "./testimonials";
import { WhyChooseUs } from "./why-choose-us";

/**
 * One language's sections, from a chunk made at build time from the content
 * (scripts/vite/content-chunks.ts): their text is in the page's HTML already,
 * and as a script of its own it is not sent a second time as loader data.
 */
export const homeSections = localeChunk<HomeSectionsData>({
  en: () => import("virtual:home/en"),
  es: () => import("virtual:home/es"),
});

/**
 * The home page below the hero. Until its chunk arrives, React keeps the
 * pre-rendered sections as they are; their links work meanwhile, and a tap
 * on a button is replayed once they have hydrated.
 */
export function HomeSections() {
  const { features, process, stats, services, testimonials } = use(homeSections(useLocale()));
  return (
    <>
      <WhyChooseUs features={features} process={process} />
      <StatsStrip stats={stats} />
      <ServiceSections services={services} />
      <Testimonials testimonials={testimonials} />
    </>
  );
}
