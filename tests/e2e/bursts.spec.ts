import { expect, test, type Page } from "@playwright/test";
import { content } from "~/content/content.server";
import { wrapIndex } from "~/lib/wrap-index";
import { hydrated, itemUrl, phone, shownAlt, swipe } from "./site";

/**
 * Every key press, button tap and swipe in the photo viewer counts, however
 * fast they come: presses that arrive while the viewer is still showing the
 * last one are applied in order, wrapping at both ends. The before and after
 * slider's divider follows every press too.
 */

const { projects } = content();
// The project with the most photos, whichever the content holds.
const project = [...projects].sort((a, b) => b.gallery.length - a.gallery.length)[0]!;
const total = project.gallery.length;

const viewer = (page: Page) => page.locator("dialog:modal").last();
const counter = (page: Page) => viewer(page).locator("[data-counter]");

/**
 * Opens the viewer on photo `n` (1-based): from the project's deep link the
 * first time, then by closing the viewer and tapping another thumbnail of the
 * gallery behind it.
 */
async function openAt(page: Page, n: number) {
  const gallery = page.getByRole("dialog", { name: "Project Gallery" });
  if (await viewer(page).locator("[data-stage]").count()) {
    await page.keyboard.press("Escape");
    await expect(page.locator("[data-stage]")).toHaveCount(0);
  } else {
    await page.goto(`${itemUrl("project", project.slug.en, "en")}`);
    await hydrated(page);
    await page.getByRole("button", { name: "View Photo Gallery" }).click();
  }
  await gallery
    .locator("[data-gallery] button")
    .nth(n - 1)
    .click();
  await expect(counter(page)).toHaveText(`${n} / ${total}`);
}

/** Where a burst of steps from photo `from` must land, 1-based. */
const landing = (from: number, steps: number) => wrapIndex(from - 1 + steps, total) + 1;

/** The photo the viewer draws: the alt text of its picture, which names it. */
async function expectShowing(page: Page, n: number) {
  await expect(counter(page)).toHaveText(`${n} / ${total}`);
  await expect(page).toHaveURL(new RegExp(`#photo-${n}$`));
  await expect(viewer(page).locator("[data-stage] picture img")).toHaveAttribute(
    "alt",
    shownAlt(project.gallery[n - 1]!.image, project.gallery[n - 1]!.alt.en, "en"),
  );
}

test("the project shown has enough photos for every burst", () => {
  expect(total).toBeGreaterThanOrEqual(4);
});

const bursts: { from: number; keys: ("ArrowLeft" | "ArrowRight")[] }[] = [
  { from: 2, keys: ["ArrowLeft", "ArrowLeft"] },
  { from: total - 1, keys: ["ArrowRight", "ArrowRight", "ArrowRight"] },
  { from: 1, keys: ["ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight"] },
  { from: 3, keys: ["ArrowRight", "ArrowLeft", "ArrowLeft", "ArrowLeft"] },
  { from: total, keys: ["ArrowRight", "ArrowRight", "ArrowLeft", "ArrowRight", "ArrowRight"] },
];
const step = (key: "ArrowLeft" | "ArrowRight") => (key === "ArrowRight" ? 1 : -1);

for (const [name, viewport] of [
  ["390 px", phone],
  ["1280 px", { width: 1280, height: 800 }],
] as const) {
  for (const motion of ["no-preference", "reduce"] as const) {
    test.describe(`at ${name}, ${motion === "reduce" ? "reduced motion" : "with motion"}`, () => {
      test.use({ viewport, reducedMotion: motion });
      // Each test walks several bursts through one page: more steps than most.
      test.slow();

      test("a quick burst of arrow keys lands on the right photo every time, wrapping included", async ({
        page,
      }) => {
        for (const { from, keys } of bursts) {
          await openAt(page, from);
          for (const key of keys) await page.keyboard.press(key);
          const steps = keys.reduce((sum, key) => sum + step(key), 0);
          await expectShowing(page, landing(from, steps));
          // Then one more, after the burst has settled.
          await page.keyboard.press("ArrowRight");
          await expectShowing(page, landing(from, steps + 1));
        }
      });

      test("quick taps on the buttons and quick swipes count, each of them", async ({ page }) => {
        await openAt(page, 2);
        // Tapped where they are drawn, one after the other, as fast as a finger can.
        const centre = async (name: string) => {
          const box = (await viewer(page).getByRole("button", { name }).boundingBox())!;
          return [box.x + box.width / 2, box.y + box.height / 2] as const;
        };
        const previous = await centre("Previous picture");
        const next = await centre("Next picture");
        for (let i = 0; i < 3; i++) await page.mouse.click(...previous);
        await expectShowing(page, landing(2, -3));
        await page.mouse.click(...next);
        await page.mouse.click(...next);
        await expectShowing(page, landing(2, -1));

        const stage = viewer(page).locator("[data-stage]");
        await swipe(stage, 300, 60);
        await swipe(stage, 300, 60);
        await swipe(stage, 300, 60);
        await expectShowing(page, landing(2, 2));
        await swipe(stage, 60, 300);
        await page.keyboard.press("ArrowLeft");
        await expectShowing(page, landing(2, 0));
      });
    });
  }
}

test.describe("after the burst", () => {
  test("Escape still closes the viewer after a burst, back at the project's address", async ({
    page,
  }) => {
    await openAt(page, total - 1);
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    await expectShowing(page, landing(total - 1, 3));
    await page.keyboard.press("Escape");
    await expect(page.locator("[data-stage]")).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${itemUrl("project", project.slug.en, "en")}$`));
  });
});

test.describe("the before and after slider", () => {
  const compared = projects.find((p) => p.beforeAfter)!;

  for (const viewport of [phone, { width: 1280, height: 800 }]) {
    test(`a burst of keys at ${viewport.width} px moves the divider by every press`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(itemUrl("project", compared.slug.en, "en"));
      await hydrated(page);
      const figure = page.locator("[data-before-after]");
      await figure.scrollIntoViewIfNeeded();
      const slider = figure.getByRole("slider");
      await slider.focus();
      const keys = [...Array<string>(7).fill("ArrowRight"), "ArrowLeft", "ArrowLeft", "ArrowUp"];
      for (const key of keys) await page.keyboard.press(key);
      await expect(slider).toHaveValue("56");
      // The divider is drawn where the slider says.
      await expect
        .poll(() =>
          figure.evaluate((element) => {
            const frame = element
              .querySelector("[data-before-after-range]")!
              .getBoundingClientRect();
            const divider = element.querySelector("[data-divider]")!.getBoundingClientRect();
            return Math.round(
              ((divider.left + divider.width / 2 - frame.left) / frame.width) * 100,
            );
          }),
        )
        .toBe(56);
    });
  }
});
