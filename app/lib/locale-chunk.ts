import type { Locale } from "~/i18n/locales";

/**
 * One language's data from a chunk of its own, the same promise every time
 * (React's `use` needs that), fetched on the first call for that language.
 * `chunks` maps each language to its dynamic import, which the bundler needs
 * written out in full.
 *
 * Once fetched, the promise says so as React's `use` reads it (`status` and
 * `value`), so a component that reads data already here renders at once
 * instead of suspending, which React would hold back by up to 300 ms.
 */
export function localeChunk<T>(
  chunks: Record<Locale, () => Promise<{ default: T }>>,
): (locale: Locale) => Promise<T> {
  const cache = new Map<Locale, Promise<T>>();
  return (locale) => {
    let promise = cache.get(locale);
    if (!promise) {
      const fetched: Promise<T> & { status?: "fulfilled"; value?: T } = chunks[locale]().then(
        (module) => {
          fetched.status = "fulfilled";
          fetched.value = module.default;
          return module.default;
        },
      );
      promise = fetched;
      cache.set(locale, promise);
    }
    return promise;
  };
}
