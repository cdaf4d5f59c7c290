import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { content } from "~/content/content.server";
import { locales, type Locale } from "~/i18n/locales";
import { pagePath } from "~/pages";
import { embedSrc, videoHost, walkthroughShown, walkthroughWords, watchHref } from "~/lib/video";
import { metaPolicy } from "../../scripts/http/csp";
import { pageHtml } from "./built";
import { holdRequests, hydrated, itemUrl, pageModules, pageUrls, phone } from "./site";

/**
 * A project's walkthrough video (docs/decisions/064): a poster from the
 * site's own images until the visitor taps it, then the player in its place
 * from the privacy-enhanced domain, with focus in it. Nothing reaches the
 * video's host before the tap; the host is stood in for by a stub player, and
 * every other address off this machine is refused.
 *
 * A walkthrough whose video is still a stand-in stays off its page
 * (decision 085): today's content holds its sample back, so the player's
 * tests run on the copy of the content, where the owner has confirmed it
 * (tests/fixtures/content-copy.ts, other-content.spec.ts).
 */

const withWalkthrough = content().projects.filter((project) => project.walkthrough);
const projectsWithVideo = withWalkthrough.filter((project) =>
  walkthroughShown(project.walkthrough),
);
const heldBack = withWalkthrough.filter((project) => !walkthroughShown(project.walkthrough));
type Project = (typeof projectsWithVideo)[number];

/** What the page shows of a project's walkthrough in a language. */
function videoOf(project: Project, locale: Locale) {
  const id = project.walkthrough!.youtube;
  return {
    src: embedSrc(id, locale),
    href: watchHref(id),
    ...walkthroughWords(project.title[locale], locale),
  };
}
const stubPlayer =
  '<!doctype html><html lang="en"><title>Player</title><body><button type="button">Play</button></body></html>';

/** Serves the stub for the video's host and counts what reaches it; refuses any other address off this machine. */
async function standInHost(page: Page) {
  const reached: string[] = [];
  await page.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort("blockedbyclient"));
  await page.route(`${videoHost}/**`, (route) => {
    reached.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: stubPlayer });
  });
  return reached;
}

/** Every request the page makes off this machine, refused or not. */
function offSite(page: Page) {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (!new URL(request.url()).hostname.match(/^(localhost|127\.0\.0\.1)$/))
      requests.push(request.url());
  });
  return requests;
}

const player = (page: Page) => page.locator("iframe[data-video-player]");

async function playerHasFocus(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.matches("iframe[data-video-player]")))
    .toBe(true);
}

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

test("the sample content has a project with a walkthrough, shown or held back", () => {
  expect(withWalkthrough.length).toBeGreaterThan(0);
});

for (const project of heldBack)
  test(`${project.key}'s stand-in walkthrough stays off its page until the owner confirms it`, () => {
    for (const locale of locales) {
      const url = itemUrl("project", project.slug.en, locale);
      const html = pageHtml(url);
      const { play } = walkthroughWords(project.title[locale], locale);
      expect(html, url).not.toContain("data-video-poster");
      expect(html, url).not.toContain(play);
      expect(html, url).not.toContain(watchHref(project.walkthrough!.youtube));
      expect(metaPolicy(html), url).not.toContain("frame-src");
    }
  });

for (const project of projectsWithVideo) {
  for (const viewport of [phone, { width: 1280, height: 800 }]) {
    test.describe(`${project.key}'s walkthrough at ${viewport.width} px`, () => {
      test.use({ viewport });

      for (const locale of locales) {
        const url = itemUrl("project", project.slug.en, locale);
        const video = videoOf(project, locale);

        test(`requests nothing from the host until tapped, then plays in place with focus (${locale})`, async ({
          page,
        }) => {
          const reached = await standInHost(page);
          const requests = offSite(page);
          await page.goto(url);
          await hydrated(page);
          const poster = page.getByRole("link", { name: video.play });
          await poster.scrollIntoViewIfNeeded();
          // The poster is the site's own image, drawn once in view.
          await expect(poster.locator("img")).toHaveJSProperty("complete", true);
          await expect
            .poll(() => poster.locator("img").evaluate((img: HTMLImageElement) => img.currentSrc))
            .toMatch(/^http:\/\/localhost:\d+\/images\//);
          await page.waitForLoadState("networkidle");
          expect(requests).toEqual([]);
          // No head start either: no preconnect or prefetch to the host.
          await expect(
            page.locator(`link[href^="${videoHost}"], link[href*="youtube"], link[href*="ytimg"]`),
          ).toHaveCount(0);
          expect(await violations(page)).toEqual([]);

          await poster.click();
          await expect(player(page)).toHaveAttribute("title", video.frame);
          await expect(player(page)).toHaveAttribute("src", video.src);
          await expect(player(page)).toHaveAttribute("allow", /\bautoplay\b/);
          await playerHasFocus(page);
          await expect.poll(() => reached).toEqual([video.src]);
          await expect(poster).toHaveCount(0);
          expect(page.context().pages()).toHaveLength(1);
          expect(await violations(page)).toEqual([]);
        });
      }
    });
  }

  test.describe(`${project.key}'s walkthrough, reached from a page without one`, () => {
    for (const locale of locales) {
      test(`a tap loads the page again and plays there (${locale})`, async ({ page }) => {
        const reached = await standInHost(page);
        const list = pagePath("projects", locale);
        const target = itemUrl("project", project.slug.en, locale);
        const video = videoOf(project, locale);
        await page.goto(list);
        await hydrated(page);
        // The list shows no video, so its document allows no frame.
        expect(
          await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content"),
        ).not.toContain("frame-src");
        await page.evaluate(() => Object.assign(window, { listDocument: true }));
        await page.locator(`[data-project="${project.slug[locale]}"]`).click();
        await expect(page).toHaveURL(target);
        // Opened by the router: still the list's document and its policy.
        expect(await page.evaluate(() => "listDocument" in window)).toBe(true);

        await page.getByRole("link", { name: video.play }).click();
        await expect(player(page)).toHaveAttribute("src", video.src);
        expect(await page.evaluate(() => "listDocument" in window)).toBe(false);
        await expect(page).toHaveURL(target);
        await playerHasFocus(page);
        expect(reached).toEqual([video.src]);
        // The request was read once: loading the page again shows the poster.
        await page.reload();
        await hydrated(page);
        await expect(page.getByRole("link", { name: video.play })).toBeVisible();
        await expect(player(page)).toHaveCount(0);
      });
    }
  });

  test(`${project.key}'s walkthrough answers a tap that comes before the page runs`, async ({
    page,
  }) => {
    const reached = await standInHost(page);
    const video = videoOf(project, "en");
    const release = await holdRequests(page, pageModules);
    await page.goto(itemUrl("project", project.slug.en, "en"));
    const poster = page.locator("[data-video-poster]");
    await poster.click();
    await expect(poster).toHaveAttribute("data-tap-pending", "");
    expect(page.context().pages()).toHaveLength(1);
    expect(reached).toEqual([]);

    release();
    await hydrated(page);
    await expect(player(page)).toHaveAttribute("src", video.src);
    await playerHasFocus(page);
    expect(reached).toEqual([video.src]);
    expect(page.context().pages()).toHaveLength(1);
  });

  test.describe(`${project.key}'s walkthrough without scripts`, () => {
    test.use({ javaScriptEnabled: false });
    for (const locale of locales) {
      test(`the poster is a link to the video, in a new tab (${locale})`, async ({ page }) => {
        const requests = offSite(page);
        await standInHost(page);
        const video = videoOf(project, locale);
        await page.goto(itemUrl("project", project.slug.en, locale));
        const poster = page.locator("[data-video-poster]");
        await expect(poster).toHaveAttribute("href", video.href);
        await expect(poster).toHaveAttribute("target", "_blank");
        await expect(poster).toHaveAttribute("rel", "noopener noreferrer");
        await expect(poster).toHaveAccessibleName(
          new RegExp(`^${video.play} \\((opens in a new tab|se abre en una pestaña nueva)\\)$`),
        );
        await expect(player(page)).toHaveCount(0);
        expect(requests).toEqual([]);
      });
    }
  });
}

test.describe("the video's frame in each page's policy", () => {
  const withVideo = new Set(
    projectsWithVideo.flatMap((project) =>
      locales.map((locale: Locale) => itemUrl("project", project.slug.en, locale)),
    ),
  );

  test("is allowed on the pages that show a video, and no frame at all on any other", () => {
    for (const { url } of pageUrls) {
      const policy = metaPolicy(pageHtml(url));
      expect(policy, url).toBeDefined();
      const frames = /(?:^|;\s*)frame-src ([^;]*)/.exec(policy!)?.[1];
      if (withVideo.has(url)) expect(frames?.split(" "), url).toEqual([videoHost]);
      else expect(frames, url).toBeUndefined();
    }
  });

  test("is allowed by no header: the host's part of the policy names no frame source", async ({
    request,
  }) => {
    for (const url of [...withVideo, pagePath("projects", "en")]) {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-security-policy"], url).not.toMatch(
        /frame-src|child-src|default-src/,
      );
    }
  });
});
