import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { en } from "~/i18n/messages/en";
import { navPages } from "~/pages";
import { openStates } from "./open-states";
import { hydrated, browserUrls, privacySectionTitles } from "./site";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

/**
 * Lets entrance animations finish: axe measures contrast on what is painted.
 * Scroll-driven animations (the header) follow the scroll, never "finish".
 */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || !(animation.timeline instanceof DocumentTimeline),
      ),
  );
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const { url } of browserUrls) {
      test(`${url} has no violations`, async ({ page }) => {
        await page.goto(url);
        await hydrated(page);
        await settled(page);
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}

test.describe("axe in open states", () => {
  for (const state of openStates) {
    test(`${state.name} has no violations`, async ({ page }) => {
      await page.goto(state.url);
      await hydrated(page);
      await state.open(page);
      await settled(page);
      expect(await violations(page)).toEqual([]);
    });
  }
});

test.describe("keyboard", () => {
  test("Tab walks the page in order with visible focus the header never covers", async ({
    page,
  }) => {
    test.slow(); // eighty key presses, each looked at
    await page.goto("/privacy");
    await hydrated(page);
    const seen: string[] = [];
    const presses = [...Array<string>(40).fill("Tab"), ...Array<string>(40).fill("Shift+Tab")];
    for (const key of presses) {
      await page.keyboard.press(key);
      const focus = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const rect = el.getBoundingClientRect();
        const hit = document.elementFromPoint(
          rect.left + Math.min(rect.width / 2, 8),
          rect.top + Math.min(rect.height / 2, 8),
        );
        return {
          name: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40),
          inHeader: el.closest("header") !== null,
          outline: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0,
          coveredByHeader: hit !== null && !el.contains(hit) && hit.closest("header") !== null,
        };
      });
      if (!focus) continue;
      if (key === "Tab") seen.push(focus.name);
      expect(focus.outline, `focus ring on “${focus.name}”`).toBe(true);
      if (!focus.inHeader) {
        expect(focus.coveredByHeader, `“${focus.name}” hidden under the header`).toBe(false);
      }
    }
    // Skip link, then the header in reading order (the logo's words, every
    // page of the navigation, the language), then the page.
    const header = [
      en["nav.skipToContent"],
      "Solera Design Build",
      ...navPages.map((item) => en[item.label]),
      `EN: ${en["language.switchTo"]}`,
    ];
    expect(seen.slice(0, header.length)).toEqual(header);
    expect(seen).toContain(privacySectionTitles("en")[0]!.slice(0, 40));
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: en["nav.skipToContent"] })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });
});
