/**
 * Stand-ins left where a fact is not known yet: a bracketed note
 * ("[Razón social…]", "[...]") or a run of X ("3-101-XXXXXX"). Neither may
 * reach a page; the content schema refuses them in the company's facts, and
 * the browser tests look for them in every page's text.
 */
const standIn = /\[\s*[\p{L}\p{N}.…_-]|x{3,}/iu;

/** The first stand-in in a text, with a few characters around it; undefined when there is none. */
export function findPlaceholder(text: string): string | undefined {
  const match = standIn.exec(text);
  if (!match) return undefined;
  return text.slice(Math.max(0, match.index - 20), match.index + match[0].length + 20).trim();
}

/**
 * Whether a short fact (a name, a number) is a stand-in rather than the fact:
 * any bracket or ellipsis counts too, since no registered name or number has one.
 */
export function isPlaceholder(value: string): boolean {
  return findPlaceholder(value) !== undefined || /[[\]]|\.{3}|…/.test(value);
}
