import type { z } from "zod";
import type { collections } from "./collections";

/**
 * The types of the content, each derived from its declaration in model/
 * (listed in collections.ts): the rest of the site imports them from here.
 */

export type { BuildGroup, Feature, Reason, Stat } from "./model/pages";

type Output<K extends keyof typeof collections> = (typeof collections)[K] extends {
  schema: infer S extends z.ZodType;
}
  ? z.output<S>
  : never;

export type Company = Output<"company">;
export type Video = Output<"videos">[number];
export type FaqEntry = Output<"faq">[number];
export type Testimonial = Output<"testimonials">[number];
export type Home = Output<"home">;
export type About = Output<"about">;
export type ContactPage = Output<"contact">;
export type SiteImages = Output<"siteImages">;
