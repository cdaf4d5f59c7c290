import { beforeAll, describe, expect, it } from "vitest";
import { content } from "~/content/content.server";
import { pageInventory } from "~/inventory.server";
import { siteOrigin } from "~/lib/seo";
import { loader as feed } from "./feed";
import { loader as robots } from "./robots";
import { loader as sitemap } from "./sitemap";

// The resource routes pre-rendered beside the pages. tests/e2e/seo.spec.ts and
// news.spec.ts read the files they become, as a crawler or a feed reader does.

const origin = siteOrigin();

// Reading and checking every content file takes a moment, once.
beforeAll(() => void content(), 60_000);
const feedOf = (path: string) =>
  feed({ request: new Request(`http://localhost${path}`) } as Parameters<typeof feed>[0]);

describe("the sitemap", () => {
  it("lists every pre-rendered page once, under the site's origin", async () => {
    const response = sitemap();
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml.match(/<loc>/g)).toHaveLength(pageInventory().length);
    expect(xml).toContain(`<loc>${origin}/es/proyectos</loc>`);
  });
});

describe("robots.txt", () => {
  it("names the sitemap under the site's origin", async () => {
    expect(await robots().text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe("the news feeds", () => {
  it("gives a feed per language, each linking to its own news page", async () => {
    const en = await feedOf("/rss.xml").text();
    const es = await feedOf("/es/rss.xml").text();
    expect(en).toContain(`<link>${origin}/information-news</link>`);
    expect(es).toContain(`<link>${origin}/es/informacion-y-noticias</link>`);
    // Every article and video, in each language.
    expect(en.match(/<item>/g)).toHaveLength(content().news.length);
    expect(es.match(/<item>/g)).toHaveLength(content().news.length);
  });

  it("is served as RSS", () => {
    expect(feedOf("/rss.xml").headers.get("Content-Type")).toBe(
      "application/rss+xml; charset=utf-8",
    );
  });
});
