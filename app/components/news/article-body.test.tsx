// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { parseArticleMarkup } from "~/lib/article-markup";
import { ArticleBody } from "./article-body";

afterEach(cleanup);

describe("ArticleBody", () => {
  it("renders headings one level below the reader's title, lists and paragraphs", () => {
    const { container } = render(
      <ArticleBody blocks={parseArticleMarkup("**Cost**\n\n*Site*\n\n- a\n- b\n\nText.")} />,
    );
    expect(container.querySelector("h3")?.textContent).toBe("Cost");
    expect(container.querySelector("h4")?.textContent).toBe("Site");
    expect([...container.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["a", "b"]);
    expect(container.querySelector("p")?.textContent).toBe("Text.");
  });

  it("renders markup-like text as text, not as elements", () => {
    const { container } = render(
      <ArticleBody blocks={parseArticleMarkup("<script>alert(1)</script> <b>bold</b>")} />,
    );
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
    expect(container.querySelector("p")?.textContent).toBe("<script>alert(1)</script> <b>bold</b>");
  });
});
