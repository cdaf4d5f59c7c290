import { pagePath } from "~/pages";
import { LANG_COOKIE, type Locale } from "./locales";

const oneYear = 60 * 60 * 24 * 365;

/** Remembers the language the visitor chose with the language button. */
export function rememberLocale(locale: Locale) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LANG_COOKIE}=${locale}; Path=/; Max-Age=${oneYear}; SameSite=Lax${secure}`;
}

/**
 * Runs in the head of the English home page only: a visitor who chose Spanish
 * and later opens the neutral root `/` is taken to `/es`. Every other URL opens
 * in the language it names, and crawlers (no cookie) are never redirected.
 */
export const rootRedirectScript = `(function(){try{if(/(?:^|;\\s*)${LANG_COOKIE}=es(?:;|$)/.test(document.cookie))location.replace(${JSON.stringify(pagePath("home", "es"))}+location.search+location.hash)}catch(e){}})()`;
