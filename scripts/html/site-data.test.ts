import { describe, expect, it } from "vitest";
import { withSiteData } from "./site-data";

const page = "<html><head><title>Solera</title></head><body><p>Hola</p></body></html>";

describe("withSiteData", () => {
  it("adds the business and the website at the end of the head, for the build's origin", () => {
    const html = withSiteData(page, "https://example.test");
    const head = html.slice(0, html.indexOf("</head>"));
    const blocks = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as { "@type": string; url?: string },
    );
    expect(blocks.map((block) => block["@type"])).toEqual(["GeneralContractor", "WebSite"]);
    expect(blocks.every((block) => block.url?.startsWith("https://example.test"))).toBe(true);
    expect(html.endsWith("<body><p>Hola</p></body></html>")).toBe(true);
  });

  it("adds them once, however often the build runs over a page", () => {
    const once = withSiteData(page, "https://example.test");
    expect(withSiteData(once, "https://example.test")).toBe(once);
  });
});
