import { expect, test, type Page } from "@playwright/test";
import { content } from "~/content/content.server";
import { en } from "~/i18n/messages/en";
import { es } from "~/i18n/messages/es";
import { locales, type Locale } from "~/i18n/locales";
import { listCategories } from "~/inventory.server";
import { listPagePath, pagingOf } from "~/paged-lists";
import { expanded, holdRequests, itemUrl, pageModules, pageUrls, phone } from "./site";

/**
 * A tap that comes before the page has hydrated still has its effect, and
 * has it once (docs/decisions/016). Each test holds the page's modules back,
 * taps, checks what the page shows meanwhile, lets the modules through and
 * checks the effect.
 */

const messages = { en, es };
const { projects, news } = content();
const paging = pagingOf("informationNews")!;

function urlOf(id: string, locale: Locale): string {
  const entry = pageUrls.find((e) => e.id === id && e.locale === locale);
  if (!entry) throw new Error(`no page ${id} in ${locale}`);
  return entry.url;
}

/**
 * Opens a page with its JavaScript modules held back; `release()` lets them
 * through. The tap replay, a classic script every page loads in its head, is
 * not one of them: it is what catches the taps meanwhile.
 */
async function openHeld(page: Page, url: string) {
  const release = await holdRequests(page, pageModules);
  await page.goto(url);
  // Marks this document: a reload or a navigation loses it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const historyLength = await page.evaluate(() => history.length);
  return {
    release: async () => {
      release();
      // All the page's modules arrive at once: on a busy machine that takes a while.
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 30_000 });
    },
    /** Still the document the test opened, with no entry added to its history. */
    expectSameDocument: async () => {
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
    },
  };
}

async function expectNotHydrated(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
}

for (const viewport of [phone, { width: 1280, height: 800 }]) {
  test.describe(`a first tap at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const locale of locales) {
      const t = messages[locale];

      test(`filters the projects once the page runs (${locale})`, async ({ page }) => {
        const list = urlOf("projects", locale);
        const held = await openHeld(page, list);
        const chip = page.locator('[role=group] a[data-category="commercial"]');
        await chip.click();
        await expectNotHydrated(page);
        await expect(chip).toHaveAttribute("data-tap-pending", "");
        await expect(page).toHaveURL(list);

        await held.release();
        await expect(page).toHaveURL(`${list}?category=commercial`);
        await expect(chip).toHaveAttribute("aria-current", "true");
        await expect(chip).not.toHaveAttribute("data-tap-pending");
        await expect(page.locator("[data-project-card]")).toHaveCount(
          projects.filter((project) => project.category === "commercial").length,
        );
        await held.expectSameDocument();
      });

      test(`opens the contact dialog at once, before the page runs (${locale})`, async ({
        page,
      }) => {
        // "Get a quote" is an invoker of a dialog in the page: the browser
        // opens it, with no wait for the held scripts.
        const held = await openHeld(page, urlOf("home", locale));
        await page.getByRole("button", { name: t["cta.quote"] }).first().click();
        const dialog = page.getByRole("dialog", { name: t["contactDialog.title"] });
        await expect(dialog).toBeVisible();
        await expectNotHydrated(page);

        await held.release();
        await expect(dialog).toBeVisible();
        await expect(page.locator("dialog[open]")).toHaveCount(1);
        await held.expectSameDocument();
        // One dialog, so one Escape closes it.
        await page.keyboard.press("Escape");
        await expect(page.locator("dialog[open]")).toHaveCount(0);
      });
    }

    test("opens a project's gallery once the page runs", async ({ page }) => {
      const held = await openHeld(page, urlOf(`project:${projects[0]!.slug.en}`, "en"));
      await page.getByRole("button", { name: en["projects.viewGallery"] }).click();
      await expectNotHydrated(page);

      await held.release();
      const gallery = page.getByRole("dialog", { name: en["projects.galleryTitle"] });
      await expect(gallery).toBeVisible();
      await held.expectSameDocument();
      // Opened once: one Escape goes back to the project.
      await page.keyboard.press("Escape");
      await expect(gallery).toBeHidden();
      await expect(page.locator("[data-project-dialog]")).toBeVisible();
    });

    test("loads a news chip's page at once, before the page runs", async ({ page }) => {
      // A chip with a page of its own is a plain link until the page runs: the
      // browser loads that page, with no wait for the held scripts.
      const list = urlOf("informationNews", "es");
      const category = listCategories(paging)[0]!;
      const held = await openHeld(page, list);
      const group = page.getByRole("group", { name: es["news.filterLabel"] });
      const chip = group.getByRole("link", { name: es[`news.category.${category}`] });
      await chip.click();

      const categoryPage = listPagePath(paging, 1, "es", category);
      await expect(page).toHaveURL(categoryPage);
      await expect(chip).toHaveAttribute("aria-current", "true");
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(false);
      const stories = news.filter((item) => item.category === category);
      await expect(page.locator("[data-news-card]")).toHaveCount(
        Math.min(stories.length, paging.size),
      );
      await expectNotHydrated(page);

      // This page runs where it was loaded: nothing of the tap comes back.
      await page.evaluate(() => Object.assign(window, { categoryDocument: true }));
      const entries = await page.evaluate(() => history.length);
      await held.release();
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      await expect(page).toHaveURL(categoryPage);
      await expect(chip).toHaveAttribute("aria-current", "true");
      expect(await page.evaluate(() => "categoryDocument" in window)).toBe(true);
      expect(await page.evaluate(() => history.length)).toBe(entries);
    });

    test("keeps a tap on the chosen news chip, which then changes nothing", async ({ page }) => {
      // A tap on the chip already chosen is not a reason to load its page again.
      const category = listCategories(paging)[0]!;
      const categoryPage = listPagePath(paging, 1, "es", category);
      const held = await openHeld(page, categoryPage);
      const group = page.getByRole("group", { name: es["news.filterLabel"] });
      const chip = group.getByRole("link", { name: es[`news.category.${category}`] });
      await chip.click();
      await expectNotHydrated(page);
      await expect(chip).toHaveAttribute("data-tap-pending", "");

      await held.release();
      await expect(chip).not.toHaveAttribute("data-tap-pending");
      await expect(page).toHaveURL(categoryPage);
      await expect(chip).toHaveAttribute("aria-current", "true");
      await held.expectSameDocument();
    });
  });
}

test.describe("the mobile menu before the page runs", () => {
  test.use({ viewport: phone });

  for (const locale of locales) {
    const t = messages[locale];

    test(`opens at the first tap and stays open as React takes over (${locale})`, async ({
      page,
    }) => {
      const held = await openHeld(page, urlOf("about", locale));
      const button = page.getByRole("button", { name: t["nav.openMenu"] });
      await button.click();
      const menu = page.locator(".mobile-menu");
      await expect(menu).toBeVisible();
      await expect.poll(() => expanded(button)).toBe(true);
      await expectNotHydrated(page);

      await held.release();
      await expect(menu).toBeVisible();
      const close = page.getByRole("button", { name: t["nav.closeMenu"] });
      await expect.poll(() => expanded(close)).toBe(true);
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect
        .poll(() => expanded(page.getByRole("button", { name: t["nav.openMenu"] })))
        .toBe(false);
    });
  }

  test("closes on Escape before the page runs, with focus back on its button", async ({ page }) => {
    await openHeld(page, urlOf("about", "en"));
    const button = page.getByRole("button", { name: en["nav.openMenu"] });
    await button.click();
    const menu = page.getByRole("navigation", { name: en["nav.primary"] });
    await menu.getByRole("link").first().focus();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect.poll(() => expanded(button)).toBe(false);
    await expectNotHydrated(page);
  });
});

/**
 * A tap at first paint waits for the page to hydrate, and on some pages for
 * more than its modules: the news list's code, a project's dialog and the
 * list of its photos. Those start downloading before the page hydrates (app/arrival.ts),
 * beside hydration, not once hydration reaches them, one round trip after
 * another. Each test holds the page's messages back, which the app awaits
 * just before it hydrates, and checks that what the tap needs is already on
 * its way.
 */
test.describe("what a first tap waits for is fetched before hydration begins", () => {
  function holdHydration(page: Page) {
    return holdRequests(page, /\/assets\/(en|es)-[\w-]+\.js$/);
  }

  for (const locale of locales) {
    test(`the news list's code (${locale})`, async ({ page }) => {
      const release = await holdHydration(page);
      const sections = page.waitForRequest(/\/assets\/news-sections-[\w-]+\.js$/);
      await page.goto(urlOf("informationNews", locale));
      await sections;
      await expectNotHydrated(page);
      release();
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 30_000 });
    });

    test(`a project's dialog and the list of its photos (${locale})`, async ({ page }) => {
      const project = projects[0]!;
      // The list of a project's photos is a chunk named after the project's folder.
      const folder = project.key;
      const release = await holdHydration(page);
      const layers = page.waitForRequest(/\/assets\/project-layers-[\w-]+\.js$/);
      const photos = page.waitForRequest(new RegExp(`/assets/${folder}-[\\w-]+\\.js$`));
      await page.goto(itemUrl("project", project.slug.en, locale));
      await Promise.all([layers, photos]);
      await expectNotHydrated(page);
      release();
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 30_000 });
    });
  }
});
