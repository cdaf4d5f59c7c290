import { expect as baseExpect, test, type Page } from "@playwright/test";
import { parseBuildRecord, type BuildRecord } from "~/build-record";
import { configFor } from "../../cms/config";
import { newsLine, siteNews, type LabelledCollection } from "../../cms/site-news";
import { standIn, token } from "./github-stand-in";

/**
 * The editor's word on what is live: the build writes when it ran, from
 * which commit and what that commit changed (/build.json), and the editor
 * shows it in a line of its own at the foot of the window, in the editor's
 * language, below the editor's controls rather than over them, on one line
 * even on a phone. (What it says after a save: editor-publish.spec.ts.)
 */

/** The line the editor shows for the live build's record, when nothing is on its way. */
const expectedLine = (record: BuildRecord, locale: "en" | "es") =>
  newsLine(
    siteNews({ record, now: new Date() }),
    locale,
    configFor(locale).collections as unknown as LabelledCollection[],
    new Date(),
  ).text;

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

async function buildRecord(page: Page): Promise<BuildRecord> {
  const response = await page.request.get("/build.json");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-cache");
  const record = parseBuildRecord(await response.json());
  expect(record).toBeDefined();
  return record!;
}

async function signIn(page: Page) {
  await page.getByRole("button", { name: "Sign In Using Access Token" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Sign In Using Access Token" });
  await dialog.getByRole("textbox", { name: "Personal Access Token" }).fill(token);
  await dialog.getByRole("button", { name: "Sign In" }).click();
}

/** The line sits below the editor's window, which ends where it begins. */
async function expectBelowTheEditor(page: Page) {
  const boxes = await page.evaluate(() => {
    const shell = document.querySelector("body > .sui.app-shell")!.getBoundingClientRect();
    const line = document.querySelector(".solera-site-status")!.getBoundingClientRect();
    return { shellBottom: shell.bottom, lineTop: line.top, lineBottom: line.bottom };
  });
  expect(boxes.shellBottom).toBeLessThanOrEqual(boxes.lineTop + 0.5);
  expect(boxes.lineBottom).toBeLessThanOrEqual(page.viewportSize()!.height + 0.5);
}

test("the build's record is served fresh, with the time and the commit it was built from", async ({
  page,
}) => {
  const record = await buildRecord(page);
  expect(Date.now() - Date.parse(record.builtAt)).toBeGreaterThanOrEqual(0);
  expect(record.commit?.sha).toMatch(/^[0-9a-f]{40}$/);
  // What the commit changed, by entry and page: nothing, for a change to the site's code.
  expect(Array.isArray(record.commit?.changes)).toBe(true);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the editor says when the site was last published, below its controls, at ${viewport.width} px`, async ({
    page,
    context,
  }) => {
    const stand = await standIn(context);
    await page.setViewportSize(viewport);
    const record = await buildRecord(page);
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content-Security-Policy")) violations.push(message.text());
    });
    await page.goto("/admin");
    const line = page.getByRole("status").filter({ hasText: "Last published:" });
    await expect(line).toHaveText(expectedLine(record, "en"));
    // One line, whatever the width: what does not fit ends in an ellipsis.
    const { height, lineHeight } = await line.evaluate((element) => ({
      height: element.querySelector("span")!.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(element).lineHeight),
    }));
    expect(height).toBeLessThan(lineHeight * 1.5);
    await expectBelowTheEditor(page);
    await signIn(page);
    await expect(page.getByRole("tree", { name: "Collection List" })).toBeVisible();
    await expect(line).toBeVisible();
    await expectBelowTheEditor(page);
    expect(violations).toEqual([]);
    expect(stand.unknown).toEqual([]);
  });
}

test.describe("in the editor's Spanish", () => {
  test.use({ locale: "es-CR" });

  test("the line is in Spanish", async ({ page, context }) => {
    await standIn(context);
    const record = await buildRecord(page);
    await page.goto("/admin");
    await expect(page.locator("html")).toHaveAttribute("lang", /^es/);
    await expect(page.getByRole("status").filter({ hasText: "Última publicación:" })).toHaveText(
      expectedLine(record, "es"),
    );
  });
});
