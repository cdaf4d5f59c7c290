import { expect, test, type Locator, type Page } from "@playwright/test";
import { content } from "~/content/content.server";
import { locales, type Locale } from "~/i18n/locales";
import { beforeAfterWords, splitText } from "~/lib/before-after";
import { attr, byTag, findAll, pageHtml, parsePage, textOf } from "./built";
import { holdRequests, hydrated, itemUrl, live, pageModules, phone, shownAlt } from "./site";

/**
 * A project's before and after: two images of one frame with a divider
 * between them that the pointer, a tap or the keyboard moves, read by
 * assistive technology as a slider.
 */

const { projects } = content();
const compared = projects.filter((project) => project.beforeAfter);

/** A picture of the comparison, described as its page describes it. */
const shown = (picture: { image: string; alt: Record<Locale, string> }, locale: Locale) =>
  shownAlt(picture.image, picture.alt[locale], locale);

const slider = (page: Page) => page.locator("[data-before-after]").getByRole("slider");

/** Where the divider is drawn and how much of the before image shows, as fractions of the frame's width. */
async function drawn(page: Page) {
  return page.locator("[data-before-after]").evaluate((figure) => {
    const frame = figure.querySelector("[data-before-after-range]")!.parentElement!;
    const box = frame.getBoundingClientRect();
    const divider = figure.querySelector("[data-divider]")!.getBoundingClientRect();
    const before = figure.querySelectorAll("picture img")[1]!;
    // The before image's layer is cut by its clip-path: measure what is left.
    const clip = /inset\(0px (?:calc\()?([\d.]+)(px|%)/.exec(
      getComputedStyle(before.closest("div")!).clipPath,
    );
    if (!clip) throw new Error("the before image is not cut");
    const right = clip[2] === "%" ? (Number(clip[1]) / 100) * box.width : Number(clip[1]);
    return {
      divider: (divider.left + divider.width / 2 - box.left) / box.width,
      before: (box.width - right) / box.width,
      height: box.height,
    };
  });
}

async function openComparison(page: Page, slug: string, locale: (typeof locales)[number]) {
  await page.goto(itemUrl("project", slug, locale));
  await hydrated(page);
  await page.locator("[data-before-after]").scrollIntoViewIfNeeded();
}

for (const locale of locales) {
  const words = beforeAfterWords(locale);

  test.describe(`before and after (${locale})`, () => {
    test("both images with their descriptions, the divider in the middle", async ({ page }) => {
      // Every project's comparison is checked from its file below; this one in the browser.
      const project = compared[0]!;
      await openComparison(page, project.slug.en, locale);
      const figure = page.locator("[data-before-after]");
      await expect(figure.getByRole("heading", { name: words.title })).toBeVisible();
      await expect(
        figure.getByRole("img", { name: shown(project.beforeAfter!.before, locale) }),
      ).toBeAttached();
      await expect(
        figure.getByRole("img", { name: shown(project.beforeAfter!.after, locale) }),
      ).toBeAttached();
      await expect(slider(page)).toHaveAccessibleName(words.label);
      await expect(slider(page)).toHaveAttribute("aria-valuetext", splitText(50, words.value));
      const at = await drawn(page);
      expect(at.divider).toBeCloseTo(0.5, 1);
      expect(at.before).toBeCloseTo(0.5, 1);
    });

    test("the keyboard moves the divider, and the slider says where it is", async ({ page }) => {
      const project = compared[0]!;
      await openComparison(page, project.slug.en, locale);
      await slider(page).focus();
      for (let i = 0; i < 10; i++) await page.keyboard.press("ArrowRight");
      await expect(slider(page)).toHaveValue("60");
      await expect(slider(page)).toHaveAttribute("aria-valuetext", splitText(60, words.value));
      let at = await drawn(page);
      expect(at.divider).toBeCloseTo(0.6, 1);
      expect(at.before).toBeCloseTo(0.6, 1);

      // Page Up takes a larger step than an arrow.
      await page.keyboard.press("PageUp");
      expect(Number(await slider(page).inputValue())).toBeGreaterThan(61);

      await page.keyboard.press("Home");
      await expect(slider(page)).toHaveValue("0");
      at = await drawn(page);
      expect(at.before).toBeCloseTo(0, 2);
      await page.keyboard.press("End");
      await expect(slider(page)).toHaveValue("100");
      at = await drawn(page);
      expect(at.before).toBeCloseTo(1, 2);
    });
  });
}

test.describe("the pointer", () => {
  const project = compared[0]!;

  async function frameBox(page: Page, range: Locator) {
    const box = await range.boundingBox();
    if (!box) throw new Error("the comparison has no box");
    return box;
  }

  test("a click puts the divider where it lands, and a drag carries it", async ({ page }) => {
    await openComparison(page, project.slug.en, "en");
    const box = await frameBox(page, slider(page));
    const y = box.y + box.height / 2;
    await page.mouse.click(box.x + box.width * 0.25, y);
    expect(Number(await slider(page).inputValue())).toBeCloseTo(25, -1);
    expect((await drawn(page)).before).toBeCloseTo(0.25, 1);

    await page.mouse.move(box.x + box.width * 0.3, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.55, y, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.8, y, { steps: 5 });
    await page.mouse.up();
    expect(Number(await slider(page).inputValue())).toBeCloseTo(80, -1);
    expect((await drawn(page)).divider).toBeCloseTo(0.8, 1);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: phone, hasTouch: true, isMobile: true });

    test("a tap moves the divider, and the frame keeps its size", async ({ page }) => {
      await openComparison(page, project.slug.en, "es");
      const box = await frameBox(page, slider(page));
      const { height } = await drawn(page);
      await page.touchscreen.tap(box.x + box.width * 0.7, box.y + box.height / 2);
      await expect.poll(async () => Number(await slider(page).inputValue())).toBeGreaterThan(60);
      const at = await drawn(page);
      expect(at.before).toBeGreaterThan(0.6);
      expect(at.height).toBe(height);
    });
  });
});

test("moving the divider shifts nothing on the page, with motion reduced", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openComparison(page, compared[0]!.slug.en, "en");
  await page.evaluate(() => {
    Object.assign(window, { shifts: 0 });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        (window as unknown as { shifts: number }).shifts += (
          entry as unknown as { value: number }
        ).value;
    }).observe({ type: "layout-shift" });
  });
  const dialogHeight = () =>
    page.locator("[data-project-dialog]").evaluate((element) => element.scrollHeight);
  const before = await dialogHeight();
  // Keys pressed before the slider runs move only the input (another test
  // covers that); this one times the pictures against a running slider.
  await live(slider(page));
  await slider(page).focus();
  await page.keyboard.press("PageUp");
  await page.keyboard.press("Home");
  // No transition: the divider is where the value says as soon as the key is handled.
  expect((await drawn(page)).divider).toBeCloseTo(0, 2);
  expect(await dialogHeight()).toBe(before);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
});

test("a divider moved before the page runs is where the pictures are cut once it does", async ({
  page,
}) => {
  const release = await holdRequests(page, pageModules);
  await page.goto(itemUrl("project", compared[0]!.slug.en, "en"));
  await slider(page).focus();
  await page.keyboard.press("End");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  release();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 30_000 });
  await expect.poll(async () => (await drawn(page)).before).toBeCloseTo(1, 2);
  await expect(slider(page)).toHaveAttribute(
    "aria-valuetext",
    splitText(100, beforeAfterWords("en").value),
  );
});

test("every project shows its before and after, described, and one without shows none, from its file", () => {
  const problems = locales.flatMap((locale) => {
    const words = beforeAfterWords(locale);
    return projects.flatMap((project) => {
      const url = itemUrl("project", project.slug.en, locale);
      const [figure] = findAll(
        parsePage(pageHtml(url)),
        (el) => attr(el, "data-before-after") !== undefined,
      );
      if (!project.beforeAfter) return figure ? [`${url}: a before and after it has not`] : [];
      if (!figure) return [`${url}: no before and after`];
      const found: string[] = [];
      const alts = findAll(figure, byTag("img")).map((img) => attr(img, "alt"));
      for (const side of ["before", "after"] as const)
        if (!alts.includes(shown(project.beforeAfter[side], locale)))
          found.push(`the ${side} image`);
      if (textOf(findAll(figure, byTag("h3"))[0] ?? figure) !== words.title) found.push("heading");
      const [range] = findAll(figure, byTag("input"));
      if (attr(range ?? figure, "aria-label") !== words.label) found.push("the slider's name");
      if (attr(range ?? figure, "aria-valuetext") !== splitText(50, words.value))
        found.push("the slider in the middle");
      return found.map((problem) => `${url}: ${problem}`);
    });
  });
  expect(problems).toEqual([]);
});
