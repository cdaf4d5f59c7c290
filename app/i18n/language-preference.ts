import { LANG_COOKIE, type Locale } from "./locales";

const oneYear = 60 * 60 * 24 * 365;

/** Remembers the language the visitor chose with the language button. */
export function rememberLocale(locale: Locale) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LANG_COOKIE}=${locale}; Path=/; Max-Age=${oneYear}; SameSite=Lax${secure}`;
}
