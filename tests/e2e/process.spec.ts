import { expect, test } from "@playwright/test";
import { content } from "~/content/content.server";
import { locales } from "~/i18n/locales";
import { pagePath } from "~/pages";
import { hydrated, phone } from "./site";

// "How we work" on About, and the links to it from Home and the contact page.

const { about, articles } = content();
const process = about.process;

for (const locale of locales) {
  test.describe(`how we work (${locale})`, () => {
    test("shows every step with its duration and what the owner provides", async ({ page }) => {
      await page.goto(pagePath("about", locale));
      const section = page.getByRole("region", { name: process.title[locale] });
      await expect(section).toBeVisible();
      const steps = section.locator("ol > li");
      await expect(steps).toHaveCount(process.steps.length);
      expect(process.steps.length).toBeGreaterThanOrEqual(5);
      expect(process.steps.length).toBeLessThanOrEqual(7);
      for (const [index, step] of process.steps.entries()) {
        const item = steps.nth(index);
        await expect(item.getByRole("heading", { level: 3 })).toHaveText(step.title[locale]);
        await expect(item).toContainText(
          `${process.durationLabel[locale]}: ${step.duration[locale]}`,
        );
        await expect(item).toContainText(`${process.ownerLabel[locale]}: ${step.owner[locale]}`);
        const article = articles.find((entry) => entry.key === step.article);
        if (article) {
          await expect(item.getByRole("link", { name: article.title[locale] })).toHaveAttribute(
            "href",
            `${pagePath("informationNews", locale)}/${article.slug[locale]}`,
          );
        }
      }
    });

    for (const from of ["home", "contact"] as const) {
      test(`is a link from ${from} that lands on the section`, async ({ page }) => {
        await page.setViewportSize(phone);
        await page.goto(pagePath(from, locale));
        await hydrated(page);
        const link = page.locator("[data-process-link]");
        await expect(link).toHaveText(process.eyebrow[locale]);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${pagePath("about", locale)}#[a-z-]+$`));
        const heading = page.getByRole("heading", { level: 2, name: process.title[locale] });
        await expect(heading).toBeInViewport();
      });
    }
  });
}
