/**
 * A meta description from longer text: the text itself when it fits, else
 * cut at the last word boundary that leaves room for an ellipsis.
 */
export function clampDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  const words = lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, max - 1);
  return `${words.replace(/[\s,;:.–—-]+$/, "")}…`;
}
