import { expect, test, type Page } from "@playwright/test";
import { company, holdRequests, hydrated, pageModules, privacySectionTitles } from "./site";

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

/** The spec's order of the sections, by how each is titled in either language. */
const specOrder = [
  /company|empresa/i,
  /collect|recopila/i,
  /use|utiliz/i,
  /shar|compart/i,
  /security|seguridad/i,
  /retention|conservación|retención/i,
  /rights|derechos/i,
  /cookies/i,
  /cont[aá]ct/i,
  /updates|actualizaciones/i,
];

/** The section titles a page shows, without their numbers. */
async function shownTitles(page: Page) {
  return page
    .locator("article h2")
    .evaluateAll((hs) => hs.map((h) => h.textContent?.replace(/^\d+/, "").trim()));
}

test.describe("privacy policy", () => {
  test("shows every section of its file, in the spec's order, in English", async ({ page }) => {
    await page.goto("/privacy");
    const titles = await shownTitles(page);
    expect(titles).toEqual(privacySectionTitles("en"));
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThanOrEqual(specOrder.length);
    for (const [index, title] of titles.entries()) expect(title).toMatch(specOrder[index]!);
  });

  test("states the company details and the spec's privacy commitments", async ({ page }) => {
    await page.goto("/privacy");
    const article = page.locator("article");
    for (const text of [
      company.name,
      company.email,
      company.phone.display,
      `${company.address.locality}, ${company.address.country}`,
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
    const titles = await shownTitles(page);
    expect(titles).toEqual(privacySectionTitles("es"));
    expect(titles).toHaveLength(privacySectionTitles("en").length);
    for (const [index, title] of titles.entries()) expect(title).toMatch(specOrder[index]!);
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

  test("shows today's date before the page's modules have run", async ({ page }) => {
    // A day the build cannot have been made on: only the page's own script can write it.
    await page.clock.setFixedTime(new Date("2031-09-03T04:00:00Z"));
    await holdRequests(page, pageModules);
    await page.goto("/es/privacidad");
    const time = page.getByText("Última actualización").locator("time");
    // 04:00 UTC is still the evening before in Costa Rica (UTC−6).
    await expect(time).toHaveText("2 de setiembre de 2031");
    await expect(time).toHaveAttribute("datetime", "2031-09-02");
  });

  test("the pre-rendered page already carries a formatted date", async ({ request }) => {
    const html = await (await request.get("/es/privacidad")).text();
    expect(html).toMatch(
      /<time datetime="\d{4}-\d{2}-\d{2}"[^>]*>\d{1,2} de [a-z]+ de \d{4}<\/time>/i,
    );
  });
});
