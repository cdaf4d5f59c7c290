import { parseArticleMarkup, plainText } from "./article-markup";
import { clampDescription } from "./description";

/**
 * An article's opening as a card's excerpt: the whole sentences of the
 * text's first paragraph that fit in `max` characters, found by the
 * platform's sentence breaks in the text's language; the first sentence
 * alone cut at a word, with an ellipsis, when it is longer. Headings and
 * lists before the first paragraph are passed over; empty when the text has
 * no paragraph.
 */
export function leadOf(body: string, locale: string, max = 250): string {
  const first = parseArticleMarkup(body).find((block) => block.type === "p");
  if (!first || first.type !== "p") return "";
  const text = plainText(first.content).replace(/\s+/g, " ").trim();
  const sentences = new Intl.Segmenter(locale, { granularity: "sentence" }).segment(text);
  let lead = "";
  for (const { segment } of sentences) {
    if ((lead + segment).trim().length > max) break;
    lead += segment;
  }
  return lead.trim() || clampDescription(text, max);
}
