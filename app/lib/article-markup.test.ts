import { describe, expect, it } from "vitest";
import { parseArticleMarkup, plainText, type Inline } from "./article-markup";

const text = (value: string): Inline => value;
const p = (value: string) => ({ type: "p", content: [text(value)] });
const ul = (...items: string[]) => ({ type: "ul", items: items.map((item) => [text(item)]) });

describe("parseArticleMarkup", () => {
  it("splits paragraphs on blank lines and joins soft line breaks", () => {
    expect(parseArticleMarkup("One line\nwrapped.\n\nTwo.")).toEqual([
      p("One line wrapped."),
      p("Two."),
    ]);
  });

  it("treats a line of spaces as a blank line and ignores extra blank lines", () => {
    expect(parseArticleMarkup("\n\nOne.\n   \n\n\nTwo.\n\n")).toEqual([p("One."), p("Two.")]);
  });

  it("reads a paragraph wholly wrapped in ** as an h2, and in * as an h3 (the spec's markup)", () => {
    expect(parseArticleMarkup("**What drives the cost**")).toEqual([
      { type: "h2", text: "What drives the cost" },
    ]);
    expect(parseArticleMarkup("*The site*")).toEqual([{ type: "h3", text: "The site" }]);
  });

  it("reads the headings an editor's toolbar writes the same way", () => {
    expect(parseArticleMarkup("## What drives the cost\n\n### The site")).toEqual([
      { type: "h2", text: "What drives the cost" },
      { type: "h3", text: "The site" },
    ]);
  });

  it("reads - lines, * lines and numbered lines as a list", () => {
    expect(parseArticleMarkup("- design fees\n- soil study\n- permits")).toEqual([
      ul("design fees", "soil study", "permits"),
    ]);
    expect(parseArticleMarkup("* design\n* permits")).toEqual([ul("design", "permits")]);
    expect(parseArticleMarkup("1. design\n2. permits")).toEqual([ul("design", "permits")]);
  });

  it("keeps a text line before a list as a paragraph of its own", () => {
    expect(parseArticleMarkup("Budget for:\n- design\n- permits\n\nAnd a reserve.")).toEqual([
      p("Budget for:"),
      ul("design", "permits"),
      p("And a reserve."),
    ]);
  });

  it("needs the space after the dash: a hyphenated line is text", () => {
    expect(parseArticleMarkup("-5 degrees\n-- not a list")).toEqual([
      p("-5 degrees -- not a list"),
    ]);
  });

  it("never makes an empty heading, paragraph or list item", () => {
    const blocks = parseArticleMarkup("*\n\n**\n\n***\n\n****\n\n-");
    for (const block of blocks) {
      if (block.type === "h2" || block.type === "h3") expect(block.text).not.toBe("");
      if (block.type === "p") expect(plainText(block.content)).not.toBe("");
      if (block.type === "ul") for (const item of block.items) expect(plainText(item)).not.toBe("");
    }
  });

  it("keeps emphasis and links inside a paragraph, and asterisks in arithmetic as text", () => {
    expect(parseArticleMarkup("2 * 3 = 6")).toEqual([p("2 * 3 = 6")]);
    expect(parseArticleMarkup("**a** and *b*")).toEqual([
      {
        type: "p",
        content: [
          { type: "strong", children: [text("a")] },
          text(" and "),
          { type: "em", children: [text("b")] },
        ],
      },
    ]);
    expect(parseArticleMarkup("See [the permits](/information-news/permit-process).")).toEqual([
      {
        type: "p",
        content: [
          text("See "),
          {
            type: "link",
            href: "/information-news/permit-process",
            children: [text("the permits")],
          },
          text("."),
        ],
      },
    ]);
  });

  it("does not take *** wrapping for either heading", () => {
    const [block] = parseArticleMarkup("***Both***");
    expect(block?.type).toBe("p");
  });

  it("trims spaces at the ends, so a heading followed by spaces is still a heading", () => {
    expect(parseArticleMarkup("**Title**   \n\nText.  \t")).toEqual([
      { type: "h2", text: "Title" },
      p("Text."),
    ]);
    expect(parseArticleMarkup("- a  \n- b ")).toEqual([ul("a", "b")]);
  });

  it("normalises CRLF and lone CR line endings", () => {
    expect(parseArticleMarkup("**Title**\r\n\r\n- a\r\n- b\r\n\r\nEnd.\r")).toEqual([
      { type: "h2", text: "Title" },
      ul("a", "b"),
      p("End."),
    ]);
  });

  it("returns markup-like text as plain text, never as HTML", () => {
    expect(parseArticleMarkup("<script>alert(1)</script>")).toEqual([
      p("<script>alert(1)</script>"),
    ]);
  });

  it("returns nothing for an empty body", () => {
    expect(parseArticleMarkup("")).toEqual([]);
    expect(parseArticleMarkup(" \n \r\n")).toEqual([]);
  });
});
