import { expect, test, type Page } from "@playwright/test";
import { hydrated, browserUrls } from "./site";

/** Sums layout shifts, and separately those whose moving nodes include an image. */
async function observeShifts(page: Page) {
  await page.addInitScript(() => {
    const totals = { all: 0, images: 0 };
    (window as unknown as { shifts: typeof totals }).shifts = totals;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[]) {
        const shift = entry as PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        };
        if (shift.hadRecentInput) continue;
        totals.all += shift.value;
        const fromImage = (shift.sources ?? []).some((source) => {
          const node = source.node;
          return (
            node instanceof Element &&
            (node.matches("img, picture") || node.querySelector("img, picture") !== null)
          );
        });
        if (fromImage) totals.images += shift.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

test.describe("images", () => {
  for (const { url } of browserUrls) {
    test(`${url}: images cause no layout shift and only the first view loads eagerly`, async ({
      page,
    }) => {
      await observeShifts(page);
      await page.goto(url);
      await hydrated(page);
      const viewport = page.viewportSize()!;

      // Every eager image is in the first view.
      const eager = await page.$$eval('picture img[loading="eager"]', (imgs) =>
        imgs.map((img) => img.getBoundingClientRect().top),
      );
      for (const top of eager) expect(top).toBeLessThan(viewport.height);

      // Images below the first view are lazy.
      const belowFold = await page.$$eval("picture img", (imgs) =>
        imgs
          .filter((img) => img.getBoundingClientRect().top > window.innerHeight)
          .map((img) => img.getAttribute("loading")),
      );
      expect(belowFold.every((loading) => loading === "lazy")).toBe(true);

      // Scroll through so every lazy image loads, then let the page settle.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      await page.waitForLoadState("networkidle");
      const shifts = await page.evaluate(
        () => (window as unknown as { shifts: { all: number; images: number } }).shifts,
      );
      expect(shifts.images).toBe(0);
    });
  }
});

test.describe("hero image on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

  for (const { url } of browserUrls.filter((p) => p.id !== "privacy")) {
    test(`${url}: the hero is an optimised picture of at most 120 KB`, async ({ page }) => {
      await page.goto(url);
      // The page's one priority image: the hero, or the image of the dialog or
      // reader a deep link opens over it.
      const priority = page.locator('main picture img[fetchpriority="high"]');
      await expect(priority).toHaveCount(1);
      const hero = priority.first();
      await expect(hero).toHaveAttribute("alt", /\S{3,}/);
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
      const src = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(src).toMatch(/\.avif$/);
      const bytes = (await (await page.request.get(src)).body()).length;
      expect(bytes, `${src} weighs ${bytes} bytes`).toBeLessThanOrEqual(120 * 1024);
      // The file is cut for what the phone draws: no more than a fifth wider
      // than the image's width on screen in device pixels (decision 035).
      const drawn = await hero.evaluate((img: HTMLImageElement) => img.clientWidth * 2);
      const fileWidth = Number(/-(\d+)\.avif$/.exec(src)?.[1]);
      expect(fileWidth, `${src} for ${drawn} device px`).toBeGreaterThanOrEqual(drawn);
      expect(fileWidth, `${src} for ${drawn} device px`).toBeLessThanOrEqual(drawn * 1.2);
    });
  }
});
