// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { content } from "~/content/content.server";
import { feedPath, newsFeed } from "./feed.server";

function parse(xml: string) {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.querySelector("parsererror")).toBeNull();
  return doc;
}

describe("newsFeed", () => {
  const { news } = content();
  const newest = news[0]!;
  const newestSlug = (locale: "en" | "es") =>
    newest.type === "article" ? newest.slug[locale] : newest.slug;

  it("lists every English item with its link and category", () => {
    const doc = parse(newsFeed("en", "https://example.com/"));
    const items = [...doc.querySelectorAll("item")];
    expect(items).toHaveLength(news.length);
    expect(doc.querySelector("channel > link")?.textContent).toBe(
      "https://example.com/information-news",
    );
    expect(items[0]?.querySelector("title")?.textContent).toBe(newest.title.en);
    if (newest.type === "article")
      expect(items[0]?.querySelector("link")?.textContent).toBe(
        `https://example.com/information-news/${newestSlug("en")}`,
      );
    const video = items.find((item) => item.querySelector("guid")?.textContent?.includes("#"));
    // A video that names no video of its own leads to the company's channel, from its file.
    expect(video?.querySelector("link")?.textContent).toBe(content().company.social.youtube);
    expect(new Set(items.map((item) => item.querySelector("guid")?.textContent)).size).toBe(
      news.length,
    );
  });

  it("lists the Spanish items at their Spanish paths", () => {
    const doc = parse(newsFeed("es", "https://example.com"));
    expect(doc.querySelector("channel > language")?.textContent).toBe("es-CR");
    expect(doc.querySelector("item > title")?.textContent).toBe(newest.title.es);
    const article = news.find((item) => item.type === "article")!;
    const links = [...doc.querySelectorAll("item > link")].map((link) => link.textContent);
    if (article.type === "article")
      expect(links).toContain(`https://example.com/es/informacion-y-noticias/${article.slug.es}`);
  });

  it("has a path per language", () => {
    expect(feedPath("en")).toBe("/rss.xml");
    expect(feedPath("es")).toBe("/es/rss.xml");
  });
});
