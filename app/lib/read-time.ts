/** Words a visitor reads in a minute, the usual figure for web copy. */
export const WORDS_PER_MINUTE = 200;

/** Counts the words of an article body, ignoring its markup characters. */
export function wordCount(body: string): number {
  return body
    .replace(/[*]/g, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes needed to read a body, at least one. */
export function readMinutes(body: string): number {
  return Math.max(1, Math.round(wordCount(body) / WORDS_PER_MINUTE));
}
