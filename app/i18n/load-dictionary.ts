import type { Locale } from "./locales";
import { provideDictionary } from "./translate";

/** Fetches one language's messages, each its own chunk, and makes them current. */
export async function loadDictionary(locale: Locale): Promise<void> {
  const messages =
    locale === "es" ? (await import("./messages/es")).es : (await import("./messages/en")).en;
  provideDictionary(locale, messages);
}
