import type { Locale } from "./locales";
import { en, type Messages } from "./messages/en";
import { es } from "./messages/es";
import { provideDictionary } from "./translate";

/**
 * Both languages at once, for pre-rendering, build scripts and tests. The
 * browser instead loads only its page's language (load-dictionary.ts).
 */
export const dictionaries: Record<Locale, Messages> = { en, es };

provideDictionary("en", en);
provideDictionary("es", es);
