import { expect, test } from "@playwright/test";
import { en } from "~/i18n/messages/en";
import {
  company,
  companyLinks,
  hydrated,
  literally,
  recordScrollPositions,
  scrollTo,
} from "./site";

test.describe("footer", () => {
  test("has the brand, badges, the company's contact details and its copyright", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(
      footer.getByRole("list", { name: en["footer.badges"] }).getByRole("listitem"),
    ).toHaveText([
      en["footer.badge.licensed"],
      en["footer.badge.experience"],
      en["footer.badge.satisfaction"],
    ]);
    await expect(footer.getByRole("link", { name: company.phone.display })).toHaveAttribute(
      "href",
      companyLinks.tel,
    );
    const mail = footer.getByRole("link", { name: company.email });
    await expect(mail).toHaveAttribute(
      "href",
      new RegExp(`^${literally(companyLinks.mailto)}\\?subject=`),
    );
    await expect(footer).toContainText(en["footer.location"]);
    await expect(footer).toContainText(en["footer.tagline"]);
    await expect(footer).toContainText(`© ${company.copyrightYear} ${company.name}`);
    await expect(footer.getByText(en["footer.services"])).toBeVisible();
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
    for (const href of Object.values(company.social)) {
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
    const scrolledThrough = await recordScrollPositions(page, { afterClick: true });
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
    const scrolledThrough = await recordScrollPositions(page, { afterClick: true });
    await page.getByRole("button", { name: "Back to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const seen = await scrolledThrough();
    expect(seen.filter((y) => y > 0)).toEqual([]);
  });
});
