/**
 * Runs in the head of the English home page only: a visitor who chose
 * Spanish (the `cookie` says `es`) and later opens the neutral root `/` is
 * taken to `home`, the Spanish home page, keeping the query and the hash.
 * Every other URL opens in the language it names, and crawlers (no cookie)
 * are never redirected (docs/decisions/002). It runs before React, so it
 * stands alone; a browser that refuses cookies stays where it is.
 */
export default function rootRedirect(cookie: string, home: string) {
  try {
    const chosen = document.cookie.split(/;\s*/).includes(`${cookie}=es`);
    if (chosen) location.replace(home + location.search + location.hash);
  } catch {
    // Cookies unreadable (a sandboxed frame): stay on the English page.
  }
}
