import { expect, test } from "@playwright/test";
import { site } from "~/site";
import { hydrated, recordScrollPositions, scrollTo } from "./site";

test.describe("footer", () => {
  test("has the brand, badges, contact details and the 2025 copyright", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(
      footer.getByRole("list", { name: "Credentials" }).getByRole("listitem"),
    ).toHaveText(["Licensed & Insured", "15+ Years Experience", "98% Client Satisfaction"]);
    await expect(footer.getByRole("link", { name: /8700-0000/ })).toHaveAttribute(
      "href",
      "tel:+50687000000",
    );
    const mail = footer.getByRole("link", { name: /info@soleradesignbuild\.com/ });
    await expect(mail).toHaveAttribute("href", /^mailto:info@soleradesignbuild\.com\?subject=/);
    await expect(footer).toContainText("Santa Teresa, serving all of Costa Rica");
    await expect(footer).toContainText("since 2021");
    await expect(footer).toContainText("© 2025 Solera Design Build");
    await expect(footer.getByText("Services")).toBeVisible();
  });

  test("quick links lead to the four pages in the page's language", async ({ page }) => {
    for (const [url, expected] of [
      ["/", ["/", "/about", "/projects", "/contact"]],
      ["/es", ["/es", "/es/nosotros", "/es/proyectos", "/es/contacto"]],
    ] as const) {
      await page.goto(url);
      const quick = page.getByRole("contentinfo").getByRole("navigation");
      const hrefs = await quick
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual(expected);
    }
  });

  test("social and privacy links open in a new tab safely", async ({ page }) => {
    await page.goto("/es/nosotros");
    const footer = page.getByRole("contentinfo");
    for (const href of Object.values(site.social)) {
      const link = footer.locator(`a[href="${href}"]`);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    const privacy = footer.getByRole("link", { name: /Política de privacidad/ });
    await expect(privacy).toHaveAttribute("href", "/es/privacidad");
    await expect(privacy).toHaveAttribute("target", "_blank");
    await expect(privacy).toHaveAttribute("rel", "noopener noreferrer");
    await expect(privacy).toHaveAccessibleName(/se abre en una pestaña nueva/);
  });

  test("links to the same page in the other language for crawlers", async ({ page }) => {
    await page.goto("/contact");
    const twin = page.getByRole("contentinfo").locator('a[hreflang="es"]');
    await expect(twin).toHaveAttribute("href", "/es/contacto");
  });

  test("scroll-to-top returns smoothly to the top and moves focus there", async ({ page }) => {
    await page.goto("/privacy");
    await hydrated(page);
    await scrollTo(page, 100_000);
    const scrolledThrough = await recordScrollPositions(page);
    const start = await page.evaluate(() => window.scrollY);
    await page.getByRole("button", { name: "Back to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const seen = await scrolledThrough();
    expect(seen.some((y) => y > 0 && y < start)).toBe(true);
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  });

  test("scroll-to-top is instant under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/privacy");
    await hydrated(page);
    await scrollTo(page, 100_000);
    const scrolledThrough = await recordScrollPositions(page);
    await page.getByRole("button", { name: "Back to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const seen = await scrolledThrough();
    expect(seen.filter((y) => y > 0)).toEqual([]);
  });
});
