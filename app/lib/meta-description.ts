/**
 * Fits a text to a meta description's length: unchanged when it is short
 * enough, else cut at the last word that fits, with an ellipsis.
 */
export function clampDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max); // leaves room: the ellipsis replaces the space dropped below
  const lastSpace = cut.lastIndexOf(" ");
  const words = (lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, max - 1)).replace(
    /[\s,;:.—–-]+$/,
    "",
  );
  return `${words}…`;
}
