import { expect, test } from "@playwright/test";
import { pageUrls, watchConsole, hydrated } from "./site";

test.describe("every page", () => {
  for (const { url, locale } of pageUrls) {
    test(`${url} is pre-rendered with its language, h1, header and footer`, async ({ request }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<html lang="${locale}"`));
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toMatch(/<header[\s>]/);
      expect(html).toMatch(/<footer[\s>]/);
      expect(html).toMatch(/<title>[^<]+ — Solera Design Build<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    });

    test(`${url} hydrates without console errors or warnings`, async ({ page }) => {
      const messages = watchConsole(page);
      await page.goto(url);
      await hydrated(page);
      expect(messages).toEqual([]);
    });
  }

  test("titles and descriptions are unique", async ({ request }) => {
    const seen = new Map<string, string>();
    for (const { url } of pageUrls) {
      const html = await (await request.get(url)).text();
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1] ?? "";
      const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? "";
      for (const value of [title, description]) {
        expect(seen.get(value), `${url} repeats ${value}`).toBeUndefined();
        seen.set(value, url);
      }
    }
  });
});
