import { expect as baseExpect, test, type Page } from "@playwright/test";
import { loadContent } from "~/content/content.server";
import { contentDir, login, standIn, token } from "./github-stand-in";

/**
 * Signing in to the editor at /admin as the owner does on the live site: the
 * "Sign In with GitHub" button, or a token. The sign-in service (Netlify's
 * OAuth provider, config.backend.base_url) and GitHub's API are played by
 * the stand-in of github-stand-in.ts, in the browser's network layer: the
 * sign-in window greets the editor, waits for its answer and hands it a
 * token; the API serves this repository's content. Nothing leaves the
 * machine, and the editor itself, its policy and its headers are the built
 * ones.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const content = loadContent(contentDir);

async function expectCollections(page: Page) {
  const collections = page.getByRole("tree", { name: "Collection List" });
  for (const [label, count] of [
    ["Projects", content.projects.length],
    ["Articles", content.articles.length],
  ] as const) {
    await expect(
      collections.getByRole("treeitem", { name: label }).getByLabel(`(${count} entries)`),
    ).toBeVisible();
  }
}

test.describe("signing in to the editor", () => {
  test("with the GitHub button: the sign-in window reports back, and the content opens", async ({
    page,
    context,
  }) => {
    const stand = await standIn(context);
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content-Security-Policy")) violations.push(message.text());
    });
    await page.goto("/admin");
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: /^Sign In with \W?GitHub\W?$/ }).click();
    // The window opens on the provider with what it needs to send the user to GitHub.
    const signInWindowPage = await popup;
    // Once the token is handed over, the editor closes the window.
    await expect.poll(() => signInWindowPage.isClosed()).toBe(true);
    expect(stand.signInRequests).toHaveLength(1);
    expect(Object.fromEntries(stand.signInRequests[0]!.searchParams)).toMatchObject({
      provider: "github",
      scope: expect.stringMatching(/(^|,)repo(,|$)/),
    });
    await expectCollections(page);
    await expect(page.getByText(/Authentication aborted/)).toHaveCount(0);
    // Every call to GitHub carries the token the window handed over.
    expect(stand.unauthorised).toEqual([]);
    expect(violations).toEqual([]);
    expect(stand.unknown).toEqual([]);

    // A save goes to the site: no board of drafts to go through (decision 052).
    await expect(page.getByRole("radio", { name: "Editorial Workflow" })).toHaveCount(0);

    // Signed in as the GitHub account the window vouched for. (The menu's "Sign In
    // with Mobile" QR code is offered on the live site only, never on localhost.)
    await page.getByRole("button", { name: "Show Account Menu" }).click();
    await expect(
      page.getByRole("menuitem", { name: new RegExp(`^Signed In as \\W?${login}\\W?$`) }),
    ).toBeVisible();
  });

  test("with an access token, the fallback", async ({ page, context }) => {
    const stand = await standIn(context);
    await page.goto("/admin");
    await page.getByRole("button", { name: "Sign In Using Access Token" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Sign In Using Access Token" });
    await dialog.getByRole("textbox", { name: "Personal Access Token" }).fill(token);
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expectCollections(page);
    expect(stand.signInRequests).toEqual([]);
    expect(stand.unauthorised).toEqual([]);
    // The stand-in answered every request the editor made.
    expect(stand.unknown).toEqual([]);
  });
});
