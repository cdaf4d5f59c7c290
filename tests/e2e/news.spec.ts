import { expect, test, type Page } from "@playwright/test";
import { newsCategories as allCategories } from "~/content/categories";
import { content } from "~/content/content.server";
import { locales, type Locale } from "~/i18n/locales";
import { pageCount, pageOf } from "~/lib/paginate";
import { newsVideoHref } from "~/lib/video";
import { feedPath, pagePath } from "~/pages";
import { listPagePath, pagingOf } from "~/paged-lists";
import { site } from "~/site";
import { holdRequests, hydrated, itemUrl, live } from "./site";

const { articles, news: newsItems, faq } = content();
/** The chips: one per category that has items, in the schema's order. */
const newsCategories = [...new Set(newsItems.map((item) => item.category))].sort(
  (a, b) => allCategories.indexOf(a) - allCategories.indexOf(b),
);

const listUrl = (locale: Locale) => pagePath("informationNews", locale);
const paging = pagingOf("informationNews")!;
/** The cards the first page of a list of `count` stories shows. */
const firstPage = (count: number) => Math.min(count, paging.size);
const pages = pageCount(newsItems.length, paging.size);
const articleUrl = (locale: Locale, englishSlug: string) => itemUrl("article", englishSlug, locale);

const labels = {
  en: { all: "All Categories", technology: "Technology", business: "Business", close: "Close" },
  es: {
    all: "Todas las categorías",
    technology: "Tecnología",
    business: "Negocios",
    close: "Cerrar",
  },
};

const cards = (page: Page) => page.locator("[data-news-card]");
const chips = (page: Page) =>
  page.getByRole("group", { name: /category|categoría/i }).getByRole("link");

for (const locale of locales) {
  test.describe(`news page (${locale})`, () => {
    test("counts every story, shows the first page of them, and each chip's stories add up to them", async ({
      page,
    }) => {
      await page.goto(listUrl(locale));
      await hydrated(page);
      await expect(cards(page)).toHaveCount(firstPage(newsItems.length));
      await expect(page.getByRole("status")).toContainText(String(newsItems.length));
      await expect(chips(page)).toHaveCount(newsCategories.length + 1);
      await expect(chips(page).first()).toHaveText(labels[locale].all);
      await expect(chips(page).first()).toHaveAttribute("aria-current", "true");
      await live(chips(page).first());

      let total = 0;
      for (const category of newsCategories) {
        await chips(page)
          .nth(newsCategories.indexOf(category) + 1)
          .click();
        await expect(page).toHaveURL(new RegExp(`\\?category=${category}$`));
        const expected = newsItems.filter((item) => item.category === category).length;
        await expect(cards(page)).toHaveCount(firstPage(expected));
        await expect(page.getByRole("status")).toContainText(String(expected));
        total += expected;
      }
      expect(total).toBe(newsItems.length);

      await chips(page).first().click();
      await expect(page).toHaveURL(listUrl(locale));
      await expect(cards(page)).toHaveCount(firstPage(newsItems.length));
    });

    test("reads the filter from the URL once hydrated; an unknown one shows all", async ({
      page,
    }) => {
      await page.goto(`${listUrl(locale)}?category=business`);
      await hydrated(page);
      await expect(chips(page).filter({ hasText: labels[locale].business })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await expect(cards(page)).toHaveCount(
        firstPage(newsItems.filter((item) => item.category === "business").length),
      );
      await page.goto(`${listUrl(locale)}?category=gardening`);
      await hydrated(page);
      await expect(cards(page)).toHaveCount(firstPage(newsItems.length));
      await expect(chips(page).first()).toHaveAttribute("aria-current", "true");
    });

    test("video cards open their video, or the channel, in a new tab and say so", async ({
      page,
    }) => {
      await page.goto(listUrl(locale));
      const onFirstPage = pageOf(newsItems, 1, paging.size).filter((item) => item.type === "video");
      const videos = page.locator('[data-news-card="video"] a');
      await expect(videos).toHaveCount(onFirstPage.length);
      for (const [index, link] of (await videos.all()).entries()) {
        const item = onFirstPage[index]!;
        await expect(link).toHaveAttribute(
          "href",
          newsVideoHref(item.type === "video" ? item.youtube : undefined, site.social.youtube),
        );
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        await expect(link).toHaveAccessibleName(/video.*(new tab|pestaña)/i);
      }
      await expect(page.locator('[data-news-card="video"] time[datetime^="PT"]')).toHaveCount(
        onFirstPage.length,
      );
    });

    test("shows every FAQ question, each opening to the answer its FAQPage data gives", async ({
      page,
    }) => {
      await page.goto(listUrl(locale));
      await hydrated(page);
      await expect(page.locator("summary")).toHaveText(faq.map((entry) => entry.question[locale]));
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const data = blocks
        .map((text) => JSON.parse(text) as { "@type": string; mainEntity?: unknown })
        .filter((block) => block["@type"] === "FAQPage");
      expect(data).toHaveLength(1);
      const questions = data[0]!.mainEntity as {
        name: string;
        acceptedAnswer: { text: string };
      }[];
      expect(questions).toHaveLength(faq.length);
      for (const { name, acceptedAnswer } of questions) {
        const question = page.locator("summary", { hasText: name });
        await expect(question).toHaveText(name);
        await question.click();
        await expect(page.getByText(acceptedAnswer.text, { exact: true })).toBeVisible();
      }
    });

    test("links its RSS feed in the head", async ({ page }) => {
      await page.goto(listUrl(locale));
      await expect(
        page.locator('link[rel="alternate"][type="application/rss+xml"]'),
      ).toHaveAttribute("href", feedPath(locale));
    });

    test("serves a well-formed feed of every item", async ({ page, request }) => {
      const response = await request.get(feedPath(locale));
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
      const xml = await response.text();
      await page.goto(listUrl(locale));
      const summary = await page.evaluate((source) => {
        const doc = new DOMParser().parseFromString(source, "application/xml");
        const items = [...doc.querySelectorAll("item")];
        return {
          error: doc.querySelector("parsererror")?.textContent ?? null,
          items: items.length,
          complete: items.every((item) =>
            ["title", "link", "guid", "pubDate", "description", "category"].every(
              (name) => item.querySelector(name)?.textContent,
            ),
          ),
        };
      }, xml);
      expect(summary).toEqual({ error: null, items: newsItems.length, complete: true });
    });
  });
}

test.describe("the list's pages", () => {
  test("link every story once, in order, without JavaScript, each page with its own title and twins", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const locale of locales) {
      const linked: string[] = [];
      for (let n = 1; n <= pages; n++) {
        const url = listPagePath(paging, n, locale);
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        const hrefs = await page
          .locator("[data-news-card] a")
          .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
        expect(hrefs.length, url).toBeLessThanOrEqual(paging.size);
        linked.push(...hrefs);
        const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
        expect(new URL(canonical ?? "").pathname, url).toBe(url);
        const twin = locales.find((other) => other !== locale)!;
        const alternate = await page
          .locator(`link[rel="alternate"][hreflang="${twin}"]`)
          .getAttribute("href");
        expect(new URL(alternate ?? "").pathname, url).toBe(listPagePath(paging, n, twin));
        if (n > 1) await expect(page).toHaveTitle(new RegExp(`${n}`));
        if (pages > 1) {
          const pager = page.getByRole("navigation", { name: /pages|páginas/i });
          await expect(pager.locator('[aria-current="page"]')).toHaveText(String(n));
        }
      }
      const expected = newsItems.map((item) =>
        item.type === "article"
          ? articleUrl(locale, item.slug.en)
          : newsVideoHref(item.youtube, site.social.youtube),
      );
      expect(linked).toEqual(expected);
    }
    await context.close();
  });

  test("a page number the list does not fill is not found", async ({ request }) => {
    for (const locale of locales) {
      const past = listPagePath(paging, pages + 1, locale);
      expect((await request.get(past)).status(), past).toBe(404);
    }
  });

  test("the pager leads from page to page, and a chip on a further page leads to the first", async ({
    page,
  }) => {
    const pager = page.getByRole("navigation", { name: "Pages of stories" });
    await page.goto(listUrl("en"));
    await hydrated(page);
    if (pages < 2) {
      await expect(pager).toHaveCount(0);
      return;
    }
    await pager.getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(page).toHaveURL(listPagePath(paging, 2, "en"));
    await expect(page).toHaveTitle(/, page 2 — /);
    await expect(cards(page)).toHaveCount(pageOf(newsItems, 2, paging.size).length);
    await expect(pager.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await pager.getByRole("link", { name: "Previous page" }).click();
    await expect(page).toHaveURL(listUrl("en"));
    await expect(page).toHaveTitle(/^Information & News — /);

    await page.goto(listPagePath(paging, 2, "en"));
    await hydrated(page);
    const category = newsCategories[0]!;
    await chips(page).nth(1).click();
    await expect(page).toHaveURL(`${listUrl("en")}?category=${category}`);
    await expect(cards(page)).toHaveCount(
      firstPage(newsItems.filter((item) => item.category === category).length),
    );
  });
});

test.describe("article deep links without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of locales) {
    test(`every article opens in the reader (${locale})`, async ({ page }) => {
      // One article after another: the time grows with what the owner publishes.
      test.setTimeout(Math.max(30_000, articles.length * 5_000));
      for (const article of articles) {
        const response = await page.goto(articleUrl(locale, article.slug.en));
        expect(response?.status(), article.key).toBe(200);
        await expect(page).toHaveTitle(`${article.title[locale]} — Solera Design Build`);
        const reader = page.getByRole("dialog", { name: article.title[locale] });
        await expect(reader).toBeVisible();
        await expect(reader.getByRole("heading", { level: 2 })).toHaveText(article.title[locale]);
        await expect(reader.getByRole("link", { name: labels[locale].close })).toHaveAttribute(
          "href",
          listUrl(locale),
        );
        const description = await page.locator('meta[name="description"]').getAttribute("content");
        expect(description?.length).toBeGreaterThanOrEqual(120);
        expect(description?.length).toBeLessThanOrEqual(160);
      }
    });
  }
});

test.describe("the reader", () => {
  const article = articles.find((item) => item.category === "technology")!;

  async function open(page: Page, locale: Locale = "en") {
    await page.goto(`${listUrl(locale)}?category=technology`);
    await hydrated(page);
    const card = page.getByRole("link", { name: article.title[locale], exact: true });
    // The list's code arrives just after hydration; until then a card is a
    // plain link that opens the article without the filter.
    await expect(card).toHaveAttribute("href", /\?category=technology$/);
    await card.click();
    await expect(page).toHaveURL(`${articleUrl(locale, article.slug.en)}?category=technology`);
    await expect(page.getByRole("dialog", { name: article.title[locale] })).toBeVisible();
    return card;
  }

  async function expectClosed(page: Page, card: ReturnType<Page["getByRole"]>, locale = "en") {
    await expect(page).toHaveURL(`${listUrl(locale as Locale)}?category=technology`);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(card).toBeFocused();
    await expect(card).toBeInViewport();
    await expect(chips(page).filter({ hasText: labels.en.technology })).toHaveAttribute(
      "aria-current",
      "true",
    );
  }

  test("the close button returns to the list, keeping the filter and focus", async ({ page }) => {
    const card = await open(page);
    await page.getByRole("dialog").getByRole("link", { name: "Close" }).click();
    await expectClosed(page, card);
  });

  test("Escape closes it", async ({ page }) => {
    const card = await open(page);
    await page.keyboard.press("Escape");
    await expectClosed(page, card);
  });

  test("Back closes it", async ({ page }) => {
    const card = await open(page);
    await page.goBack();
    await expectClosed(page, card);
  });

  test("a deep link closes to the list, in Spanish too", async ({ page }) => {
    await page.goto(`${articleUrl("es", article.slug.en)}?category=technology`);
    await hydrated(page);
    const reader = page.getByRole("dialog", { name: article.title.es });
    await expect(reader).toBeVisible();
    await reader.getByRole("link", { name: "Cerrar" }).click();
    await expect(page).toHaveURL(`${listUrl("es")}?category=technology`);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const card = page.getByRole("link", { name: article.title.es, exact: true });
    await expect(card).toBeFocused();
    await expect(cards(page)).toHaveCount(
      newsItems.filter((item) => item.category === "technology").length,
    );
  });

  test("a deep link closes to the whole list at once, never to the hero and footer alone", async ({
    page,
  }) => {
    await page.goto(articleUrl("en", article.slug.en));
    await hydrated(page);
    // Notes whether the list is there in the very frame the reader leaves.
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        if (document.querySelector("dialog[open]")) return;
        observer.disconnect();
        document.documentElement.dataset.listOnClose = String(
          document.querySelector("#news-list") !== null,
        );
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(listUrl("en"));
    await expect(page.locator("html")).toHaveAttribute("data-list-on-close", "true");
    await expect(page.getByRole("link", { name: article.title.en, exact: true })).toBeFocused();
  });

  for (const locale of locales) {
    test(`a deep link's text stays on screen while the page wakes up (${locale})`, async ({
      page,
    }) => {
      const url = articleUrl(locale, article.slug.en);
      // The body's code is a chunk named after the article; it waits until the page has hydrated.
      const release = await holdRequests(
        page,
        new RegExp(`/assets/${url.split("/").at(-1)}-[\\w-]+\\.js$`),
      );
      // Notes whether the body, once drawn, ever leaves the screen.
      await page.addInitScript(() => {
        let drawn = false;
        new MutationObserver(() => {
          const body = document.querySelector("dialog[open] article h3");
          if (body) drawn = true;
          else if (drawn) document.documentElement.dataset.bodyLost = "";
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(url);
      const reader = page.getByRole("dialog", { name: article.title[locale] });
      const headings = reader.getByRole("heading", { level: 3 });
      const count = await headings.count();
      expect(count).toBeGreaterThan(1);

      await hydrated(page);
      // The reader renders again as the page hydrates: give that render its frame.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      await expect(headings).toHaveCount(count);
      release();
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      await expect(headings).toHaveCount(count);
      await expect(page.locator("html[data-body-lost]")).toHaveCount(0);
    });
  }

  test("moves to the next article and still closes to the list", async ({ page }) => {
    const card = await open(page);
    const reader = page.getByRole("dialog");
    const next = reader.getByRole("navigation").getByRole("link").last();
    const title = (await next.locator("span").last().textContent()) ?? "";
    await next.click();
    await expect(reader.getByRole("heading", { level: 2 })).toHaveText(title);
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(`${listUrl("en")}?category=technology`);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    void card;
  });

  test("an unknown article is not found", async ({ page }) => {
    const response = await page.goto("/information-news/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  });
});
