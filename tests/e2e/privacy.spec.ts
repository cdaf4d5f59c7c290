import { expect, test } from "@playwright/test";
import { site } from "~/site";
import { hydrated } from "./site";

/** Today as the page writes it: as `Intl` does, but "setiembre" in Spanish. */
function todayIn(locale: string) {
  const written = new Intl.DateTimeFormat(locale, {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "America/Costa_Rica",
  }).format(new Date());
  return locale === "es-CR" ? written.replace("septiembre", "setiembre") : written;
}

test.describe("privacy policy", () => {
  test("lists the sections in the spec's order, in English", async ({ page }) => {
    await page.goto("/privacy");
    const titles = await page
      .locator("article h2")
      .evaluateAll((hs) => hs.map((h) => h.textContent?.replace(/^\d+/, "").trim()));
    expect(titles).toHaveLength(10);
    expect(titles[0]).toMatch(/company/i);
    expect(titles[1]).toMatch(/collect/i);
    expect(titles[2]).toMatch(/use/i);
    expect(titles[3]).toMatch(/shar/i);
    expect(titles[4]).toMatch(/security/i);
    expect(titles[5]).toMatch(/retention/i);
    expect(titles[6]).toMatch(/rights/i);
    expect(titles[7]).toMatch(/cookies/i);
    expect(titles[8]).toMatch(/contact/i);
    expect(titles[9]).toMatch(/updates/i);
  });

  test("states the company details and the spec's privacy commitments", async ({ page }) => {
    await page.goto("/privacy");
    const article = page.locator("article");
    for (const text of [
      site.name,
      site.email,
      site.phone.display,
      "Santa Teresa, Costa Rica",
      "10 years",
      "5 years",
      "4 years",
      "30 days",
      "8968",
      "PRODHAB",
    ]) {
      await expect(article).toContainText(text);
    }
    await expect(article).toContainText(/never sell, rent or trade/i);
    await expect(article).toContainText(/language/i);
  });

  test("Spanish sections follow the same order and name the same law", async ({ page }) => {
    await page.goto("/es/privacidad");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const titles = await page.locator("article h2").allTextContents();
    expect(titles).toHaveLength(10);
    expect(titles[0]).toMatch(/empresa/i);
    expect(titles[5]).toMatch(/conservación|retención/i);
    expect(titles[7]).toMatch(/cookies/i);
    await expect(page.locator("article")).toContainText("8968");
    await expect(page.locator("article")).toContainText("PRODHAB");
    await expect(page.locator("article")).toContainText("30 días");
  });

  for (const [path, tag, label] of [
    ["/privacy", "en-US", "Last updated"],
    ["/es/privacidad", "es-CR", "Última actualización"],
  ] as const) {
    test(`shows today's date as last updated (${tag})`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const line = page.getByText(label);
      await expect(line.locator("time")).toHaveText(todayIn(tag));
      const iso = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Costa_Rica" }).format(
        new Date(),
      );
      await expect(line.locator("time")).toHaveAttribute("datetime", iso);
    });
  }

  test("the pre-rendered page already carries a formatted date", async ({ request }) => {
    const html = await (await request.get("/es/privacidad")).text();
    expect(html).toMatch(
      /<time datetime="\d{4}-\d{2}-\d{2}"[^>]*>\d{1,2} de [a-z]+ de \d{4}<\/time>/i,
    );
  });
});
