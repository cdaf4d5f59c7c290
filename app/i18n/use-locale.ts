import { useLocation } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { localeFromPath, twinUrl, type Locale } from "./locales";
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
 * has hydrated, since the pre-rendered HTML cannot know it.
 */
export function useTwinHref(): string {
  const location = useLocation();
  const hydrated = useHydrated();
  return twinUrl(hydrated ? location : { pathname: location.pathname });
}
