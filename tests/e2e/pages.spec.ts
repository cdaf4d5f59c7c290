import { expect, test } from "@playwright/test";
import { dictionaries } from "~/i18n/dictionaries";
import { navPages } from "~/pages";
import { attr, byTag, findAll, pageHtml, parsePage, textOf } from "./built";
import { browserUrls, company, hydrated, pageUrls, phone, watchConsole } from "./site";
import { metaPolicy } from "../../scripts/http/csp";

test.describe("every page, from its file", () => {
  test("is served with status 200 as HTML", async ({ request }) => {
    const problems: string[] = [];
    // A few at a time: the server answers every URL of the inventory.
    for (let start = 0; start < pageUrls.length; start += 16) {
      await Promise.all(
        pageUrls.slice(start, start + 16).map(async ({ url }) => {
          const response = await request.get(url);
          const type = response.headers()["content-type"] ?? "";
          if (response.status() !== 200 || !type.startsWith("text/html"))
            problems.push(`${url}: ${response.status()} ${type}`);
        }),
      );
    }
    expect(problems).toEqual([]);
  });

  test("is pre-rendered with its language, one h1, the header and footer, a title and a description", () => {
    const problems = pageUrls.flatMap(({ url, locale }) => {
      const html = pageHtml(url);
      const page = parsePage(html);
      const found: string[] = [];
      const [root] = findAll(page, byTag("html"));
      if (attr(root!, "lang") !== locale) found.push(`lang ${attr(root!, "lang")}`);
      const h1 = findAll(page, byTag("h1")).length;
      if (h1 !== 1) found.push(`${h1} h1`);
      for (const tag of ["header", "footer"])
        if (findAll(page, byTag(tag)).length === 0) found.push(`no ${tag}`);
      const title = textOf(findAll(page, byTag("title"))[0] ?? page);
      if (!title.endsWith(` — ${company.name}`) || title === ` — ${company.name}`)
        found.push(`title "${title}"`);
      const description = findAll(
        page,
        (el) => el.tagName === "meta" && attr(el, "name") === "description",
      )[0];
      if ((attr(description!, "content") ?? "").length < 50) found.push("no description");
      return found.map((problem) => `${url}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  test("titles and descriptions are unique", () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const { url } of pageUrls) {
      const html = pageHtml(url);
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1] ?? "";
      const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? "";
      for (const value of [title, description]) {
        if (seen.has(value)) repeats.push(`${url} repeats ${seen.get(value)}: ${value}`);
        seen.set(value, url);
      }
    }
    expect(repeats).toEqual([]);
  });
});

test.describe("each template, in the browser", () => {
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
  for (const { url } of browserUrls.filter((entry) => entry.template === entry.id)) {
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

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    for (const { url, locale } of browserUrls) {
      test(`${url} shows its heading, content, navigation and footer`, async ({ page }) => {
        await page.goto(url);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("main")).toBeVisible();
        const nav = page.getByRole("navigation", { name: dictionaries[locale]["nav.primary"] });
        await expect(nav.getByRole("link")).toHaveText(
          navPages.map((item) => dictionaries[locale][item.label]),
        );
        await expect(nav.getByRole("link").first()).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
      });
    }
  });
});
