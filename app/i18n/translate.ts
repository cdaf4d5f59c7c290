import type { Locale } from "./locales";
import type { MessageKey, Messages } from "./messages/en";

export type { MessageKey };

const dictionaries: Partial<Record<Locale, Messages>> = {};

/** Makes a language's messages available to `getTranslator`. */
export function provideDictionary(locale: Locale, messages: Messages): void {
  dictionaries[locale] = messages;
}

type Vars = Record<string, string | number>;

/** Replaces `{name}` placeholders; unknown placeholders are left as written. */
function interpolate(message: string, vars?: Vars) {
  if (!vars) return message;
  return message.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  );
}

/**
 * Looks a message up in a dictionary. A key missing at run time (for example
 * from content typed as a plain string) renders as the key itself, so a gap in
 * the copy is visible rather than blank.
 */
export function translate(
  dictionary: Partial<Record<string, string>>,
  key: string,
  vars?: Vars,
): string {
  const message = Object.hasOwn(dictionary, key) ? dictionary[key] : undefined;
  return message === undefined ? key : interpolate(message, vars);
}

export type Translator = (key: MessageKey, vars?: Vars) => string;

export function getTranslator(locale: Locale): Translator {
  // A language not loaded yet shows keys rather than failing.
  const dictionary = dictionaries[locale] ?? {};
  return (key, vars) => translate(dictionary, key, vars);
}
