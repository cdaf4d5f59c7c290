import { z } from "zod";
import { parseTimeline, projectStatuses, type Timeline } from "../lib/project-facts";
import { dayRule, imageExtensions, slugRule, timelineRule, yearRule } from "./rules";
import { slugify } from "../lib/slugify";
import { isPlaceholder } from "../lib/placeholder";
import { newsCategories, projectCategories, projectServices } from "./categories";

/**
 * The one definition of every kind of content under `content/`. The build
 * checks each file against it (content.server.ts), and the TypeScript types
 * of the content come from it. Messages are written for the person editing
 * the file, not for a developer.
 */

export const locales = ["en", "es"] as const;


const text = (what = "this text") =>
  z
    .string({ error: `write ${what} (it is missing or not text)` })
    .trim()
    .min(1, { error: `${what} is empty` });

/** The same text written in English and in Spanish. */
const localized = (what = "this text") =>
  z.strictObject(
    { en: text(`the English ${what}`), es: text(`the Spanish ${what}`) },
    { error: `give ${what} in English (en:) and Spanish (es:)` },
  );

const localizedList = (what: string) =>
  z.strictObject({
    en: z.array(text(`each English ${what}`)).min(1, { error: `list at least one ${what}` }),
    es: z.array(text(`each Spanish ${what}`)).min(1, { error: `list at least one ${what}` }),
  });

export const slug = z
  .string({ error: "write the page address (slug)" })
  .regex(slugRule.pattern, {
    error:
      "an address is lower-case letters a to z, digits and single hyphens, with no accents or spaces",
  });

export const isoDay = z
  .string({ error: "write the date as YYYY-MM-DD" })
  .regex(dayRule.pattern, { error: "write the date as YYYY-MM-DD, e.g. 2024-12-19" })
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), {
    error: "this day does not exist in the calendar",
  });

export { imageExtensions };

/**
 * An image, named by its file in the repository as the editor writes it
 * ("/content/images/news/permit-process.jpg", or a phone's
 * "/content/images/news/IMG_4821.JPG"); the site knows it by its id, its path
 * under content/images without the extension, each part made an address
 * ("news/permit-process", "news/img-4821"): see imageIdOf.
 */
export const imageId = z
  .string({ error: "name the image by its file under /content/images/" })
  .regex(/^\/content\/images\/.+\.[A-Za-z]+$/, {
    error: `name the image by its file, e.g. /content/images/news/permit-process.jpg (${imageExtensions.join(", ")})`,
  })
  .refine((file) => imageIdOf(file) !== null, {
    error: `name the image by its file, e.g. /content/images/news/permit-process.jpg (${imageExtensions.join(", ")})`,
  })
  .transform((file) => imageIdOf(file)!);

/**
 * The id of an image file under /content/images, whatever its name's case,
 * accents, spaces or underscores: "/content/images/news/Losa en Cóbano.JPG" is
 * "news/losa-en-cobano". Null if the path is not an image under that folder.
 * The image pipeline and the content check name files by the same rule.
 */
export function imageIdOf(file: string): string | null {
  let decoded = file;
  try {
    decoded = decodeURI(file);
  } catch {
    // A stray "%" is part of the name, not an escape.
  }
  const match = /^\/content\/images\/(.+)\.([A-Za-z]+)$/.exec(decoded.normalize("NFC"));
  if (!match || !(imageExtensions as readonly string[]).includes(match[2]!.toLowerCase()))
    return null;
  return imageIdFromPath(match[1]!);
}

/** "news/IMG_4821" -> "news/img-4821"; null when a part has no letter or digit. */
export function imageIdFromPath(relative: string): string | null {
  const parts = relative.split("/").map(slugify);
  return parts.length >= 2 && parts.every(Boolean) ? parts.join("/") : null;
}

const enumOf = <const T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `${what} must be one of: ${values.join(", ")}` });

// Projects ------------------------------------------------------------------

export const galleryPhoto = z.strictObject({
  image: imageId,
  alt: localized("description of the photo"),
});

/**
 * The English address is the entry's folder name made an address, unless
 * this field gives another (to correct it later): the old address then leads
 * to the new one (content.server.ts).
 */
const englishSlug = slug.optional();

/**
 * A draft is kept in the repository and left off the site, every page, list,
 * feed and the sitemap, until the mark is taken off (decision 052).
 */
const draft = z.boolean({ error: "draft is true or false" }).optional();

/** Addresses the page had before: each leads to the current one. */
const formerSlugs = z
  .array(slug, { error: "list the earlier addresses, one per line" })
  .optional();

const squareMetres = (what: string) =>
  z
    .int({ error: `write ${what} in whole square metres, digits only (e.g. 420)` })
    .positive({ error: `${what} must be more than 0 m²` });

const coordinates = z.strictObject(
  {
    latitude: z.number({ error: "write the latitude as a number" }).min(-90).max(90),
    longitude: z.number({ error: "write the longitude as a number" }).min(-180).max(180),
  },
  { error: "give the place's latitude and longitude" },
);

/** The figures a buyer looks for; bedrooms and bathrooms are for homes only. */
const projectFacts = z.strictObject({
  builtArea: squareMetres("the built area"),
  lotArea: squareMetres("the lot area"),
  bedrooms: z.int({ error: "bedrooms is a whole number" }).positive().optional(),
  bathrooms: z
    .number({ error: "bathrooms is a number, halves allowed (e.g. 3.5)" })
    .positive()
    .multipleOf(0.5, { error: "count bathrooms in halves (e.g. 3 or 3.5)" })
    .optional(),
  /** Of the place (the town or beach), not the lot: owners' addresses stay private. */
  coordinates,
  services: z
    .array(enumOf(projectServices, "each service"), { error: "list the services delivered" })
    .min(1, { error: "list at least one service delivered" })
    .refine((list) => new Set(list).size === list.length, {
      error: "list each service once",
    }),
});

/**
 * Two photos taken from the same place, before the work and after it, drawn
 * as a comparison slider. Both are cropped to the slider's frame; two of the
 * same proportions line up, and the build warns of a pair that does not.
 */
const beforeAfter = z.strictObject(
  {
    before: galleryPhoto,
    after: galleryPhoto,
  },
  { error: "give a before photo and an after photo, each with its description" },
);

/** content/projects/<slug>/index.en.md: what both languages share, and the English text. */
export const projectEn = z.strictObject({
  title: text("the title"),
  draft,
  slug: englishSlug,
  formerSlugs,
  /** The project's number: the lists show projects in its order. */
  id: z.int({ error: "id must be a whole number" }).positive({ error: "id must be 1 or more" }),
  /** The year the project started (in progress) or was finished, on the dialog's tile. */
  year: z
    .int({ error: "write the year in four digits, e.g. 2025" })
    .min(yearRule.min, { error: "write the year in four digits, e.g. 2025" })
    .max(yearRule.max, { error: "write the year in four digits, e.g. 2025" }),
  status: enumOf(projectStatuses, "status"),
  /** How long the build took or will take: "10M" for ten months, "1Y" for a year. */
  timeline: z
    .string({ error: 'write the timeline as months or years, e.g. "10M" or "1Y"' })
    .regex(timelineRule.pattern, {
      error: 'write the timeline as a number and M (months) or Y (years), e.g. "10M" or "1Y"',
    })
    .transform((text): Timeline => parseTimeline(text)!),
  category: enumOf(projectCategories, "category"),
  location: text("the location"),
  description: text("the short description for the card"),
  scope: text("the scope, in one line"),
  facts: projectFacts,
  gallery: z
    .array(galleryPhoto, { error: "list the gallery's photos" })
    .min(4, { error: "a gallery needs 4 to 13 photos, cover first" })
    .max(13, { error: "a gallery needs 4 to 13 photos, cover first" }),
  beforeAfter: beforeAfter.optional(),
}).superRefine(({ category, facts }, context) => {
  for (const field of ["bedrooms", "bathrooms"] as const) {
    if (category !== "residential" && facts[field] !== undefined)
      context.addIssue({
        code: "custom",
        path: ["facts", field],
        message: `${field} are for homes: leave them out of a ${category} project`,
      });
  }
});

/** content/projects/<slug>/index.es.md: the Spanish text and address. */
export const projectEs = z.strictObject({
  slug,
  formerSlugs,
  title: text("the title"),
  description: text("the short description for the card"),
  scope: text("the scope, in one line"),
});

// News ----------------------------------------------------------------------

/** content/news/<slug>/index.en.md */
export const articleEn = z.strictObject({
  title: text("the title"),
  draft,
  slug: englishSlug,
  formerSlugs,
  date: isoDay,
  category: enumOf(newsCategories, "category"),
  image: imageId,
  imageAlt: localized("description of the image"),
  excerpt: text("the excerpt"),
});

/** content/news/<slug>/index.es.md */
export const articleEs = z.strictObject({
  slug,
  formerSlugs,
  title: text("the title"),
  excerpt: text("the excerpt"),
});

/** content/videos.yaml: one item of the list. */
export const video = z.strictObject({
  slug,
  date: isoDay,
  category: enumOf(newsCategories, "category"),
  duration: z
    .string({ error: "write the running time as minutes:seconds, e.g. 12:45" })
    .regex(/^\d{1,3}:[0-5]\d$/, { error: "write the running time as minutes:seconds, e.g. 12:45" }),
  image: imageId,
  imageAlt: localized("description of the thumbnail"),
  title: localized("title"),
  excerpt: localized("excerpt"),
});

export const faqEntry = z.strictObject({
  id: slug,
  question: localized("question"),
  answer: localized("answer"),
});

export const testimonial = z.strictObject({
  name: text("the name"),
  role: localized("role"),
  location: text("the location"),
  rating: z.literal(5, { error: "rating is the number of stars, 5" }),
  quote: localized("quote"),
  projectType: localized("project type"),
});

// Home and about --------------------------------------------------------------

const feature = z.strictObject({
  key: enumOf(["experience", "team", "quality", "onTime"], "key"),
  title: localized("title"),
  text: localized("text"),
});

const stat = z.strictObject({
  key: enumOf(["projects", "satisfaction", "years"], "key"),
  value: z.number({ error: "value must be a number" }),
  suffix: z.string(),
  label: localized("label"),
});

const service = z.strictObject({
  key: enumOf(["luxuryVillas", "renovations", "permits", "turnkey"], "key"),
  image: imageId,
  imageAlt: localized("description of the image"),
  eyebrow: localized("eyebrow"),
  title: localized("title"),
  text: localized("text"),
  points: localizedList("point"),
  action: z.discriminatedUnion("kind", [
    z.strictObject({
      kind: z.literal("projects"),
      category: enumOf(["residential", "commercial"], "category"),
    }),
    z.strictObject({ kind: z.literal("contact") }),
  ]),
  actionLabel: localized("label of the link"),
});

export const home = z.strictObject({
  features: z.array(feature).length(4, { error: "the home page has four features" }),
  stats: z.array(stat).length(3, { error: "the stats strip has three figures" }),
  services: z.array(service).length(4, { error: "the home page has four services" }),
});

const titled = z.strictObject({ title: localized("title"), text: localized("text") });

/** One step of "How we work", from the first call to the keys. */
const processStep = z.strictObject({
  title: localized("title"),
  duration: localized("typical duration"),
  text: localized("text"),
  owner: localized("what the owner provides"),
  /** The article that tells this step in full, by its folder under content/news/. */
  article: slug.optional(),
});

export const about = z.strictObject({
  intro: z.strictObject({ headline: localized("headline"), description: localized("description") }),
  mission: titled,
  story: titled,
  process: z.strictObject({
    eyebrow: localized("eyebrow"),
    title: localized("title"),
    intro: localized("introduction"),
    durationLabel: localized("label of the duration"),
    ownerLabel: localized("label of what the owner provides"),
    steps: z
      .array(processStep)
      .min(5, { error: "how we work has 5 to 7 steps" })
      .max(7, { error: "how we work has 5 to 7 steps" }),
  }),
  buildGroups: z
    .array(
      z.strictObject({
        key: enumOf(["residential", "commercial", "management"], "key"),
        title: localized("title"),
        text: localized("text"),
        items: localizedList("item"),
      }),
    )
    .length(3, { error: "there are three groups of what we build" }),
  reasons: z
    .array(
      z.strictObject({
        key: enumOf(
          ["trackRecord", "localExpertise", "handsOn", "clientCentered", "quality", "sustainable"],
          "key",
        ),
        title: localized("title"),
        text: localized("text"),
      }),
    )
    .length(6, { error: "there are six reasons to choose us" }),
});

/** content/contact.yaml: the contact page's own words, beyond its headings. */
export const contactPage = z.strictObject({
  /** The office by its landmarks, the way addresses are given in Costa Rica. */
  findUs: localized("how to find the office"),
  panel: z.strictObject({ title: localized("title"), text: localized("text") }),
  hoursTitle: localized("title of the office hours"),
  hoursNote: localized("note under the office hours"),
  areasTitle: localized("title of where we build"),
  areasText: localized("text about where we build"),
  areas: z
    .array(localized("area"), { error: "list the areas where the company builds" })
    .min(1, { error: "list at least one area where the company builds" }),
});

/** content/images.yaml: the text alternative of images no entry owns (heroes, panels, previews). */
export const siteImages = z.record(
  z.string().regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)+$/, {
    error: "name the image by its id: its path under content/images without the extension",
  }),
  z.strictObject({ alt: localized("description") }),
);

/** content/privacy/index.<locale>.md */
export const privacyFront = z.strictObject({ intro: text("the introduction") });

// Company ---------------------------------------------------------------------

const time = z.string().regex(/^\d{2}:\d{2}$/, { error: "write the time as HH:MM, 24-hour" });

/**
 * A company fact the owner may not know yet (the registered name, the CFIA
 * number): empty until it is, and then shown. The site prints what is here,
 * so a stand-in such as "[Razón social]" or "3-101-XXXXXX" is refused.
 */
const factToCome = (what: string, format?: { pattern: RegExp; example: string }) => {
  const fact = z
    .string({ error: `write ${what} as text, or leave it empty ("") until it is known` })
    .trim()
    .refine((value) => !isPlaceholder(value), {
      error: `${what} holds a placeholder; leave it empty ("") until the real one is known: the site shows nothing in its place until then`,
    });
  return (
    format
      ? fact.regex(format.pattern, {
          error: `write ${what} like ${format.example}, or leave it empty ("") until it is known`,
        })
      : fact
  ).optional();
};
const url = z.url({ error: "write a full web address starting with https://" });

/** content/company.json: the facts the company changes itself. */
export const company = z.strictObject({
  name: text("the company name"),
  shortName: text("the short name"),
  /**
   * The controller of personal data under Law 8968 (art. 5): registered name,
   * cédula jurídica and address, shown in the privacy policy once filled in.
   */
  legal: z.strictObject({
    name: factToCome("the registered company name (razón social)"),
    cedulaJuridica: factToCome("the cédula jurídica", {
      pattern: /^(?:3-?\d{3}-?\d{6})?$/,
      example: "3-101-123456",
    }),
    address: factToCome("the registered address"),
  }),
  foundedYear: z.int(),
  copyrightYear: z.int(),
  phone: z.strictObject({
    display: text("the phone number as shown"),
    e164: z
      .string()
      .regex(/^\+\d{8,15}$/, { error: "write the number as + and digits only, e.g. +50687000000" }),
    countryCode: z.string().regex(/^\d{1,3}$/),
  }),
  email: z.email({ error: "write a valid e-mail address" }),
  address: z.strictObject({
    locality: text(),
    region: text(),
    country: text(),
    countryCode: z.string().regex(/^[A-Z]{2}$/),
  }),
  hours: z.strictObject({
    weekdays: z.strictObject({ opens: time, closes: time }),
    saturday: z.strictObject({ opens: time, closes: time }),
  }),
  geo: z.strictObject({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  /** Shown in the footer and on About only when filled in. */
  credentials: z
    .strictObject({
      cfia: factToCome("the CFIA registration number"),
      ins: factToCome("the INS policy number"),
    })
    .optional(),
  areaServed: z.array(text()).min(1),
  social: z.strictObject({ instagram: url, facebook: url, linkedin: url, youtube: url }),
  maps: url,
});

export type Company = z.infer<typeof company>;
export type ProjectEn = z.infer<typeof projectEn>;
export type ProjectEs = z.infer<typeof projectEs>;
export type ArticleEn = z.infer<typeof articleEn>;
export type ArticleEs = z.infer<typeof articleEs>;
export type Video = z.infer<typeof video>;
export type FaqEntry = z.infer<typeof faqEntry>;
export type Testimonial = z.infer<typeof testimonial>;
export type Home = z.infer<typeof home>;
export type About = z.infer<typeof about>;
export type ContactPage = z.infer<typeof contactPage>;
export type Feature = Home["features"][number];
export type Stat = Home["stats"][number];
export type BuildGroup = About["buildGroups"][number];
export type Reason = About["reasons"][number];
