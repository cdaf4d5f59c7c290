// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { buildRss, escapeXml, rfc822Day, type Feed } from "./rss";

const feed: Feed = {
  title: "News & notes",
  link: "https://example.com/news",
  self: "https://example.com/rss.xml",
  description: "Walls <and> “roofs”",
  language: "en-US",
  items: [
    {
      title: "Older",
      link: "https://example.com/news/older",
      guid: "https://example.com/news/older",
      guidIsPermaLink: true,
      date: "2024-12-03",
      description: "Salt & steel",
      category: "Technology",
    },
    {
      title: "Newer <b>",
      link: "https://example.com/channel",
      guid: "video-1",
      guidIsPermaLink: false,
      date: "2024-12-20",
      description: "A video",
      category: "Process",
    },
  ],
};

function parse(xml: string) {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.querySelector("parsererror")).toBeNull();
  return doc;
}

describe("rfc822Day", () => {
  it("writes the day at noon UTC", () => {
    expect(rfc822Day("2024-12-03")).toBe("Tue, 03 Dec 2024 12:00:00 GMT");
  });

  it("refuses anything but an ISO day", () => {
    expect(() => rfc822Day("12/03/2024")).toThrow();
  });
});

describe("escapeXml", () => {
  it("escapes the five XML characters", () => {
    expect(escapeXml(`<a href="x">&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;",
    );
  });
});

describe("buildRss", () => {
  it("writes a well-formed RSS 2.0 document with every item's fields", () => {
    const doc = parse(buildRss(feed));
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    expect(doc.querySelector("channel > title")?.textContent).toBe("News & notes");
    expect(doc.querySelector("channel > description")?.textContent).toBe("Walls <and> “roofs”");
    const items = [...doc.querySelectorAll("item")];
    expect(items).toHaveLength(2);
    const [first, second] = items;
    expect(first?.querySelector("title")?.textContent).toBe("Older");
    expect(first?.querySelector("link")?.textContent).toBe("https://example.com/news/older");
    expect(first?.querySelector("guid")?.getAttribute("isPermaLink")).toBe("true");
    expect(first?.querySelector("pubDate")?.textContent).toBe("Tue, 03 Dec 2024 12:00:00 GMT");
    expect(first?.querySelector("description")?.textContent).toBe("Salt & steel");
    expect(first?.querySelector("category")?.textContent).toBe("Technology");
    expect(second?.querySelector("title")?.textContent).toBe("Newer <b>");
    expect(second?.querySelector("guid")?.getAttribute("isPermaLink")).toBe("false");
  });

  it("dates the feed by its newest item, so a rebuild gives the same bytes", () => {
    const xml = buildRss(feed);
    expect(parse(xml).querySelector("lastBuildDate")?.textContent).toBe(
      "Fri, 20 Dec 2024 12:00:00 GMT",
    );
    expect(buildRss(feed)).toBe(xml);
  });

  it("links to itself", () => {
    expect(buildRss(feed)).toContain(
      '<atom:link href="https://example.com/rss.xml" rel="self" type="application/rss+xml"/>',
    );
  });
});
