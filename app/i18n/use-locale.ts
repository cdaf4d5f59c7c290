import { useLocation, useMatches } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { localeFromPath, localizePath, otherLocale, twinUrl, type Locale } from "./locales";
import { getTranslator, type Translator } from "./translate";

/** The page's locale, read from the URL. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

export function useT(): { locale: Locale; t: Translator } {
  const locale = useLocale();
  return { locale, t: getTranslator(locale) };
}

/**
 * The same page in the other language. The query string joins once the page
 * has hydrated, since the pre-rendered HTML cannot know it. A page that does
 * not exist has no twin, so its twin is the other language's home page.
 */
export function useTwinHref(): string {
  const location = useLocation();
  const hydrated = useHydrated();
  const notFound = useMatches().some((match) => match.id.endsWith("not-found"));
  if (notFound) return localizePath("/", otherLocale(localeFromPath(location.pathname)));
  return twinUrl(hydrated ? location : { pathname: location.pathname });
}
