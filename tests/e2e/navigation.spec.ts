import { expect, test, type Page } from "@playwright/test";
import {
  expanded,
  holdRequests,
  hydrated,
  pageModules,
  phone,
  recordScrollPositions,
  scrollTo,
} from "./site";

test.describe("navigation bar", () => {
  test("links to every page and marks the current one", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const links = nav.getByRole("link");
    await expect(links).toHaveText(["Home", "About", "Projects", "Information & News", "Contact"]);
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator("[aria-current]")).toHaveCount(1);

    await hydrated(page);
    await nav.getByRole("link", { name: "Projects" }).click();
    await expect(page).toHaveURL("/projects");
    await expect(nav.getByRole("link", { name: "Projects" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "About" })).not.toHaveAttribute("aria-current");
  });

  test("keeps “Information & News” in English on Spanish pages", async ({ page }) => {
    await page.goto("/es");
    const nav = page.getByRole("navigation", { name: "Principal" });
    await expect(nav.getByRole("link")).toHaveText([
      "Inicio",
      "Nosotros",
      "Proyectos",
      "Information & News",
      "Contacto",
    ]);
    await expect(nav.getByRole("link", { name: "Inicio" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Contacto" })).toHaveAttribute(
      "href",
      "/es/contacto",
    );
  });

  test("is transparent with white text up to 20 px of scroll and solid beyond", async ({
    page,
  }) => {
    await page.goto("/privacy");
    await hydrated(page);
    const header = page.locator("header").first();
    // Computed colours come in several notations; paint them to read sRGB bytes.
    const look = () =>
      header.evaluate((el) => {
        const style = getComputedStyle(el);
        const rgba = (css: string) => {
          const context = document.createElement("canvas").getContext("2d")!;
          context.fillStyle = css;
          context.fillRect(0, 0, 1, 1);
          return [...context.getImageData(0, 0, 1, 1).data];
        };
        return {
          backgroundAlpha: rgba(style.backgroundColor)[3],
          color: rgba(style.color),
          blur: /blur\((?!0px)/.test(style.backdropFilter),
        };
      });
    const transparent = { backgroundAlpha: 0, color: [255, 255, 255, 255], blur: false };

    await expect(header).toHaveAttribute("data-state", "transparent");
    expect(await look()).toEqual(transparent);

    await scrollTo(page, 20);
    await expect(header).toHaveAttribute("data-state", "transparent");
    expect(await look()).toEqual(transparent);

    await scrollTo(page, 21);
    await expect(header).toHaveAttribute("data-state", "solid");
    await expect.poll(async () => (await look()).backgroundAlpha).toBeGreaterThan(200);
    const solid = await look();
    expect(solid.color.slice(0, 3).every((channel) => channel < 60)).toBe(true);
    expect(solid.blur).toBe(true);

    await scrollTo(page, 20);
    await expect(header).toHaveAttribute("data-state", "transparent");
    await expect.poll(look).toEqual(transparent);
  });

  test("turns solid past 20 px before the page's modules have run", async ({ page }) => {
    // Held, not refused: the page never wakes while the bar is read.
    await holdRequests(page, pageModules);
    await page.goto("/about");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-state", "transparent");
    await scrollTo(page, 21);
    await expect(header).toHaveAttribute("data-state", "solid");
    await scrollTo(page, 0);
    await expect(header).toHaveAttribute("data-state", "transparent");
    expect(await page.evaluate(() => "hydrated" in document.documentElement.dataset)).toBe(false);
  });

  test("stays fixed at the top while the page scrolls", async ({ page }) => {
    await page.goto("/privacy");
    await scrollTo(page, 1500);
    const box = await page.locator("header").first().boundingBox();
    expect(box?.y).toBe(0);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: phone });

  async function openMenu(page: Page) {
    await page.goto("/about");
    await hydrated(page);
    const button = page.getByRole("button", { name: /menu/i });
    await expect.poll(() => expanded(button)).toBe(false);
    await button.click();
    await expect.poll(() => expanded(button)).toBe(true);
    const menu = page.locator(`#${await button.getAttribute("aria-controls")}`);
    await expect(menu).toBeVisible();
    return { button, menu };
  }

  test("hides the links behind a labelled menu button", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    const button = page.getByRole("button", { name: "Open menu" });
    await expect(button).toBeVisible();
    await expect.poll(() => expanded(button)).toBe(false);
  });

  test("staggers its items by 0.1 s", async ({ page }) => {
    const { menu } = await openMenu(page);
    const delays = await menu
      .locator("li")
      .evaluateAll((items) => items.map((item) => getComputedStyle(item).animationDelay));
    expect(delays).toEqual(["0s", "0.1s", "0.2s", "0.3s", "0.4s"]);
  });

  test("closes when a link is chosen", async ({ page }) => {
    const { button, menu } = await openMenu(page);
    await menu.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(menu).toBeHidden();
    await expect.poll(() => expanded(button)).toBe(false);
  });

  test("closes on Escape and returns focus to the button", async ({ page }) => {
    const { button, menu } = await openMenu(page);
    await menu.getByRole("link").first().focus();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAccessibleName("Open menu");
  });

  test("closes on a click outside", async ({ page }) => {
    const { button, menu } = await openMenu(page);
    await page.mouse.click(200, 780);
    await expect(menu).toBeHidden();
    await expect.poll(() => expanded(button)).toBe(false);
  });
});

test.describe("scrolling", () => {
  test("a new page scrolls smoothly to the top and Back restores the position at once", async ({
    page,
  }) => {
    await page.goto("/privacy");
    await hydrated(page);
    await scrollTo(page, 1200);

    // Smooth scrolling passes through intermediate positions on its way up.
    const scrolledThrough = await recordScrollPositions(page);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About" })
      .click();
    await expect(page).toHaveURL("/about");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const seen = await scrolledThrough();
    expect(seen.some((y) => y > 0 && y < 1200)).toBe(true);

    // Back returns to the position at once, as the browser itself would.
    const restoredThrough = await recordScrollPositions(page);
    await page.goBack();
    await expect(page).toHaveURL("/privacy");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1100);
    expect((await restoredThrough()).filter((y) => y > 0 && y < 1100)).toEqual([]);

    await page.goForward();
    await expect(page).toHaveURL("/about");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("under reduced motion the jump to the top is instant", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/privacy");
    await hydrated(page);
    await scrollTo(page, 1200);
    const scrolledThrough = await recordScrollPositions(page, { afterClick: true });
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About" })
      .click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const seen = await scrolledThrough();
    expect(seen.filter((y) => y > 0)).toEqual([]);
  });

  for (const { list, group, chosen } of [
    // The projects filter in place, in the query string.
    { list: "/projects", group: "Filter projects by category", chosen: /\?category=/ },
    // The news have a page per category.
    {
      list: "/es/informacion-y-noticias",
      group: "Filtrar por categoría",
      chosen: /\/informacion-y-noticias\/categoria\/[a-z-]+$/,
    },
  ]) {
    test(`choosing a category does not scroll (${list})`, async ({ page }) => {
      await page.goto(list);
      await hydrated(page);
      // The second chip: the first is "all", the one already chosen.
      const filter = page.getByRole("group", { name: group }).getByRole("link").nth(1);
      await scrollTo(page, 300);
      const before = await page.evaluate(() => window.scrollY);
      expect(before).toBeGreaterThan(0);
      await filter.click();
      await expect(page).toHaveURL(chosen);
      await expect(filter).toHaveAttribute("aria-current", "true");
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: phone });

  test("phones still get the navigation links from the menu button", async ({ page }) => {
    await page.goto("/es/contacto");
    const nav = page.getByRole("navigation", { name: "Principal" });
    await expect(nav).toBeHidden();
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await expect(nav.getByRole("link", { name: "Proyectos" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Information & News" })).toBeVisible();
  });
});
