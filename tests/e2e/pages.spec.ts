import { expect, test } from "@playwright/test";
import { browserUrls, pageUrls, phone, watchConsole, hydrated } from "./site";
import { metaPolicy } from "../../scripts/http/csp";

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
  }

  for (const { url } of browserUrls) {
    test(`${url} hydrates without console errors, warnings or failed requests`, async ({
      page,
    }) => {
      const messages = watchConsole(page);
      const failed: string[] = [];
      page.on("requestfailed", (request) =>
        failed.push(`${request.url()} ${request.failure()?.errorText}`),
      );
      page.on("response", (response) => {
        if (response.status() >= 400) failed.push(`${response.url()} ${response.status()}`);
      });
      await page.addInitScript(() => {
        const violations: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = violations;
        document.addEventListener("securitypolicyviolation", (event) =>
          violations.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      const response = await page.goto(url);
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      expect(messages).toEqual([]);
      expect(failed).toEqual([]);
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([]);
      // The page's own part of the policy, in its head (decision 048).
      const policy = metaPolicy((await response?.text()) ?? "") ?? "";
      expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    });
  }

  test.describe("on a phone", () => {
    test.use({ viewport: phone });
    for (const { url } of browserUrls) {
      test(`${url} never scrolls sideways`, async ({ page }) => {
        await page.goto(url);
        await hydrated(page);
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      });
    }
  });

  // Chromium may style and lay out whatever it has parsed before the
  // stylesheet arrives. A block rendered only near the screen (lazy-render)
  // then keeps those default styles until it is scrolled to, and its links
  // fade in from the default blue. The page must not let the body be parsed
  // before its stylesheet; the test makes the stylesheet slow and forces the
  // early style pass as soon as the footer has been parsed.
  for (const { url } of browserUrls.filter((entry) => !entry.id.includes(":"))) {
    test(`${url} draws its lower blocks without fading in from default colours`, async ({
      page,
    }) => {
      await page.route(/\.css$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        await route.continue();
      });
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.querySelector("footer")?.nextElementSibling) return;
          observer.disconnect();
          document.documentElement.getBoundingClientRect();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(url);
      // Scrolls and looks in one script: written with the scrollTo helper's
      // separate round trips, the test missed every fade on a build without
      // the fix.
      const fades = await page.evaluate(async () => {
        const seen = new Set<string>();
        const { scrollHeight } = document.documentElement;
        for (let top = 0; top < scrollHeight; top += window.innerHeight / 2) {
          window.scrollTo({ top, behavior: "instant" });
          await new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(resolve)),
          );
          for (const animation of document.getAnimations()) {
            if (!(animation instanceof CSSTransition)) continue;
            const element = (animation.effect as KeyframeEffect | null)?.target;
            if (!element?.closest('[class~="lazy-render"]')) continue;
            seen.add(`${element.outerHTML.slice(0, 60)} ${animation.transitionProperty}`);
          }
        }
        return [...seen];
      });
      expect(fades).toEqual([]);
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

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    for (const { url, locale } of browserUrls) {
      test(`${url} shows its heading, content, navigation and footer`, async ({ page }) => {
        await page.goto(url);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("main")).toBeVisible();
        const nav = page.getByRole("navigation", { name: locale === "es" ? "Principal" : "Main" });
        await expect(nav.getByRole("link")).toHaveCount(5);
        await expect(nav.getByRole("link").first()).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
      });
    }
  });
});
