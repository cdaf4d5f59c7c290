/** One block of an article body, in reading order. */
export type ArticleBlock =
  | { type: "h2"; text: string }
  | { type: "h3"; text: string }
  | { type: "ul"; items: string[] }
  | { type: "p"; text: string };

const bullet = "- ";

/** The text between a pair of markers, if the paragraph is wholly wrapped in them. */
function unwrap(paragraph: string, marker: "**" | "*"): string | null {
  if (!paragraph.startsWith(marker) || !paragraph.endsWith(marker)) return null;
  const inner = paragraph.slice(marker.length, -marker.length);
  // "**" or "*" alone, or "***", is not a heading. A marker inside the text means
  // it is not one wrapped paragraph ("**a** and **b**"), and a single-asterisk
  // heading must not really be a double one.
  if (inner.trim() === "" || inner.includes(marker) || inner.startsWith("*") || inner.endsWith("*"))
    return null;
  return inner.trim();
}

/**
 * A paragraph with "- " lines. Consecutive "- " lines make one list; the
 * other lines around them keep their place as paragraphs of their own, so
 * "Before you start:\n- a\n- b" is a paragraph followed by a list. Nothing of
 * the writer's text is lost or turned into a bullet it did not have.
 */
function splitList(lines: string[]): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  let text: string[] = [];
  let items: string[] = [];
  const flushText = () => {
    if (text.length) blocks.push({ type: "p", text: text.join(" ") });
    text = [];
  };
  const flushItems = () => {
    if (items.length) blocks.push({ type: "ul", items });
    items = [];
  };
  for (const line of lines) {
    if (line.startsWith(bullet)) {
      flushText();
      const item = line.slice(bullet.length).trim();
      if (item) items.push(item);
    } else {
      flushItems();
      text.push(line.trim());
    }
  }
  flushText();
  flushItems();
  return blocks;
}

/**
 * Parses the light markup of article bodies. Paragraphs are separated by
 * blank lines; a paragraph wholly wrapped in `**` is a heading (h2), wholly
 * wrapped in `*` a subheading (h3); lines starting with "- " are bullet
 * items; everything else is a paragraph of plain text, asterisks included
 * ("2 * 3 = 6"). Line breaks inside a paragraph are soft: its lines are
 * joined with a space. The result is data, never HTML: text stays text.
 */
export function parseArticleMarkup(source: string): ArticleBlock[] {
  const paragraphs = source
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) =>
      paragraph
        .split("\n")
        .map((line) => line.trimEnd())
        .filter((line) => line.trim() !== ""),
    )
    .filter((lines) => lines.length > 0);

  return paragraphs.flatMap((lines): ArticleBlock[] => {
    if (lines.some((line) => line.startsWith(bullet))) return splitList(lines);
    const text = lines.map((line) => line.trim()).join(" ");
    const h2 = unwrap(text, "**");
    if (h2 !== null) return [{ type: "h2", text: h2 }];
    const h3 = unwrap(text, "*");
    if (h3 !== null) return [{ type: "h3", text: h3 }];
    return [{ type: "p", text }];
  });
}
