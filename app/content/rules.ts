import type { Locale } from "../i18n/locales";

/**
 * The shapes a content value must have, written once: the schema
 * (app/content/fields.ts and model/) checks files against them, and the editor
 * refuses a value that breaks one before it saves, with the message here in
 * the owner's language. No zod here, so the site's own browser code can read
 * them (lib/project-facts reads the timeline's).
 */

/** A shape a text must have, and what the editor tells the owner who writes another. */
export interface Rule {
  pattern: RegExp;
  message: Record<Locale, string>;
}

/** A page's address: "permisos-de-construccion". */
export const slugRule = {
  pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  message: {
    en: "Lower-case letters a to z, digits and single hyphens, with no accents or spaces, e.g. permisos-de-construccion",
    es: "Solo letras minúsculas de la a a la z, números y guiones simples, sin tildes ni espacios, p. ej. permisos-de-construccion",
  },
} as const satisfies Rule;

/** A calendar day: "2024-12-19". */
export const dayRule = {
  pattern: /^\d{4}-\d{2}-\d{2}$/,
  message: {
    en: "Write the date as YYYY-MM-DD, e.g. 2024-12-19",
    es: "Escriba la fecha como AAAA-MM-DD, p. ej. 2024-12-19",
  },
} as const satisfies Rule;

/** How long a build took or will take: "10M" (months) or "1Y" (years), as the spec writes it. */
export const timelineRule = {
  pattern: /^([1-9]\d?)([MY])$/,
  message: {
    en: 'A number and M for months or Y for years, e.g. "10M" or "1Y"',
    es: "Un número y M para meses o Y para años, p. ej. 10M o 1Y",
  },
} as const satisfies Rule;

/** A video's running time: "12:45". */
export const durationRule = {
  pattern: /^\d{1,3}:[0-5]\d$/,
  message: {
    en: "Minutes and seconds, e.g. 12:45",
    es: "Minutos y segundos, p. ej. 12:45",
  },
} as const satisfies Rule;

/** A time of day, 24-hour: "07:00". */
export const timeRule = {
  pattern: /^\d{2}:\d{2}$/,
  message: {
    en: "HH:MM, 24-hour, e.g. 07:00 or 17:00",
    es: "HH:MM, de 00:00 a 23:59, p. ej. 07:00 o 17:00",
  },
} as const satisfies Rule;

/** A phone number for dialling: "+50687000000". */
export const dialRule = {
  pattern: /^\+\d{8,15}$/,
  message: {
    en: "A + and digits only, e.g. +50687000000",
    es: "Un + y solo números, p. ej. +50687000000",
  },
} as const satisfies Rule;

/** A country's calling code: "506". */
export const callingCodeRule = {
  pattern: /^\d{1,3}$/,
  message: { en: "Digits only, e.g. 506", es: "Solo números, p. ej. 506" },
} as const satisfies Rule;

/** A country's two-letter code: "CR". */
export const countryCodeRule = {
  pattern: /^[A-Z]{2}$/,
  message: { en: "Two capital letters, e.g. CR", es: "Dos letras mayúsculas, p. ej. CR" },
} as const satisfies Rule;

/** A cédula jurídica, or nothing until it is known: "3-101-123456". */
export const cedulaRule = {
  pattern: /^(?:3-?\d{3}-?\d{6})?$/,
  message: {
    en: "Like 3-101-123456, or empty until known",
    es: "Como 3-101-123456, o vacía mientras no se sepa",
  },
} as const satisfies Rule;

/** The year on a project's tile: when it started (in progress) or was finished. */
export const yearRule = { min: 1990, max: 2100 } as const;

/** The image formats the pipeline reads (scripts/images/build-images.ts). */
export const imageExtensions = ["svg", "jpg", "jpeg", "png", "webp"] as const;

/**
 * A YouTube video, as the owner pastes it: its link (a watch, share, Shorts or
 * embed address) or its 11-character id. The id is the first group.
 */
export const youtubeRule = {
  pattern:
    /^\s*(?:https?:\/\/)?(?:(?:www\.|m\.)?youtube(?:-nocookie)?\.com\/(?:watch\?(?:[^\s#]*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)?([\w-]{11})(?:[?&#]\S*)?\s*$/,
  message: {
    en: "The video's YouTube link or its 11-character id, e.g. https://youtu.be/M7lc1UVf-VE",
    es: "El enlace del video en YouTube o su código de 11 caracteres, p. ej. https://youtu.be/M7lc1UVf-VE",
  },
} as const satisfies Rule;

/**
 * The company's place on Google Maps, from its Business Profile's Share
 * button (https://maps.app.goo.gl/…), or empty until it is known.
 */
export const reviewsPlaceRule = {
  pattern:
    /^(?:https:\/\/(?:maps\.app\.goo\.gl\/|goo\.gl\/maps\/|g\.page\/|(?:www\.|maps\.)?google\.(?:com|co\.cr)\/maps\/|search\.google\.com\/local\/reviews\?)\S+)?$/,
  message: {
    en: "A Google Maps link to the business, e.g. https://maps.app.goo.gl/AbCd1234, or empty until known",
    es: "Un enlace de Google Maps a la empresa, p. ej. https://maps.app.goo.gl/AbCd1234, o vacío mientras no se sepa",
  },
} as const satisfies Rule;

/**
 * The Business Profile's link that opens Google's review form
 * (https://g.page/r/…/review), or empty until it is known.
 */
export const reviewsWriteRule = {
  pattern:
    /^(?:https:\/\/(?:g\.page\/r\/[\w-]+\/review\S*|search\.google\.com\/local\/writereview\?\S+))?$/,
  message: {
    en: "Google's link to leave a review, e.g. https://g.page/r/CAbCd1234/review, or empty until known",
    es: "El enlace de Google para dejar una reseña, p. ej. https://g.page/r/CAbCd1234/review, o vacío mientras no se sepa",
  },
} as const satisfies Rule;
