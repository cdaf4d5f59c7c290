import { expect, test } from "@playwright/test";
import { content } from "~/content/content.server";
import { pagePath } from "~/pages";
import { hydrated, itemUrl } from "./site";

test.describe("language", () => {
  test("the button shows the current code and switches to the twin page", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const toggle = page.getByRole("banner").getByRole("link", { name: /^EN\b/ });
    await expect(toggle).toHaveText("EN");
    await expect(toggle).toHaveAttribute("href", "/es/nosotros");
    await toggle.click();

    await expect(page).toHaveURL("/es/nosotros");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Lo que usted imagina, construido con precisión",
    );
    const back = page.getByRole("banner").getByRole("link", { name: /^ES\b/ });
    await expect(back).toHaveText("ES");
    await expect(back).toHaveAttribute("href", "/about");
  });

  test("keeps the URL's query string", async ({ page }) => {
    await page.goto("/projects?category=commercial");
    await hydrated(page);
    await expect(page.getByRole("banner").getByRole("link", { name: /^EN\b/ })).toHaveAttribute(
      "href",
      "/es/proyectos?category=commercial",
    );
  });

  // Items whose Spanish address differs from the English one, where the content has one.
  const differs = (slug: { en: string; es: string }) => slug.en !== slug.es;
  const { projects, articles } = content();
  for (const [kind, slug] of [
    ["project", (projects.find((p) => differs(p.slug)) ?? projects[0]!).slug.en],
    ["article", (articles.find((a) => differs(a.slug)) ?? articles[0]!).slug.en],
  ] as const) {
    test(`a ${kind}'s deep link names the same ${kind} as its twin, query kept, both ways`, async ({
      page,
    }) => {
      // The open dialog makes the header inert, so the switch is read, then followed.
      const switchTo = (locale: string) => page.locator(`header a[hreflang="${locale}"]`);
      const [english, spanish] = [itemUrl(kind, slug, "en"), itemUrl(kind, slug, "es")];
      await page.goto(`${spanish}?category=residential`);
      await hydrated(page);
      await expect(switchTo("en")).toHaveAttribute("href", `${english}?category=residential`);
      await page.goto((await switchTo("en").getAttribute("href")) ?? "");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await hydrated(page);
      await expect(switchTo("es")).toHaveAttribute("href", `${spanish}?category=residential`);
    });
  }

  test("every Spanish page's switch leads to its English twin", async ({ page }) => {
    for (const id of ["home", "projects", "informationNews", "contact", "privacy"] as const) {
      await page.goto(pagePath(id, "es"));
      await hydrated(page);
      await expect(
        page.getByRole("banner").getByRole("link", { name: /^ES\b/ }),
        id,
      ).toHaveAttribute("href", pagePath(id, "en"));
    }
  });

  test("remembers the choice in a cookie that sends a later visit of / to /es", async ({
    page,
    context,
  }) => {
    await page.goto("/contact");
    await hydrated(page);
    await page.getByRole("banner").getByRole("link", { name: /^EN\b/ }).click();
    await expect(page).toHaveURL("/es/contacto");

    const cookie = (await context.cookies()).find((c) => c.name === "lang");
    expect(cookie?.value).toBe("es");
    expect(cookie?.path).toBe("/");
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);

    await page.goto("/");
    await expect(page).toHaveURL("/es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");

    // Every other URL opens in the language it names.
    await page.goto("/about");
    await expect(page).toHaveURL("/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("choosing English again stops the redirect", async ({ page, context }) => {
    await context.addCookies([{ name: "lang", value: "es", url: "http://localhost" }]);
    await page.goto("/");
    await expect(page).toHaveURL("/es");
    await hydrated(page);
    await page.getByRole("banner").getByRole("link", { name: /^ES\b/ }).click();
    await expect(page).toHaveURL("/");
    await page.goto("/");
    await expect(page).toHaveURL("/");
  });

  test("without a cookie, / is never redirected, whatever the browser's language", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "es-CR" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await context.close();
  });
});
