import { expect, test } from "@playwright/test";
import { holdRequests, hydrated, pageModules } from "./site";

test.describe("not-found page", () => {
  test("answers an unknown path with 404 and the English page", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(
      page.getByRole("main").getByRole("link", { name: "Return to Home" }),
    ).toHaveAttribute("href", "/");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect.poll(() => errors.join("\n")).toContain("/no/such/page");
    // Said as the page is parsed, and not again as it wakes.
    await hydrated(page);
    expect(errors.filter((line) => line.startsWith("404 Error:"))).toEqual([
      "404 Error: User attempted to access non-existent route: /no/such/page",
    ]);
  });

  test("names the address in the console before the page's modules have run", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await holdRequests(page, pageModules);
    await page.goto("/es/proyectos/no-existe");
    await expect
      .poll(() => errors)
      .toContain("404 Error: User attempted to access non-existent route: /es/proyectos/no-existe");
  });

  test("answers an unknown Spanish path with the Spanish page", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const response = await page.goto("/es/no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Uy! Página no encontrada");
    await expect(
      page.getByRole("main").getByRole("link", { name: "Volver al inicio" }),
    ).toHaveAttribute("href", "/es");
    await expect(page).toHaveTitle(/Página no encontrada/);
    await expect.poll(() => errors.join("\n")).toContain("/es/no-existe");
  });

  // From a hydrated page, in the app: the router finds nothing to show.
  for (const [from, to, what] of [
    ["/", "/missing", "an unknown path"],
    ["/information-news", "/information-news/no-such-article", "an article that does not exist"],
    ["/projects", "/projects/no-such-project", "a project that does not exist"],
  ]) {
    test(`a client-side visit to ${what} shows the page too`, async ({ page }) => {
      await page.goto(from!);
      await hydrated(page);
      await page.evaluate(
        (path) =>
          (
            window as unknown as {
              __reactRouterDataRouter: { navigate: (to: string) => unknown };
            }
          ).__reactRouterDataRouter.navigate(path),
        to!,
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
      await expect(page).toHaveTitle(/Page not found/);
    });
  }
});

for (const [what, url] of [
  ["an unknown project", "/projects/no-such-project"],
  ["an unknown Spanish article", "/es/informacion-y-noticias/no-existe"],
] as const) {
  test(`${what}'s address shows the not-found page once, and keeps its address, after the page runs`, async ({
    page,
  }) => {
    const response = await page.goto(`${url}?ref=mail`);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    // The page is live: its script has run, and nothing was drawn twice.
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page).toHaveURL(`${url}?ref=mail`);
    await page.getByRole("main").getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(
      /404|not found|no encontrada/i,
    );
  });
}

test("the language link of a missing page leads to the other language's home", async ({ page }) => {
  await page.goto("/es/no-existe");
  await expect(page.getByRole("banner").getByRole("link", { name: /^ES\b/ })).toHaveAttribute(
    "href",
    "/",
  );
  await page.goto("/missing");
  await expect(page.getByRole("banner").getByRole("link", { name: /^EN\b/ })).toHaveAttribute(
    "href",
    "/es",
  );
});
