import { describe, expect, it } from "vitest";
import { content } from "~/content/content.server";
import { locales } from "~/i18n/locales";
import { pageCount, pageOf } from "~/lib/paginate";
import { pagingOf } from "~/paged-lists";
import { articlePageData, newsListPage } from "./page-data.server";

const { size } = pagingOf("informationNews")!;

describe("newsListPage", () => {
  const { news, articles, faq: entries } = content();
  const inUse = [...new Set(news.map((item) => item.category))];

  it.each(locales)(
    "sends one page of one language's cards, newest first, without article bodies (%s)",
    (locale) => {
      const { cards, categories, faq, count, pages } = newsListPage(locale, { page: 1 });
      expect(cards.map((card) => card.title)).toEqual(
        pageOf(news, 1, size).map((item) => item.title[locale]),
      );
      expect(count).toBe(news.length);
      expect(pages).toBe(pageCount(news.length, size));
      expect(faq).toHaveLength(entries.length);
      const other = locale === "en" ? "es" : "en";
      const json = JSON.stringify({ cards, faq });
      expect(json).not.toContain(articles[0]!.title[other]);
      expect(json).not.toContain(articles[0]!.body[locale].slice(0, 80));
      // A chip for every category in use, and none for a category without items.
      expect([...categories].sort()).toEqual([...inUse].sort());
    },
  );

  it("gives every page its own stories, each story once, and the FAQ on the first only", () => {
    const pages = pageCount(news.length, size);
    const seen = Array.from({ length: pages }, (_, index) =>
      newsListPage("en", { page: index + 1 }),
    );
    expect(seen.flatMap((page) => page.cards.map((card) => card.slug))).toEqual(
      news.map((item) => (item.type === "article" ? item.slug.en : item.slug)),
    );
    expect(seen.map((page) => page.faq !== null)).toEqual(seen.map((_, index) => index === 0));
  });

  it.each(inUse)("gives %s's pages its stories only, counted, and no FAQ", (category) => {
    const matching = news.filter((item) => item.category === category);
    const first = newsListPage("es", { category, page: 1 });
    expect(first).toMatchObject({ category, count: matching.length, faq: null });
    expect(first.pages).toBe(pageCount(matching.length, size));
    expect(first.cards.map((card) => card.title)).toEqual(
      pageOf(matching, 1, size).map((item) => item.title.es),
    );
    expect(first.categories).toEqual(newsListPage("es", { page: 1 }).categories);
  });

  it("writes the date for the page's language", () => {
    const [first] = newsListPage("es", { page: 1 }).cards;
    expect(first?.dateLabel).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
  });

  it("gives articles a read time and videos a duration", () => {
    const pages = pageCount(news.length, size);
    for (let page = 1; page <= pages; page++)
      for (const card of newsListPage("en", { page }).cards) {
        if (card.type === "article") expect(card.minutes).toBeGreaterThanOrEqual(1);
        else expect(card.duration).toMatch(/^\d+:\d\d$/);
      }
  });
});

describe("articlePageData", () => {
  const order = content().news.filter((item) => item.type === "article");

  it.each(locales)(
    "finds an article by its slug in the page's language, with its body in that language (%s)",
    (locale) => {
      const article = order[1]!;
      const data = articlePageData(article.slug[locale], locale);
      expect(data?.article.title).toBe(article.title[locale]);
      // A plain line of the Markdown, as the reader's body has it, and none of the other language's.
      const plainLine = (body: string) =>
        body
          .split("\n")
          .map((line) => line.trim())
          .find((line) => /^[\p{L} ,.]{30,}$/u.test(line))!
          .slice(0, 30);
      const other = locale === "en" ? "es" : "en";
      expect(JSON.stringify(data?.body)).toContain(plainLine(article.body[locale]));
      expect(JSON.stringify(data?.body)).not.toContain(plainLine(article.body[other]));
      expect(data?.previous?.slug).toBe(order[0]!.slug[locale]);
      expect(data?.next?.slug).toBe(order[2]!.slug[locale]);
    },
  );

  it("has no previous for the newest article and no next for the oldest", () => {
    expect(articlePageData(order[0]!.slug.en, "en")?.previous).toBeNull();
    expect(articlePageData(order.at(-1)!.slug.en, "en")?.next).toBeNull();
  });

  it("has nothing for a video, an unknown slug, or a slug of the other language", () => {
    const video = content().videos[0]!;
    const article = order.find((item) => item.slug.en !== item.slug.es)!;
    expect(articlePageData(video.slug, "en")).toBeNull();
    expect(articlePageData("no-such-article", "en")).toBeNull();
    expect(articlePageData(undefined, "en")).toBeNull();
    expect(articlePageData(article.slug.es, "en")).toBeNull();
  });
});
