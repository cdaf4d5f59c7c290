export const locales = ["en", "es"] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = "en";

/** BCP 47 tags used for dates and Open Graph. */
export const localeTags: Record<Locale, string> = { en: "en-US", es: "es-CR" };

/** Name of the first-party cookie that remembers the visitor's language choice. */
export const LANG_COOKIE = "lang";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The locale a pathname is written in: `/es` and `/es/...` are Spanish, all else English. */
export function localeFromPath(pathname: string): Locale {
  return /^\/es(?:\/|$)/.test(pathname) ? "es" : "en";
}

/**
 * The locale of a loader's request. At pre-render, and on client navigation,
 * React Router asks for a page's data as `<path>.data` (`/_root.data` for
 * `/`), so the suffix is not part of the page's path.
 */
export function localeFromRequest(request: Request): Locale {
  const { pathname } = new URL(request.url);
  return localeFromPath(pathname.replace(/\.data$/, ""));
}

/**
 * Writes a language's path from the path inside that language's site:
 * `/nosotros` in es -> `/es/nosotros`, `/` in es -> `/es`. Page paths come
 * from `pagePath` and `itemPath` in app/pages.ts, which use this.
 */
export function localizePath(path: string, locale: Locale): string {
  const inner = path.startsWith("/") ? path : `/${path}`;
  if (locale === defaultLocale) return inner;
  return inner === "/" ? `/${locale}` : `/${locale}${inner}`;
}

export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "es" : "en";
}
