import { LANG_COOKIE, type Locale } from "~/i18n/locales";
import { itemPath, pagePath, type Localized } from "~/pages";
import { parseArticleMarkup, plainText, type Inline } from "~/lib/article-markup";
import { loaderImage, withAlt, type ImageAsset } from "~/lib/images";
import { localize } from "~/lib/localize";
import { content } from "./content.server";
import { imageFile } from "./images.server";
import type { Company } from "./schema";

// Loader-only: the copy of the home, about and privacy pages, and the alt
// text of the images no entry owns, in one language.

/** The alt text of a site image (a hero, a panel, a preview) in a language. */
export function siteImageAlt(id: string, locale: Locale): string {
  const entry = content().siteImages[id];
  if (!entry) throw new Error(`content/images.yaml has no alt text for "${id}"`);
  return entry.alt[locale];
}

/**
 * A site image (a hero, a panel) in a language: its files and alt text. A
 * hero, drawn first, carries no blurred placeholder; an image further down
 * keeps it.
 */
export function siteImage(id: string, locale: Locale, { placeholder = false } = {}): ImageAsset {
  const file = imageFile(id);
  const alt = siteImageAlt(id, locale);
  return placeholder ? withAlt(file, alt) : loaderImage(file, alt);
}

/** The anchor of "How we work" on the About page, in each language. */
const processAnchor: Localized<string> = { en: "how-we-work", es: "como-trabajamos" };

/** A link to "How we work", named by the section's eyebrow, for the pages that point to it. */
export function processLink(locale: Locale) {
  return {
    href: `${pagePath("about", locale)}#${processAnchor[locale]}`,
    label: content().about.process.eyebrow[locale],
  };
}

/** The home page's sections below the hero. */
export function homeSections(locale: Locale) {
  const { home, testimonials } = content();
  const sections = localize({ ...home, testimonials }, locale);
  return {
    ...sections,
    // Below the fold, each service's picture keeps its blurred placeholder.
    services: sections.services.map(({ image, imageAlt, ...service }) => ({
      ...service,
      picture: withAlt(imageFile(image), imageAlt),
    })),
    process: processLink(locale),
  };
}

export type HomeSectionsData = ReturnType<typeof homeSections>;

/**
 * The About page in a language. Each step of "How we work" names its article
 * by folder; the page gets the article's address and title in its language.
 */
export function aboutPageData(locale: Locale) {
  const { about, articles } = content();
  const { process, ...rest } = localize(about, locale);
  const steps = process.steps.map(({ article: key, ...step }) => {
    const article = articles.find((entry) => entry.key === key);
    return {
      ...step,
      article: article
        ? { href: itemPath("article", article.slug[locale], locale), title: article.title[locale] }
        : null,
    };
  });
  return {
    ...rest,
    process: { ...process, steps, anchor: processAnchor[locale] },
    hero: siteImage("hero/about", locale),
  };
}

export type AboutProcess = ReturnType<typeof aboutPageData>["process"];

/** The contact page's words beyond its headings, and its images. */
export function contactPageData(locale: Locale) {
  return {
    ...localize(content().contact, locale),
    process: processLink(locale),
    hero: siteImage("hero/contact", locale),
    panelImage: siteImage("contact/get-in-touch", locale, { placeholder: true }),
  };
}

/** The privacy policy's sections, in the order the spec gives them. */
export const privacySectionIds = [
  "company",
  "collect",
  "use",
  "sharing",
  "security",
  "retention",
  "rights",
  "cookies",
  "contact",
  "updates",
] as const;
export type PrivacySectionId = (typeof privacySectionIds)[number];

export type PrivacyBlock =
  | { kind: "p"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "facts"; items: { term: string; detail: string }[] };

export interface PrivacySection {
  id: PrivacySectionId;
  title: string;
  blocks: PrivacyBlock[];
}

/** A list item that opens with a bold "Term:" is a fact: a term and its detail. */
function fact(item: Inline[]): { term: string; detail: string } | null {
  const [first, ...rest] = item;
  if (typeof first !== "object" || first.type !== "strong") return null;
  const term = plainText(first.children).replace(/:$/, "");
  return { term, detail: plainText(rest) };
}

/**
 * The policy in a language: its intro and sections, one per `## ` heading of
 * content/privacy/index.<locale>.md, with the company's details filled in where the
 * text names them (`{company}`, `{legalName}`, `{cedulaJuridica}`,
 * `{legalAddress}`, `{email}`, `{phone}`, `{location}`, `{address}`, `{cookie}`).
 */
export function privacyPageData(locale: Locale): { intro: string; sections: PrivacySection[] } {
  const { privacy, company } = content();
  return privacyPolicy(privacy[locale], company, `content/privacy/index.${locale}.md`);
}

/**
 * The policy from its file and the company's facts. A paragraph or list item
 * that names a fact the company has left empty (its registered name, say,
 * until it is known) is left out, so the page never shows an empty detail.
 */
export function privacyPolicy(
  privacy: { intro: string; body: string },
  company: Company,
  file: string,
): { intro: string; sections: PrivacySection[] } {
  const { locality, region, country } = company.address;
  const values: Record<string, string | undefined> = {
    company: company.name,
    legalName: company.legal.name,
    cedulaJuridica: company.legal.cedulaJuridica,
    legalAddress: company.legal.address,
    email: company.email,
    phone: company.phone.display,
    location: `${locality}, ${country}`,
    address: `${locality}, ${region}, ${country}`,
    cookie: LANG_COOKIE,
  };
  // Whether every fact the text names has a value (a name it does not know stays as written).
  const known = (text: string) =>
    [...text.matchAll(/\{(\w+)\}/g)].every(
      ([, name]) => !(name! in values) || Boolean(values[name!]?.trim()),
    );
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
  const sections: PrivacySection[] = [];
  for (const block of parseArticleMarkup(privacy.body)) {
    if (block.type === "h2") {
      const id = privacySectionIds[sections.length];
      if (!id) throw new Error(`${file} has more than ${privacySectionIds.length} sections`);
      sections.push({ id, title: fill(block.text), blocks: [] });
      continue;
    }
    const section = sections.at(-1);
    if (!section) throw new Error(`${file} must start with a "## " section heading`);
    if (block.type === "p") {
      const text = plainText(block.content);
      if (known(text)) section.blocks.push({ kind: "p", text: fill(text) });
    } else if (block.type === "ul") {
      const items = block.items.filter((item) => known(plainText(item)));
      if (items.length === 0) continue;
      const facts = items.map(fact);
      if (facts.every((item) => item !== null))
        section.blocks.push({
          kind: "facts",
          items: facts.map(({ term, detail }) => ({ term: fill(term), detail: fill(detail) })),
        });
      else
        section.blocks.push({
          kind: "list",
          items: items.map((item) => fill(plainText(item))),
        });
    } else if (known(block.text)) section.blocks.push({ kind: "p", text: fill(block.text) });
  }
  return { intro: fill(privacy.intro), sections };
}
