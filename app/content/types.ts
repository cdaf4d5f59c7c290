import type { Locale } from "~/i18n/locales";

/** A value written once per language. A missing language fails to compile. */
export type Localized<T> = Record<Locale, T>;
