import { rmSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect as baseExpect, test, type BrowserContext, type Page } from "@playwright/test";
import { readLaunchItems } from "~/content/launch-checklist.server";
import { launchChecklistPath, type LaunchChecklist } from "~/launch-checklist";
import { launchChecklist } from "../../scripts/launch-checklist";
import { copyContent } from "../fixtures/content-copy";
import { openEverything } from "../fixtures/launch-content";
import { standIn, token } from "./github-stand-in";

/**
 * The launch checklist on the editor's first screen: what the company
 * still has to fill in or confirm, read from the list the build writes
 * beside the editor, in the editor's language, until the list is empty.
 * The owner signs in through GitHub's stand-in, as on the live site.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

// Every fact to come of the content emptied and every stand-in ticked, so
// the panel is seen with every item the declaration has, whatever today's
// content has filled in.
let everything: LaunchChecklist;
test.beforeAll(() => {
  const dir = copyContent();
  openEverything(dir);
  everything = launchChecklist(readLaunchItems(dir));
  rmSync(path.dirname(dir), { recursive: true, force: true });
});

const words = {
  en: {
    signIn: "Sign In Using Access Token",
    token: "Personal Access Token",
    submit: "Sign In",
    title: (count: number) => `Before launch: ${count} details still needed`,
    save: "Save",
  },
  es: {
    signIn: "Iniciar sesión con un token de acceso",
    token: "Token de acceso personal",
    submit: "Iniciar sesión",
    title: (count: number) => `Antes del lanzamiento: faltan ${count} datos`,
    save: "Guardar",
  },
};

async function signIn(page: Page, locale: "en" | "es") {
  const say = words[locale];
  await page.getByRole("button", { name: say.signIn }).click();
  const dialog = page.getByRole("alertdialog", { name: say.signIn });
  await dialog.getByRole("textbox", { name: say.token }).fill(token);
  await dialog.getByRole("button", { name: say.submit, exact: true }).click();
}

/** The editor is given the list, as the build would write it for that content; returns how often it read it. */
async function serve(page: Page, list: LaunchChecklist) {
  const reads = { count: 0 };
  await page.route(`**${launchChecklistPath}`, (route) => {
    reads.count += 1;
    return route.fulfill({ json: list });
  });
  return reads;
}

const panel = (page: Page) => page.locator(".solera-launch");

/** Where the editor's window starts, and where the panel ends. */
const edges = (page: Page) =>
  page.evaluate(() => ({
    shellTop: document.querySelector("body > .sui.app-shell")!.getBoundingClientRect().top,
    panelBottom: document.querySelector(".solera-launch")!.getBoundingClientRect().bottom,
  }));

test("the build writes the content's open items beside the editor, each with its words and form", async ({
  page,
}) => {
  const response = await page.request.get(launchChecklistPath);
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual(launchChecklist());
});

for (const [locale, browserLocale] of [
  ["es", "es-CR"],
  ["en", "en-US"],
] as const)
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ])
    test.describe(`in ${browserLocale}, at ${viewport.width} px`, () => {
      test.use({ locale: browserLocale, viewport, hasTouch: viewport.width < 768 });

      test("the first screen lists every item with what it unlocks, above the editor, and opens its form", async ({
        page,
        context,
      }) => {
        const stand = await standIn(context);
        await serve(page, everything);
        await page.goto("/admin");
        await expect(page.getByRole("button", { name: words[locale].signIn })).toBeVisible();
        // Nothing before signing in: /admin is open to anyone.
        await expect(panel(page)).toBeHidden();

        await signIn(page, locale);
        const list = page.getByRole("complementary", {
          name: words[locale].title(everything.items.length),
        });
        await expect(list).toBeVisible();
        await expect(list).toHaveAttribute("lang", locale);
        if (viewport.width < 768) {
          // On a phone, one line with the count, and the collections below it on the first screen.
          const summary = list.locator("summary");
          await expect(summary).toHaveText(words[locale].title(everything.items.length));
          await expect(list.getByRole("list")).toHaveCount(0);
          const line = (await summary.boundingBox())!;
          expect(line.height).toBeLessThan(50);
          const { shellTop, panelBottom } = await edges(page);
          expect(shellTop).toBeGreaterThanOrEqual(panelBottom - 0.5);
          expect(panelBottom).toBeLessThan(60);
          const collections = page.getByRole("tree").first().getByRole("treeitem");
          await expect(collections.first()).toBeVisible();
          for (const item of await collections.all()) {
            await expect(item).toBeInViewport({ ratio: 1 });
            expect((await item.boundingBox())!.y).toBeGreaterThanOrEqual(panelBottom);
          }
          // It opens at a tap.
          await summary.tap();
        }
        for (const item of everything.items) {
          await expect(list).toContainText(item.labels.at(-1)![locale]);
          if (item.unlocks) await expect(list).toContainText(item.unlocks[locale]);
        }
        const { shellTop, panelBottom } = await edges(page);
        expect(shellTop).toBeGreaterThanOrEqual(panelBottom - 0.5);
        expect(panelBottom).toBeLessThan(viewport.height * 0.75);
        expect(
          (await new AxeBuilder({ page }).include(".solera-launch").analyze()).violations,
        ).toEqual([]);

        // Each form the items are in, opened from the list; the list makes way for it.
        const form = everything.items[0]!.form;
        await list.getByRole("link", { name: new RegExp(form.label[locale]) }).click();
        await expect(page).toHaveURL(new RegExp(`${form.route.replace(/[/#]/g, "\\$&")}$`));
        await expect(panel(page)).toBeHidden();
        await expect(page.getByRole("button", { name: words[locale].save })).toBeVisible();
        await expect.poll(async () => (await edges(page)).shellTop).toBe(0);

        // Back on the first screen, the list is back.
        await page.goBack();
        await expect(list).toBeVisible();
        expect(stand.unknown).toEqual([]);
      });
    });

/**
 * The first screen, signed in, with every item listed: the panel's summary,
 * and its lists, one per form the items are in, which all fold together. A
 * folded list is out of the accessibility tree, so it is not counted.
 */
async function firstScreen(page: Page, context: BrowserContext, locale: "en" | "es") {
  await standIn(context);
  await serve(page, everything);
  await page.goto("/admin");
  await signIn(page, locale);
  return { summary: panel(page).locator("summary"), lists: panel(page).getByRole("list") };
}

test("on a computer, the list folds at a tap or a key, and stays folded for the rest of the visit", async ({
  page,
  context,
}) => {
  const { summary, lists } = await firstScreen(page, context, "en");
  await expect(lists.first()).toBeVisible();
  const count = await lists.count();
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(lists).toHaveCount(0);
  const folded = await edges(page);
  expect(folded.shellTop).toBeGreaterThanOrEqual(folded.panelBottom - 0.5);
  expect(folded.panelBottom).toBeLessThan(60);

  await page.reload();
  await expect(summary).toBeVisible();
  await expect(lists).toHaveCount(0);
  await summary.click();
  await expect(lists).toHaveCount(count);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, locale: "es-CR" });

  test("the list opened stays open through the visit, and once folded, stays folded", async ({
    page,
    context,
  }) => {
    const { summary, lists } = await firstScreen(page, context, "es");
    await expect(summary).toBeVisible();
    await expect(lists).toHaveCount(0);
    await summary.tap();
    await expect(lists.first()).toBeVisible();
    await page.reload();
    await expect(lists.first()).toBeVisible();
    await summary.tap();
    await expect(lists).toHaveCount(0);
    await page.reload();
    await expect(summary).toBeVisible();
    await expect(lists).toHaveCount(0);
  });
});

test("shows nothing once the list is empty, and the editor keeps the whole window", async ({
  page,
  context,
}) => {
  await standIn(context);
  const reads = await serve(page, { items: [] });
  await page.goto("/admin");
  await signIn(page, "en");
  await expect(page.getByRole("tree", { name: "Collection List" })).toBeVisible();
  // Read on arrival and again on the first screen, and nothing drawn from it.
  await expect.poll(() => reads.count).toBeGreaterThanOrEqual(2);
  await expect(panel(page)).toBeHidden();
  await expect(panel(page)).toBeEmpty();
  expect((await edges(page)).shellTop).toBe(0);
});
