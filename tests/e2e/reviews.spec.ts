import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { en } from "~/i18n/messages/en";
import { es } from "~/i18n/messages/es";
import { locales, type Locale } from "~/i18n/locales";
import { pagePath } from "~/pages";
import { company, hydrated, phone } from "./site";

/**
 * The company's Google reviews, from the content the build read: nothing on
 * the site while the owner has not filled in the Business Profile's links
 * (today's content), and once filled in (the copy of the content, in which
 * the owner has: tests/fixtures/content-copy.ts, run by other-content.spec.ts)
 * "Read our reviews" and "Leave a review" in the footer and on the contact
 * page, in both languages, and the profile in the business's structured data.
 */

const words = { en, es };

/** The links the owner has filled in, reading first, then writing. */
const linked = (
  [
    ["reviews.read", company.reviews?.place?.trim() ?? ""],
    ["reviews.write", company.reviews?.write?.trim() ?? ""],
  ] as const
).filter(([, href]) => href !== "");
const profile = company.reviews?.place?.trim() ?? "";

/** The business's structured data, as the page carries it. */
async function business(page: Page) {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
  return (blocks as Record<string, unknown>[]).find(
    (block) => block["@type"] === "GeneralContractor",
  )!;
}

const pagesOf = (locale: Locale) => [pagePath("home", locale), pagePath("contact", locale)];

for (const locale of locales) {
  const t = words[locale];

  test(`the footer and the contact page offer each review link the owner has filled in, and no word of reviews without one (${locale})`, async ({
    page,
  }) => {
    for (const url of pagesOf(locale)) {
      await page.goto(url);
      const footer = page.getByRole("contentinfo");
      if (linked.length === 0) {
        await expect(page.locator("[data-reviews], [data-review]"), url).toHaveCount(0);
        for (const text of [t["reviews.title"], t["reviews.read"], t["reviews.write"]])
          await expect(page.getByText(text), url).toHaveCount(0);
        continue;
      }
      await expect(footer.getByText(t["reviews.title"]), url).toBeVisible();
      for (const [label, href] of linked) {
        const link = footer.getByRole("link", { name: t[label] });
        await expect(link, url).toHaveAttribute("href", href);
        await expect(link, url).toHaveAttribute("target", "_blank");
        await expect(link, url).toHaveAttribute("rel", "noopener noreferrer");
      }
    }
    if (linked.length === 0) return;
    const section = page.getByRole("region", { name: t["reviews.title"] });
    // Reading first, then writing; each says it opens a new tab.
    await expect(section.getByRole("link")).toHaveText(
      linked.map(([label]) => new RegExp(`^${t[label]} \\(`)),
    );
    for (const [label, href] of linked)
      await expect(section.getByRole("link", { name: t[label] })).toHaveAttribute("href", href);
  });

  test(`the business's structured data names the review profile once linked, with no rating (${locale})`, async ({
    page,
  }) => {
    for (const url of pagesOf(locale)) {
      await page.goto(url);
      const org = await business(page);
      if (profile) expect(org.hasMap, url).toBe(profile);
      else expect(org, url).not.toHaveProperty("hasMap");
      expect(org.sameAs, url).toEqual([
        ...Object.values(company.social),
        ...(profile ? [profile] : []),
      ]);
      for (const property of ["aggregateRating", "review"])
        expect(org, url).not.toHaveProperty(property);
    }
  });

  test(`the contact page, with whatever reviews it offers, is accessible at 390 px (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto(pagePath("contact", locale));
    await hydrated(page);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
}
