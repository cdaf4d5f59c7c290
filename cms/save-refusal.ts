import type { Locale } from "../app/i18n/locales";

/**
 * A save the site's own rules refuse, said once, in the project's words
 * (decision 077). The editor shows why a `preSave` hook stopped a save in
 * its error dialog, titled "Error", under its own sentence for a save that
 * failed: "Se produjo un error al guardar la entrada. Inténtalo de nuevo más
 * tarde." That is the right advice when GitHub cannot be reached, and the
 * wrong one for a mistake that trying again won't fix; it also speaks tú,
 * where the project speaks usted. Sveltia CMS 0.221.1 has no setting or
 * event to change that sentence for one error, so while the dialog carries
 * one of these refusals it is given the refusal alone, under a title that
 * says the entry was not saved. Any other error keeps the editor's own
 * words.
 */

const titles: Record<Locale, string> = { en: "Not saved", es: "No se guardó" };

/** The refusals thrown in this visit, by their words. */
const refusals = new Set<string>();

/** The error a `preSave` hook throws to stop a save, which the editor's dialog shows by its cause. */
export function refusal(message: string): Error {
  refusals.add(message);
  return new Error("saving_failed", { cause: new Error(message) });
}

/** The editor's words this changed in each dialog, with what they said, to put back for another error. */
const changed = new WeakMap<Element, Map<Text, string>>();

function say(dialog: Element, node: Text, words: string) {
  const mine = changed.get(dialog) ?? new Map<Text, string>();
  changed.set(dialog, mine);
  if (!mine.has(node)) mine.set(node, node.nodeValue ?? "");
  if (node.nodeValue !== words) node.nodeValue = words;
}

function restore(dialog: Element) {
  for (const [node, original] of changed.get(dialog) ?? [])
    if (node.nodeValue !== original) node.nodeValue = original;
}

/** An element's own words, not those of the elements inside it. */
const ownText = (element: Element) =>
  [...element.childNodes].filter((node): node is Text => node.nodeType === 3);

/** Gives each of the editor's alert dialogs that carries a refusal the refusal alone. */
function tidy(doc: Document, locale: Locale) {
  if (refusals.size === 0) return;
  for (const dialog of doc.querySelectorAll('[role="alertdialog"]')) {
    const cause = [...dialog.querySelectorAll("div")].find((element) =>
      refusals.has(element.textContent?.trim() ?? ""),
    );
    const body = cause?.parentElement;
    const title = doc.getElementById(dialog.getAttribute("aria-labelledby") ?? "");
    // Replaced only where both are found in the dialog: otherwise the editor's words stay.
    if (!body || !title || !dialog.contains(title)) {
      restore(dialog);
      continue;
    }
    const [first, ...more] = ownText(title).filter((node) => (node.nodeValue ?? "").trim());
    if (first) say(dialog, first, titles[locale]);
    for (const node of more) say(dialog, node, "");
    for (const node of ownText(body)) if ((node.nodeValue ?? "").trim()) say(dialog, node, "");
  }
}

/** Watches the editor's dialogs from now on. */
export function sayRefusalsAlone(locale: Locale, doc: Document = document): void {
  // Before the dialog is painted: a mutation's callback runs ahead of the next frame.
  new MutationObserver(() => tidy(doc, locale)).observe(doc.body, {
    childList: true,
    subtree: true,
    characterData: true,
  });
}
