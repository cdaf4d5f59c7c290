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

/** Removes the locale prefix: `/es/about` -> `/about`, `/es` -> `/`. */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) === defaultLocale) return pathname || "/";
  const rest = pathname.slice(3);
  return rest === "" ? "/" : rest;
}

/** Writes a locale-neutral path for a locale: `/about` in es -> `/es/about`. */
export function localizePath(path: string, locale: Locale): string {
  const neutral = path.startsWith("/") ? path : `/${path}`;
  if (locale === defaultLocale) return neutral;
  return neutral === "/" ? `/${locale}` : `/${locale}${neutral}`;
}

/** The same page in the other language, keeping the query string and hash. */
export function twinUrl(url: { pathname: string; search?: string; hash?: string }): string {
  const from = localeFromPath(url.pathname);
  const to: Locale = from === "en" ? "es" : "en";
  return localizePath(stripLocale(url.pathname), to) + (url.search ?? "") + (url.hash ?? "");
}

export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "es" : "en";
}
