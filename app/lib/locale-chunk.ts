import type { Locale } from "~/i18n/locales";

/**
 * One language's data from a chunk of its own, the same promise every time
 * (React's `use` needs that), fetched on the first call for that language.
 * `chunks` maps each language to its dynamic import, which the bundler needs
 * written out in full.
 */
export function localeChunk<T>(
  chunks: Record<Locale, () => Promise<{ default: T }>>,
): (locale: Locale) => Promise<T> {
  const cache = new Map<Locale, Promise<T>>();
  return (locale) => {
    let promise = cache.get(locale);
    if (!promise) {
      promise = chunks[locale]().then((module) => module.default);
      cache.set(locale, promise);
    }
    return promise;
  };
}
