import { describe, expect, it } from "vitest";
import { articles } from "./index";
import { articlePageData, newsPageData } from "./page-data.server";

describe("newsPageData", () => {
  it("sends one language's cards, newest first, without article bodies", () => {
    const { cards, categories, faq } = newsPageData("es");
    expect(cards).toHaveLength(20);
    expect(categories).toHaveLength(8);
    expect(faq).toHaveLength(6);
    const json = JSON.stringify({ cards, faq });
    expect(json).not.toContain(articles[0]!.title.en);
    expect(json).not.toContain(articles[0]!.body.es.slice(0, 80));
    expect(cards[0]?.date).toBe("2024-12-20");
    expect(cards[0]?.dateLabel).toBe("20 de diciembre de 2024");
  });

  it("gives articles a read time and videos a duration", () => {
    const { cards } = newsPageData("en");
    for (const card of cards) {
      if (card.type === "article") expect(card.minutes).toBeGreaterThanOrEqual(5);
      else expect(card.duration).toMatch(/^\d+:\d\d$/);
    }
  });
});

describe("articlePageData", () => {
  it("returns the article in one language with its parsed body and neighbours", () => {
    const data = articlePageData("hillside-lots", "en");
    expect(data?.article.title).toBe("Building on a hillside lot on the Nicoya Peninsula");
    expect(data?.article.blocks.some((block) => block.type === "h2")).toBe(true);
    expect(data?.previous?.slug).toBe("property-tax");
    expect(data?.next?.slug).toBe("coastal-corrosion");
  });

  it("has no previous for the newest article and no next for the oldest", () => {
    expect(articlePageData("build-timeline", "en")?.previous).toBeNull();
    expect(articlePageData("budgeting", "en")?.next).toBeNull();
  });

  it("has nothing for a video or an unknown slug", () => {
    expect(articlePageData("video-villa-tour", "en")).toBeNull();
    expect(articlePageData("no-such-article", "en")).toBeNull();
    expect(articlePageData(undefined, "en")).toBeNull();
  });
});
