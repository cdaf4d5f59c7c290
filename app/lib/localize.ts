import type { Localized } from "~/content/types";
import { locales, type Locale } from "~/i18n/locales";

/** The shape of content once every `{ en, es }` pair is replaced by one language's value. */
export type Localize<T> =
  T extends Localized<infer U>
    ? U
    : T extends readonly (infer E)[]
      ? Localize<E>[]
      : T extends object
        ? { [K in keyof T]: Localize<T[K]> }
        : T;

function isLocalized(value: object): value is Localized<unknown> {
  const keys = Object.keys(value);
  return keys.length === locales.length && locales.every((locale) => keys.includes(locale));
}

/**
 * Picks one language out of bilingual content, however deeply its `{ en, es }`
 * pairs are nested. Route loaders use it, so a page ships only its own
 * language's copy.
 */
export function localize<T>(value: T, locale: Locale): Localize<T> {
  if (Array.isArray(value))
    return value.map((item: unknown) => localize(item, locale)) as Localize<T>;
  if (value === null || typeof value !== "object") return value as Localize<T>;
  if (isLocalized(value)) return value[locale] as Localize<T>;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, localize(inner, locale)]),
  ) as Localize<T>;
}
