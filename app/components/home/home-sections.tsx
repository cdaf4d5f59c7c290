import type { HomeSectionsData } from "~/content/pages.server";
import { ServiceSections } from "./service-sections";
import { StatsStrip } from "./stats-strip";
import { Testimonials } from "./testimonials";
import { WhyChooseUs } from "./why-choose-us";

/** The home page below the hero. */
export function HomeSections({
  features,
  process,
  stats,
  services,
  testimonials,
}: HomeSectionsData) {
  return (
    <>
      <WhyChooseUs features={features} process={process} />
      <StatsStrip stats={stats} />
      <ServiceSections services={services} />
      <Testimonials testimonials={testimonials} />
    </>
  );
}
