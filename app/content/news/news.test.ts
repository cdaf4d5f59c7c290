import { describe, expect, it } from "vitest";
import { images } from "~/generated/images/news";
import { locales } from "~/i18n/locales";
import { clampDescription } from "~/lib/description";
import { readMinutes } from "~/lib/read-time";
import { faq } from "./faq";
import { articles, newsItems } from "./index";
import { newsCategories } from "./types";
import { videos } from "./videos";

describe("news content", () => {
  it("has 16 articles and 4 videos", () => {
    expect(articles).toHaveLength(16);
    expect(videos).toHaveLength(4);
    expect(newsItems).toHaveLength(20);
  });

  it("has unique ids and slugs", () => {
    expect(new Set(newsItems.map((item) => item.id)).size).toBe(newsItems.length);
    expect(new Set(newsItems.map((item) => item.slug)).size).toBe(newsItems.length);
  });

  it("uses URL-safe slugs", () => {
    for (const item of newsItems) expect(item.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("dates every item between 2024-12-03 and 2024-12-20, newest first", () => {
    for (const item of newsItems) {
      expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(item.date >= "2024-12-03" && item.date <= "2024-12-20").toBe(true);
    }
    const dates = newsItems.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("uses every category at least once", () => {
    for (const category of newsCategories) {
      expect(
        newsItems.some((item) => item.category === category),
        category,
      ).toBe(true);
    }
  });

  it("gives every article a read time of 5 to 15 minutes in both languages", () => {
    for (const article of articles) {
      for (const locale of locales) {
        const minutes = readMinutes(article.body[locale]);
        expect(minutes, `${article.slug} (${locale})`).toBeGreaterThanOrEqual(5);
        expect(minutes, `${article.slug} (${locale})`).toBeLessThanOrEqual(15);
      }
    }
  });

  it("has an image for every item in the news catalogue", () => {
    for (const item of newsItems) expect(Object.keys(images)).toContain(item.image);
  });

  it("writes videos' durations as minutes:seconds", () => {
    for (const video of videos) expect(video.duration).toMatch(/^\d{1,2}:[0-5]\d$/);
  });

  it("gives every article a meta description of 120 to 160 characters", () => {
    for (const article of articles) {
      for (const locale of locales) {
        const description = clampDescription(article.excerpt[locale]);
        expect(description.length, `${article.slug} (${locale})`).toBeGreaterThanOrEqual(120);
        expect(description.length, `${article.slug} (${locale})`).toBeLessThanOrEqual(160);
      }
    }
  });

  it("has unique titles in each language", () => {
    for (const locale of locales) {
      const titles = newsItems.map((item) => item.title[locale]);
      expect(new Set(titles).size).toBe(titles.length);
    }
  });

  it("has the six FAQ questions, in both languages", () => {
    expect(faq.map((entry) => entry.id)).toEqual([
      "duration",
      "hillside-foundations",
      "coastal-corrosion",
      "permits",
      "advantages",
      "turnkey",
    ]);
    for (const entry of faq) {
      for (const locale of locales) {
        expect(entry.question[locale].trim()).not.toBe("");
        expect(entry.answer[locale].trim()).not.toBe("");
      }
    }
  });
});
