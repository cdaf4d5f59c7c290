import type {
  BlogPosting,
  BreadcrumbList,
  GeneralContractor,
  WebSite,
  WithContext,
} from "schema-dts";
import type { Company } from "~/content/schema";
import { localeTags } from "~/i18n/locales";
import { site } from "~/site";
import { absoluteUrl } from "./seo";

/**
 * The business, on every page: what search engines show beside the site's
 * results. Its registered name and cédula jurídica appear once the company
 * has filled them in (content/company.json), never as an empty value, and so
 * does its Google Business Profile, as one of its profiles (`sameAs`) and its
 * map (`hasMap`). No rating: search engines ignore a business's ratings of
 * itself, and their guidelines forbid them.
 */
export function organizationJsonLd(
  origin: string,
  company: Company = site,
): WithContext<GeneralContractor> {
  const { name: legalName, cedulaJuridica } = company.legal;
  const profile = company.reviews?.place;
  return {
    "@context": "https://schema.org",
    "@type": "GeneralContractor",
    "@id": absoluteUrl("/#organization", origin),
    name: company.name,
    ...(legalName ? { legalName } : {}),
    ...(cedulaJuridica ? { taxID: cedulaJuridica } : {}),
    url: absoluteUrl("/", origin),
    logo: absoluteUrl("/logo.png", origin),
    image: absoluteUrl("/og/home.jpg", origin),
    telephone: company.phone.e164,
    email: company.email,
    foundingDate: String(company.foundedYear),
    address: {
      "@type": "PostalAddress",
      addressLocality: company.address.locality,
      addressRegion: company.address.region,
      addressCountry: company.address.countryCode,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: company.geo.latitude,
      longitude: company.geo.longitude,
    },
    ...(profile ? { hasMap: profile } : {}),
    areaServed: company.areaServed.map((name) => ({ "@type": "Place", name })),
    sameAs: [...Object.values(company.social), ...(profile ? [profile] : [])],
  };
}

/** The site itself, in both of its languages. */
export function websiteJsonLd(origin: string): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": absoluteUrl("/#website", origin),
    name: site.name,
    url: absoluteUrl("/", origin),
    inLanguage: Object.values(localeTags),
    publisher: { "@id": absoluteUrl("/#organization", origin) },
  };
}

/** Structured data as a script's text, with `<` escaped so no text can close the script. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** A `<script type="application/ld+json">`. */
export function jsonLdScript(data: object): string {
  return `<script type="application/ld+json">${jsonLdText(data)}</script>`;
}

/** Where a project or article sits: home, its list, itself. */
export function breadcrumbJsonLd(
  trail: readonly { name: string; path: string }[],
  origin: string,
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map(({ name, path }, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: absoluteUrl(path, origin),
    })),
  };
}

interface PostingInput {
  path: string;
  headline: string;
  description: string;
  image: string;
  date: string;
  locale: keyof typeof localeTags;
}

/** An article, published by the company itself. */
export function blogPostingJsonLd(post: PostingInput, origin: string): WithContext<BlogPosting> {
  const company = { "@id": absoluteUrl("/#organization", origin) };
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.headline,
    description: post.description,
    image: absoluteUrl(post.image, origin),
    datePublished: post.date,
    dateModified: post.date,
    inLanguage: localeTags[post.locale],
    mainEntityOfPage: absoluteUrl(post.path, origin),
    url: absoluteUrl(post.path, origin),
    author: { "@type": "Organization", name: site.name, ...company },
    publisher: { "@type": "Organization", name: site.name, ...company },
  };
}
