import { useLocation, useMatches, type UIMatch } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { pageAlternates, pageOfRoute, pagePath, type Localized } from "~/pages";
import { localeFromPath, locales, otherLocale, type Locale } from "./locales";
import { getTranslator, type Translator } from "./translate";

/** The page's locale, read from the URL. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

export function useT(): { locale: Locale; t: Translator } {
  const locale = useLocale();
  return { locale, t: getTranslator(locale) };
}

function isAlternates(value: unknown): value is Localized<string> {
  return (
    typeof value === "object" &&
    value !== null &&
    locales.every((locale) => typeof (value as Record<string, unknown>)[locale] === "string")
  );
}

/**
 * The page a set of route matches shows, in every language: an item's route
 * says so in its loader data (`alternates`), a page's is in app/pages.ts. A
 * page that does not exist has none.
 */
export function matchedAlternates(matches: readonly UIMatch[]): Localized<string> | null {
  for (const match of [...matches].reverse()) {
    const data = match.data as { alternates?: unknown } | undefined;
    if (isAlternates(data?.alternates)) return data.alternates;
    const page = pageOfRoute(match.id);
    if (page) return pageAlternates(page);
  }
  return null;
}

/**
 * The same page in the other language. The query string and hash join once
 * the page has hydrated, since the pre-rendered HTML cannot know them. A page
 * that does not exist has no twin, so its twin is the other language's home.
 */
export function useTwinHref(): string {
  const location = useLocation();
  const hydrated = useHydrated();
  const twins = matchedAlternates(useMatches());
  const target = otherLocale(localeFromPath(location.pathname));
  if (!twins) return pagePath("home", target);
  return twins[target] + (hydrated ? location.search + location.hash : "");
}
