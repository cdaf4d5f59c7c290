import { describe, expect, it } from "vitest";
import { parseArticleMarkup } from "./article-markup";

describe("parseArticleMarkup", () => {
  it("splits paragraphs on blank lines and joins soft line breaks", () => {
    expect(parseArticleMarkup("One line\nwrapped.\n\nTwo.")).toEqual([
      { type: "p", text: "One line wrapped." },
      { type: "p", text: "Two." },
    ]);
  });

  it("treats a line of spaces as a blank line and ignores extra blank lines", () => {
    expect(parseArticleMarkup("\n\nOne.\n   \n\n\nTwo.\n\n")).toEqual([
      { type: "p", text: "One." },
      { type: "p", text: "Two." },
    ]);
  });

  it("reads a paragraph wholly wrapped in ** as an h2", () => {
    expect(parseArticleMarkup("**What drives the cost**")).toEqual([
      { type: "h2", text: "What drives the cost" },
    ]);
  });

  it("reads a paragraph wholly wrapped in * as an h3", () => {
    expect(parseArticleMarkup("*The site*")).toEqual([{ type: "h3", text: "The site" }]);
  });

  it("reads a paragraph of - lines as a bullet list", () => {
    expect(parseArticleMarkup("- design fees\n- soil study\n- permits")).toEqual([
      { type: "ul", items: ["design fees", "soil study", "permits"] },
    ]);
  });

  it("keeps text lines around a list as paragraphs before and after it", () => {
    expect(parseArticleMarkup("Budget for:\n- design\n- permits\nAnd a reserve.")).toEqual([
      { type: "p", text: "Budget for:" },
      { type: "ul", items: ["design", "permits"] },
      { type: "p", text: "And a reserve." },
    ]);
  });

  it("starts a new list after a text line in the middle", () => {
    expect(parseArticleMarkup("- a\nthen\n- b")).toEqual([
      { type: "ul", items: ["a"] },
      { type: "p", text: "then" },
      { type: "ul", items: ["b"] },
    ]);
  });

  it("needs the space after the dash: a hyphenated line is text", () => {
    expect(parseArticleMarkup("-5 degrees\n-- not a list")).toEqual([
      { type: "p", text: "-5 degrees -- not a list" },
    ]);
  });

  it("keeps a lone * or ** as text, never an empty heading", () => {
    expect(parseArticleMarkup("*\n\n**\n\n***\n\n****")).toEqual([
      { type: "p", text: "*" },
      { type: "p", text: "**" },
      { type: "p", text: "***" },
      { type: "p", text: "****" },
    ]);
  });

  it("leaves asterisks in the middle of text alone", () => {
    expect(parseArticleMarkup("2 * 3 = 6")).toEqual([{ type: "p", text: "2 * 3 = 6" }]);
    expect(parseArticleMarkup("**a** and **b**")).toEqual([{ type: "p", text: "**a** and **b**" }]);
    expect(parseArticleMarkup("*a* and *b*")).toEqual([{ type: "p", text: "*a* and *b*" }]);
  });

  it("does not take *** wrapping for either heading", () => {
    expect(parseArticleMarkup("***Both***")).toEqual([{ type: "p", text: "***Both***" }]);
  });

  it("trims trailing spaces, so a heading followed by spaces is still a heading", () => {
    expect(parseArticleMarkup("**Title**   \n\nText.  \t")).toEqual([
      { type: "h2", text: "Title" },
      { type: "p", text: "Text." },
    ]);
    expect(parseArticleMarkup("- a  \n- b ")).toEqual([{ type: "ul", items: ["a", "b"] }]);
  });

  it("normalises CRLF and lone CR line endings", () => {
    expect(parseArticleMarkup("**Title**\r\n\r\n- a\r\n- b\r\n\r\nEnd.\r")).toEqual([
      { type: "h2", text: "Title" },
      { type: "ul", items: ["a", "b"] },
      { type: "p", text: "End." },
    ]);
  });

  it("returns markup-like text as plain text, never as HTML", () => {
    expect(parseArticleMarkup("<script>alert(1)</script>")).toEqual([
      { type: "p", text: "<script>alert(1)</script>" },
    ]);
  });

  it("returns nothing for an empty body", () => {
    expect(parseArticleMarkup("")).toEqual([]);
    expect(parseArticleMarkup(" \n \r\n")).toEqual([]);
  });
});
