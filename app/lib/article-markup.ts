import { Lexer, type Token, type Tokens } from "marked";

/** A run of text inside a block: plain (a string), emphasised, or a link. */
export type Inline =
  | string
  | { type: "strong" | "em"; children: Inline[] }
  | { type: "link"; href: string; children: Inline[] };

/** One block of an article body, in reading order. */
export type ArticleBlock =
  | { type: "h2"; text: string }
  | { type: "h3"; text: string }
  | { type: "ul"; items: Inline[][] }
  | { type: "p"; content: Inline[] };

/** Soft line breaks inside a paragraph read as spaces. */
const flat = (text: string) => text.replace(/\s*\n\s*/g, " ");

function inlines(tokens: Token[] | undefined): Inline[] {
  const out: Inline[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case "strong":
      case "em":
        out.push({ type: token.type, children: inlines((token as Tokens.Strong).tokens) });
        break;
      case "link": {
        const link = token as Tokens.Link;
        out.push({ type: "link", href: link.href, children: inlines(link.tokens) });
        break;
      }
      case "text": {
        const text = token as Tokens.Text;
        if (text.tokens?.length) out.push(...inlines(text.tokens));
        else out.push(flat(text.text));
        break;
      }
      case "br":
        out.push(" ");
        break;
      default:
        // Code spans, escapes, stray HTML: shown as the text they hold, never as markup.
        out.push(flat("text" in token ? String(token.text) : token.raw));
    }
  }
  // Neighbouring plain runs read as one.
  return out.reduce<Inline[]>((merged, item) => {
    const last = merged.at(-1);
    if (typeof last === "string" && typeof item === "string")
      merged[merged.length - 1] = last + item;
    else merged.push(item);
    return merged;
  }, []);
}

/** A block's runs without the spaces at its two ends, and without runs left empty. */
function trimEdges(content: Inline[]): Inline[] {
  const out = [...content];
  const first = out[0];
  if (typeof first === "string") out[0] = first.trimStart();
  const last = out.at(-1);
  if (typeof last === "string") out[out.length - 1] = last.trimEnd();
  return out.filter((item) => item !== "");
}

/** The words of inline runs, for headings, which carry no emphasis or links. */
export function plainText(content: Inline[]): string {
  return content
    .map((item) => (typeof item === "string" ? item : plainText(item.children)))
    .join("")
    .trim();
}

/** A paragraph wholly wrapped in `**` (h2) or `*` (h3), as the spec's markup writes headings. */
function wrappedHeading(content: Inline[]): ArticleBlock | null {
  if (content.length !== 1) return null;
  const [only] = content;
  if (typeof only !== "object" || !only.children.every((c) => typeof c === "string")) return null;
  if (only.type === "strong") return { type: "h2", text: plainText(only.children) };
  if (only.type === "em") return { type: "h3", text: plainText(only.children) };
  return null;
}

function blocks(tokens: Token[]): ArticleBlock[] {
  return tokens.flatMap((token): ArticleBlock[] => {
    switch (token.type) {
      case "heading": {
        const heading = token as Tokens.Heading;
        const text = plainText(inlines(heading.tokens));
        return [{ type: heading.depth <= 2 ? "h2" : "h3", text }];
      }
      case "paragraph": {
        const content = trimEdges(inlines((token as Tokens.Paragraph).tokens));
        if (content.length === 0) return [];
        return [wrappedHeading(content) ?? { type: "p", content }];
      }
      case "list": {
        const items = (token as Tokens.List).items
          .map((item) =>
            trimEdges(
              inlines(
                item.tokens.flatMap((inner) => ("tokens" in inner && inner.tokens) || [inner]),
              ),
            ),
          )
          .filter((item) => item.length > 0);
        return items.length > 0 ? [{ type: "ul", items }] : [];
      }
      case "blockquote":
        return blocks((token as Tokens.Blockquote).tokens);
      case "space":
      case "hr":
        return [];
      default:
        return token.raw.trim() ? [{ type: "p", content: [flat(token.raw.trim())] }] : [];
    }
  });
}

/**
 * Parses an article body, written in Markdown, into blocks. The spec's light
 * markup reads as it always has: a paragraph wholly wrapped in `**` is a
 * heading (h2), wholly wrapped in `*` a subheading (h3), and "- " lines are a
 * bullet list. The headings (`##`, `###`) and lists an editor's toolbar
 * writes read the same way, and emphasis and links inside a paragraph are
 * kept. The result is data, never HTML: raw HTML in the source stays text.
 * It runs at build time only; no parser reaches the browser.
 */
export function parseArticleMarkup(source: string): ArticleBlock[] {
  return blocks(new Lexer({ gfm: true }).lex(source.replace(/\r\n?/g, "\n")));
}
