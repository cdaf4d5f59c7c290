import { defaultLocale, isLocale, type Locale } from "../app/i18n/locales";

/**
 * The language of the editor's interface, which its configuration is
 * written in (cms/config.ts). Sveltia chooses its own: the one the owner
 * picked in its settings (kept in `sveltia-cms.prefs`), else the first of the
 * browser's languages it has. The configuration must be chosen before the
 * editor starts, so this reads the same two things; once the editor has
 * started, it names its language on the page (`<html lang>`), and when that
 * differs, because the owner switched language, the page reloads with the
 * configuration in the new one.
 */

const prefsKey = "sveltia-cms.prefs";
/** The language the editor last said it speaks, for a browser whose first language it lacks. */
const seenKey = "solera.editor-language";

/** The site's language a language tag falls under: es-CR and es-CO are Spanish; the rest English. */
export function languageOf(tag: string | undefined): Locale | undefined {
  const primary = tag?.toLowerCase().split("-")[0];
  if (!primary || primary === "auto") return undefined;
  return isLocale(primary) ? primary : defaultLocale;
}

/** The language the editor will speak, from the owner's choice, then what it said last, then the browser's. */
export function interfaceLanguage(
  storage: Pick<Storage, "getItem"> = localStorage,
  browser: readonly string[] = navigator.languages,
): Locale {
  let chosen: string | undefined;
  try {
    chosen = (JSON.parse(storage.getItem(prefsKey) ?? "{}") as { locale?: string }).locale;
  } catch {
    chosen = undefined;
  }
  return (
    languageOf(chosen) ??
    languageOf(storage.getItem(seenKey) ?? undefined) ??
    languageOf(browser[0]) ??
    defaultLocale
  );
}

/**
 * Watches the language the editor names on the page; when it is not the
 * configuration's, remembers it and reloads, so every label follows.
 */
export function followInterfaceLanguage(configured: Locale, doc: Document = document): void {
  const check = () => {
    const spoken = languageOf(doc.documentElement.lang);
    if (!spoken) return;
    localStorage.setItem(seenKey, spoken);
    if (spoken !== configured) location.reload();
  };
  new MutationObserver(check).observe(doc.documentElement, {
    attributes: true,
    attributeFilter: ["lang"],
  });
}
