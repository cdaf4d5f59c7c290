import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { en } from "~/i18n/messages/en";
import { es } from "~/i18n/messages/es";
import { locales, type Locale } from "~/i18n/locales";
import { pagePath } from "~/pages";
import { site } from "~/site";
import { portAt } from "./host-engines";
import { hydrated, phone } from "./site";

/**
 * The company's Google reviews: nothing on the site while the owner has not
 * filled in the Business Profile's links (the site's own content), and once
 * filled in (a copy of the content built on its own), "Read our reviews" and
 * "Leave a review" in the footer of every page and on the contact page, in
 * both languages, and the profile in the business's structured data.
 */

const words = { en, es };

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

test.describe("reviews the owner has not linked yet", () => {
  test("are not mentioned on any page, in either language", async ({ page }) => {
    expect(site.reviews?.place ?? "").toBe("");
    expect(site.reviews?.write ?? "").toBe("");
    for (const locale of locales) {
      const t = words[locale];
      for (const url of pagesOf(locale)) {
        await page.goto(url);
        await expect(page.locator("[data-reviews], [data-review]"), url).toHaveCount(0);
        for (const text of [t["reviews.title"], t["reviews.read"], t["reviews.write"]])
          await expect(page.getByText(text), url).toHaveCount(0);
        const org = await business(page);
        expect(org, url).not.toHaveProperty("hasMap");
        expect(org.sameAs, url).toEqual(Object.values(site.social));
      }
    }
  });
});

test.describe("reviews once the owner has linked them", () => {
  test.describe.configure({ mode: "serial" });
  const reviews = {
    place: "https://maps.app.goo.gl/AbCd1234",
    write: "https://g.page/r/CAbCd1234/review",
  };
  // Inside the project, so the build resolves its packages from node_modules.
  const buildDir = path.resolve(`node_modules/.cache/solera-reviews-${process.pid}`);
  const origin = `http://localhost:${portAt(24)}`;
  let contentCopy = "";
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    contentCopy = path.join(mkdtempSync(path.join(tmpdir(), "solera-reviews-")), "content");
    cpSync(path.resolve("content"), contentCopy, { recursive: true });
    const file = path.join(contentCopy, "company.json");
    const company = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...company, reviews }, null, 2));
    const env = { ...process.env, CONTENT_DIR: contentCopy, BUILD_DIR: buildDir };
    for (const [script, args] of [
      ["react-router", ["build"]],
      ["tsx", ["scripts/postbuild.ts"]],
    ] as const)
      execFileSync(path.resolve("node_modules/.bin", script), args, { env, stdio: "pipe" });
    server = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
      env: { ...env, PORT: String(portAt(24)) },
      stdio: "ignore",
    });
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const up = await fetch(origin).then(
        (response) => response.ok,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the copy's server did not answer at ${origin}`);
  });

  test.afterAll(() => {
    server?.kill();
    if (contentCopy) rmSync(path.dirname(contentCopy), { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  });

  for (const locale of locales) {
    const t = words[locale];

    test(`are offered in the footer of every page and on the contact page (${locale})`, async ({
      page,
    }) => {
      for (const url of pagesOf(locale)) {
        await page.goto(origin + url);
        const footer = page.getByRole("contentinfo");
        await expect(footer.getByText(t["reviews.title"])).toBeVisible();
        for (const [link, href] of [
          [footer.getByRole("link", { name: t["reviews.read"] }), reviews.place],
          [footer.getByRole("link", { name: t["reviews.write"] }), reviews.write],
        ] as const) {
          await expect(link).toHaveAttribute("href", href);
          await expect(link).toHaveAttribute("target", "_blank");
          await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        }
      }
      const section = page.getByRole("region", { name: t["reviews.title"] });
      // Reading first, then writing; each says it opens a new tab.
      await expect(section.getByRole("link")).toHaveText([
        new RegExp(`^${t["reviews.read"]} \\(`),
        new RegExp(`^${t["reviews.write"]} \\(`),
      ]);
      await expect(section.getByRole("link", { name: t["reviews.read"] })).toHaveAttribute(
        "href",
        reviews.place,
      );
      await expect(section.getByRole("link", { name: t["reviews.write"] })).toHaveAttribute(
        "href",
        reviews.write,
      );
    });

    test(`link the profile from the business's structured data, with no rating (${locale})`, async ({
      page,
    }) => {
      await page.goto(origin + pagePath("home", locale));
      const org = await business(page);
      expect(org.hasMap).toBe(reviews.place);
      expect(org.sameAs).toEqual([...Object.values(site.social), reviews.place]);
      for (const property of ["aggregateRating", "review"])
        expect(org).not.toHaveProperty(property);
    });

    test(`leave the contact page accessible at 390 px (${locale})`, async ({ page }) => {
      await page.setViewportSize(phone);
      await page.goto(origin + pagePath("contact", locale));
      await hydrated(page);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
    });
  }
});
