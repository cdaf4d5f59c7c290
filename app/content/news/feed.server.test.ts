// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { feedPath, newsFeed } from "./feed.server";

function parse(xml: string) {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.querySelector("parsererror")).toBeNull();
  return doc;
}

describe("newsFeed", () => {
  it("lists the 20 English items with their links and categories", () => {
    const doc = parse(newsFeed("en", "https://example.com/"));
    const items = [...doc.querySelectorAll("item")];
    expect(items).toHaveLength(20);
    expect(doc.querySelector("channel > link")?.textContent).toBe(
      "https://example.com/information-news",
    );
    expect(items[0]?.querySelector("link")?.textContent).toBe(
      "https://example.com/information-news/build-timeline",
    );
    expect(items[0]?.querySelector("category")?.textContent).toBe("Process");
    const video = items.find((item) => item.querySelector("guid")?.textContent?.includes("#"));
    expect(video?.querySelector("link")?.textContent).toBe(
      "https://www.youtube.com/@soleradesignbuild",
    );
    expect(new Set(items.map((item) => item.querySelector("guid")?.textContent)).size).toBe(20);
  });

  it("lists the Spanish items at their Spanish paths", () => {
    const doc = parse(newsFeed("es", "https://example.com"));
    expect(doc.querySelector("channel > language")?.textContent).toBe("es-CR");
    expect(doc.querySelector("item > link")?.textContent).toBe(
      "https://example.com/es/informacion-y-noticias/build-timeline",
    );
    expect(doc.querySelector("item > category")?.textContent).toBe("Proceso");
  });

  it("has a path per language", () => {
    expect(feedPath("en")).toBe("/rss.xml");
    expect(feedPath("es")).toBe("/es/rss.xml");
  });
});
