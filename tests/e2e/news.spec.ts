import { expect, test, type Page } from "@playwright/test";
import { pagerWords } from "~/components/news/pager-words";
import { content } from "~/content/content.server";
import { dictionaries } from "~/i18n/dictionaries";
import { locales, type Locale } from "~/i18n/locales";
import { listCategories, listPages } from "~/inventory.server";
import { pageCount, pageOf } from "~/lib/paginate";
import { newsVideoHref } from "~/lib/video";
import { feedPath, pagePath } from "~/pages";
import { listPagePath, pagingOf, type ListCategory } from "~/paged-lists";
import { attr, byTag, findAll, pageHtml, parsePage, textOf } from "./built";
import { company, holdRequests, hydrated, itemUrl, live, pageModules } from "./site";

const { articles, news: newsItems, faq } = content();
const paging = pagingOf("informationNews")!;
/** The chips after "All": one per category that has items, in the list's order. */
const categories = listCategories(paging);

const listUrl = (locale: Locale) => pagePath("informationNews", locale);
const categoryUrl = (locale: Locale, category: ListCategory, n = 1) =>
  listPagePath(paging, n, locale, category);
const inCategory = (category: string) => newsItems.filter((item) => item.category === category);
/** The cards the first page of a list of `count` stories shows. */
const firstPage = (count: number) => Math.min(count, paging.size);
const pages = pageCount(newsItems.length, paging.size);
const articleUrl = (locale: Locale, englishSlug: string) => itemUrl("article", englishSlug, locale);
const storyUrl = (locale: Locale, item: (typeof newsItems)[number]) =>
  item.type === "article"
    ? articleUrl(locale, item.slug.en)
    : newsVideoHref(item.youtube, company.social.youtube);

const cards = (page: Page) => page.locator("[data-news-card]");
const chipRow = (page: Page) => page.getByRole("group", { name: /category|categoría/i });
const chips = (page: Page) => chipRow(page).getByRole("link");

for (const locale of locales) {
  const t = dictionaries[locale];

  test.describe(`news page (${locale})`, () => {
    test("counts every story, shows the first page of them, and each chip leads to its category's stories, which add up to them", async ({
      page,
    }) => {
      await page.goto(listUrl(locale));
      await hydrated(page);
      await expect(cards(page)).toHaveCount(firstPage(newsItems.length));
      await expect(page.getByRole("status")).toContainText(String(newsItems.length));
      await expect(chips(page)).toHaveText([
        t["news.allCategories"],
        ...categories.map((category) => t[`news.category.${category}`]),
      ]);
      await expect(chips(page).first()).toHaveAttribute("aria-current", "true");
      await live(chips(page).first());
      // Marks this document: a chip leads to its page without loading a new one.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));

      let total = 0;
      for (const [index, category] of categories.entries()) {
        await chips(page)
          .nth(index + 1)
          .click();
        await expect(page).toHaveURL(categoryUrl(locale, category));
        await expect(chips(page).nth(index + 1)).toHaveAttribute("aria-current", "true");
        const expected = inCategory(category).length;
        await expect(cards(page)).toHaveCount(firstPage(expected));
        await expect(page.getByRole("status")).toContainText(String(expected));
        total += expected;
      }
      expect(total).toBe(newsItems.length);

      await chips(page).first().click();
      await expect(page).toHaveURL(listUrl(locale));
      await expect(cards(page)).toHaveCount(firstPage(newsItems.length));
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    });

    test("a chip's page comes without a round trip: its stories show with the network gone", async ({
      page,
      context,
    }) => {
      // Each chip's data and code come with the list, not with the tap.
      await page.goto(listUrl(locale));
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      await context.setOffline(true);
      const category = categories.at(-1)!;
      await chips(page).last().click();
      await expect(page).toHaveURL(categoryUrl(locale, category));
      const expected = inCategory(category).length;
      await expect(cards(page)).toHaveCount(firstPage(expected));
      await expect(page.getByRole("status")).toContainText(String(expected));
      await context.setOffline(false);
    });

    test("the next page comes without a round trip once the pager is near, and not before", async ({
      page,
      context,
    }) => {
      const words = pagerWords[locale];
      const pager = page.getByRole("navigation", { name: words.pager });
      const nextData = `${listPagePath(paging, 2, locale)}.data`;
      const fetched = () =>
        page.evaluate(
          (path) =>
            performance
              .getEntriesByType("resource")
              .some((entry) => new URL(entry.name).pathname === path),
          nextData,
        );
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(listUrl(locale));
      await hydrated(page);
      if (pages < 2) {
        await expect(pager).toHaveCount(0);
        return;
      }
      // The chips' pages are fetched ahead once the page is idle; the
      // further page only when the visitor nears the pager.
      await expect.poll(() => page.locator('head link[rel="prefetch"]').count()).toBeGreaterThan(0);
      expect(await fetched()).toBe(false);
      await pager.scrollIntoViewIfNeeded();
      await expect.poll(fetched).toBe(true);
      await context.setOffline(true);
      await pager.getByRole("link", { name: words.next }).click();
      await expect(page).toHaveURL(listPagePath(paging, 2, locale));
      await expect(cards(page)).toHaveCount(pageOf(newsItems, 2, paging.size).length);
      await expect(pager.getByRole("link", { name: words.page(2), exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await context.setOffline(false);
    });

    test("a link with ?category= lands on its category's page; an unknown one on every story", async ({
      page,
    }) => {
      const category = categories.at(-1)!;
      await page.goto(`${listUrl(locale)}?category=${category}`);
      await hydrated(page);
      await expect(page).toHaveURL(categoryUrl(locale, category));
      await expect(chips(page).filter({ hasText: t[`news.category.${category}`] })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await expect(cards(page)).toHaveCount(firstPage(inCategory(category).length));

      await page.goto(`${listUrl(locale)}?category=gardening`);
      await hydrated(page);
      await expect(page).toHaveURL(listUrl(locale));
      await expect(cards(page)).toHaveCount(firstPage(newsItems.length));
      await expect(chips(page).first()).toHaveAttribute("aria-current", "true");
    });

    test("a category's page opens with its chip in sight, before any script runs, and the page at its top", async ({
      page,
    }) => {
      // The last chip is furthest along the row, out of sight on a phone
      // unless the row opens scrolled to it.
      const category = categories.at(-1)!;
      const release = await holdRequests(page, pageModules);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(categoryUrl(locale, category));
        const chip = chips(page).filter({ hasText: t[`news.category.${category}`] });
        await expect(chip).toHaveAttribute("aria-current", "true");
        await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
        const box = (await chip.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(box.y + box.height).toBeLessThanOrEqual(844);
        expect(await page.evaluate(() => scrollY)).toBe(0);
      }
      release();
    });

    test("a chip row the visitor scrolls before the page runs stays where they left it once it runs", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const release = await holdRequests(page, pageModules);
      await page.goto(listUrl(locale));
      const row = chipRow(page);
      const last = chips(page).last();
      // As a swipe along the row does: its last chip in sight, "All" out of it.
      await row.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      const scrolled = await row.evaluate((element) => element.scrollLeft);
      expect(scrolled).toBeGreaterThan(0);
      const { x } = (await last.boundingBox())!;
      release();
      await hydrated(page);
      expect(await row.evaluate((element) => element.scrollLeft)).toBe(scrolled);
      expect((await last.boundingBox())!.x).toBe(x);
    });

    test("video cards open their video, or the channel, in a new tab and say so", async ({
      page,
    }) => {
      await page.goto(listUrl(locale));
      const onFirstPage = pageOf(newsItems, 1, paging.size).filter((item) => item.type === "video");
      const videos = page.locator('[data-news-card="video"] a');
      await expect(videos).toHaveCount(onFirstPage.length);
      for (const [index, link] of (await videos.all()).entries()) {
        await expect(link).toHaveAttribute("href", storyUrl(locale, onFirstPage[index]!));
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
      await expect(page.locator("main summary")).toHaveText(
        faq.map((entry) => entry.question[locale]),
      );
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
        const question = page.locator("main summary", { hasText: name });
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
  test("the list's and each category's pages link every story once, in order, without JavaScript, each page with its own title and twins", () => {
    const problems: string[] = [];
    for (const locale of locales) {
      const twin = locales.find((other) => other !== locale)!;
      for (const category of [undefined, ...categories]) {
        const count = listPages(paging, category);
        const linked: string[] = [];
        for (let n = 1; n <= count; n++) {
          const url = listPagePath(paging, n, locale, category);
          const page = parsePage(pageHtml(url));
          const found: string[] = [];
          const hrefs = findAll(page, (el) => attr(el, "data-news-card") !== undefined).map(
            (card) => attr(findAll(card, byTag("a"))[0]!, "href") ?? "",
          );
          if (hrefs.length > paging.size) found.push(`${hrefs.length} stories`);
          linked.push(...hrefs);
          const link = (rel: string, hreflang?: string) =>
            findAll(
              page,
              (el) =>
                el.tagName === "link" &&
                attr(el, "rel") === rel &&
                (hreflang === undefined || attr(el, "hreflang") === hreflang),
            )[0];
          const canonical = new URL(attr(link("canonical")!, "href") ?? "").pathname;
          if (canonical !== url) found.push(`canonical ${canonical}`);
          const alternate = new URL(attr(link("alternate", twin)!, "href") ?? "").pathname;
          if (alternate !== listPagePath(paging, n, twin, category))
            found.push(`${twin} twin ${alternate}`);
          const title = textOf(findAll(page, byTag("title"))[0]!);
          if (n > 1 && !title.includes(String(n))) found.push(`title ${title}`);
          if (category && !title.includes(dictionaries[locale][`news.category.${category}`]))
            found.push(`title ${title}`);
          const pager = findAll(
            page,
            (el) => el.tagName === "nav" && /pages|páginas/i.test(attr(el, "aria-label") ?? ""),
          );
          const current = findAll(pager[0] ?? page, (el) => attr(el, "aria-current") === "page");
          if (count > 1 && textOf(current[0] ?? page) !== String(n))
            found.push("pager's current page");
          problems.push(...found.map((problem) => `${url}: ${problem}`));
        }
        // A category's cards keep it in the article's address, for its reader to close to.
        const stories = (category ? inCategory(category) : newsItems).map((item) =>
          category && item.type === "article"
            ? `${storyUrl(locale, item)}?category=${category}`
            : storyUrl(locale, item),
        );
        if (JSON.stringify(linked) !== JSON.stringify(stories))
          problems.push(
            `${listPagePath(paging, 1, locale, category)}: its pages do not link each story once, in order`,
          );
      }
    }
    expect(problems).toEqual([]);
  });

  test("a page number or a category the list does not fill is not found", async ({ request }) => {
    const empty = Object.keys(paging.categories.slugs).find(
      (category) => !categories.some((value) => value === category),
    ) as ListCategory | undefined;
    for (const locale of locales) {
      const missing = [
        listPagePath(paging, pages + 1, locale),
        `${listUrl(locale)}/${paging.categories.segment[locale]}/gardening`,
        categoryUrl(locale, categories[0]!, listPages(paging, categories[0]) + 1),
        ...(empty ? [categoryUrl(locale, empty)] : []),
      ];
      for (const url of missing) expect((await request.get(url)).status(), url).toBe(404);
    }
  });

  test("the pager leads from page to page, and a chip on a further page leads to the first of its category", async ({
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
    const category = categories[0]!;
    await chips(page).nth(1).click();
    await expect(page).toHaveURL(categoryUrl("en", category));
    await expect(cards(page)).toHaveCount(firstPage(inCategory(category).length));
  });
});

test.describe("article deep links", () => {
  test("every article's page is its reader, titled and closing to the list", () => {
    const problems = locales.flatMap((locale) =>
      articles.flatMap((article) => {
        const url = articleUrl(locale, article.slug.en);
        const page = parsePage(pageHtml(url));
        const found: string[] = [];
        const title = textOf(findAll(page, byTag("title"))[0]!);
        if (title !== `${article.title[locale]} — ${company.name}`) found.push(`title ${title}`);
        const [reader] = findAll(
          page,
          (el) => el.tagName === "dialog" && attr(el, "open") !== undefined,
        );
        if (!reader) return [`${url}: no open reader`];
        const heading = textOf(findAll(reader, byTag("h2"))[0] ?? reader);
        if (heading !== article.title[locale]) found.push(`heading ${heading}`);
        const close = findAll(
          reader,
          (el) => el.tagName === "a" && textOf(el) === dictionaries[locale]["common.close"],
        );
        if (attr(close[0] ?? reader, "href") !== listUrl(locale))
          found.push("no close link to the list");
        return found.map((problem) => `${url}: ${problem}`);
      }),
    );
    expect(problems).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    const article = articles[0]!;

    for (const locale of locales) {
      test(`an article opens in the reader (${locale})`, async ({ page }) => {
        const response = await page.goto(articleUrl(locale, article.slug.en));
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(`${article.title[locale]} — ${company.name}`);
        const reader = page.getByRole("dialog", { name: article.title[locale] });
        await expect(reader).toBeVisible();
        await expect(reader.getByRole("heading", { level: 2 })).toHaveText(article.title[locale]);
        await expect(
          reader.getByRole("link", { name: dictionaries[locale]["common.close"] }),
        ).toHaveAttribute("href", listUrl(locale));
      });
    }
  });
});

test.describe("the reader", () => {
  // The newest article: it opens both the list and its category's list.
  const article = articles[0]!;
  const category = article.category;
  const query = `?category=${category}`;

  async function open(page: Page, locale: Locale = "en") {
    await page.goto(categoryUrl(locale, category));
    await hydrated(page);
    const card = page.getByRole("link", { name: article.title[locale], exact: true });
    // The list's code arrives just after hydration; until then a card is a
    // plain link that opens the article without its category.
    await expect(card).toHaveAttribute("href", new RegExp(`\\${query}$`));
    await card.click();
    await expect(page).toHaveURL(`${articleUrl(locale, article.slug.en)}${query}`);
    await expect(page.getByRole("dialog", { name: article.title[locale] })).toBeVisible();
    return card;
  }

  async function expectClosed(
    page: Page,
    card: ReturnType<Page["getByRole"]>,
    locale: Locale = "en",
  ) {
    await expect(page).toHaveURL(categoryUrl(locale, category));
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(card).toBeFocused();
    await expect(card).toBeInViewport();
    await expect(
      chips(page).filter({ hasText: dictionaries[locale][`news.category.${category}`] }),
    ).toHaveAttribute("aria-current", "true");
  }

  test("the close button returns to the category's page, keeping focus", async ({ page }) => {
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

  test("a deep link from a category's page closes to that page, in Spanish too", async ({
    page,
  }) => {
    await page.goto(`${articleUrl("es", article.slug.en)}${query}`);
    await hydrated(page);
    const reader = page.getByRole("dialog", { name: article.title.es });
    await expect(reader).toBeVisible();
    await reader.getByRole("link", { name: "Cerrar" }).click();
    await expect(page).toHaveURL(categoryUrl("es", category));
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const card = page.getByRole("link", { name: article.title.es, exact: true });
    await expect(card).toBeFocused();
    await expect(cards(page)).toHaveCount(firstPage(inCategory(category).length));
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
      expect(count).toBeGreaterThan(0);

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

  test("moves to the next article and still closes to the category's page", async ({ page }) => {
    await open(page);
    const reader = page.getByRole("dialog");
    const next = reader.getByRole("navigation").getByRole("link").last();
    const title = (await next.locator("span").last().textContent()) ?? "";
    await next.click();
    await expect(reader.getByRole("heading", { level: 2 })).toHaveText(title);
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(categoryUrl("en", category));
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("an unknown article is not found", async ({ page }) => {
    const response = await page.goto("/information-news/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  });
});
