import { expect, test } from "@playwright/test";
import { entriesOf, projectsWithDiary } from "~/content/projects/diary-pages.server";
import { diaryEntryPath, diaryFeedPath } from "~/diary-paths";
import { locales } from "~/i18n/locales";
import { itemPath, pagePath } from "~/pages";
import { attr, byTag, findAll, pageHtml, parsePage, type Element } from "./built";
import { hydrated } from "./site";

/**
 * A project's build diary as a visitor meets it in the production build: on
 * the project's page, newest first, each entry a link to a page of its own,
 * the project's feed named in the head, the card's "Updated" line, and every
 * entry reached by links alone, without scripts.
 */

const words = {
  en: { title: "Build diary", updated: /^Updated [A-Z][a-z]{2} \d{1,2}\b/ },
  es: { title: "Avance de obra", updated: /^Actualizado el \d{1,2} [a-z]{3}\b/ },
} as const;

const [project] = projectsWithDiary();

test.beforeAll(() => {
  expect(project, "a project of the content with a build diary").toBeDefined();
});

for (const locale of locales) {
  test.describe(`the build diary (${locale})`, () => {
    test("shows on the project's page, newest first, each entry's day a link to its page, its feed in the head", async ({
      page,
      request,
    }) => {
      const entries = entriesOf(project!);
      const url = itemPath("project", project!.slug[locale], locale);
      await page.goto(url);
      await hydrated(page);
      const diary = page.getByRole("region", { name: words[locale].title });
      await expect(diary).toBeVisible();
      const days = await diary
        .locator("[data-diary-entry]")
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-diary-entry")!));
      expect(days.length).toBeGreaterThan(0);
      expect(days).toEqual(entries.slice(0, days.length).map(({ entry }) => entry.date));

      // Every entry is linked from the page: the newest by their day, the others in the list.
      const hrefs = await diary
        .locator("a[href]")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
      for (const { address } of entries)
        expect(hrefs).toContain(diaryEntryPath(project!.slug[locale], address, locale));

      // The feed, named in the head, is the project's, in the page's language.
      const feedPath = diaryFeedPath(project!.slug[locale], locale);
      await expect(
        page.locator(`head link[rel="alternate"][type="application/rss+xml"][href="${feedPath}"]`),
      ).toHaveCount(1);
      const rss = await request.get(feedPath);
      expect(rss.status()).toBe(200);
      const xml = await rss.text();
      const first = diaryEntryPath(project!.slug[locale], entries[0]!.address, locale);
      expect(xml).toContain(`${first}</link>`);

      // The newest entry's day opens its page.
      await diary.locator(`a[href="${first}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${first}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator(`[data-diary-entry="${entries[0]!.entry.date}"]`)).toBeVisible();
    });

    test("says on the card of a project in progress when its diary was last written", async ({
      page,
    }) => {
      await page.goto(pagePath("projects", locale));
      const card = page.locator("article", {
        has: page.locator(`[data-project="${project!.slug[locale]}"]`),
      });
      const line = card.locator("[data-updated]");
      if (project!.status === "in-progress") await expect(line).toHaveText(words[locale].updated);
      else await expect(line).toHaveCount(0);
    });
  });
}

test.describe("without scripts", () => {
  // Read from the built files, as a browser without scripts parses them:
  // every entry's page, at no cost of a browser visit per entry.
  const links = (url: string, within: (element: Element) => boolean) =>
    findAll(parsePage(pageHtml(url)), within)
      .flatMap((root) => findAll(root, byTag("a")))
      .map((link) => attr(link, "href")?.split("#")[0] ?? "");

  test("every entry is reached from the project's page, and each entry's page shows it and links all the others", () => {
    const problems = locales.flatMap((locale) => {
      const entries = entriesOf(project!);
      const expected = entries.map(({ address }) =>
        diaryEntryPath(project!.slug[locale], address, locale),
      );
      const projectUrl = itemPath("project", project!.slug[locale], locale);
      const linked = new Set(
        links(projectUrl, (element) => attr(element, "data-build-diary") !== undefined),
      );
      const found = expected
        .filter((href) => !linked.has(href))
        .map((href) => `${projectUrl}: no link to ${href}`);
      entries.forEach(({ entry }, index) => {
        const url = expected[index]!;
        const page = parsePage(pageHtml(url));
        const shown = findAll(page, (element) => attr(element, "data-diary-entry") === entry.date);
        if (shown.length === 0) found.push(`${url}: does not show its entry`);
        const others = new Set(links(url, byTag("main")));
        for (const href of expected)
          if (!others.has(href)) found.push(`${url}: no link to ${href}`);
      });
      return found;
    });
    expect(problems).toEqual([]);
  });
});
