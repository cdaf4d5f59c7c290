import { expect, test } from "@playwright/test";
import { contactDialogId } from "~/components/contact/contact-dialog-id";
import { content } from "~/content/content.server";
import { dictionaries } from "~/i18n/dictionaries";
import { locales } from "~/i18n/locales";
import { pagePath } from "~/pages";
import { hydrated } from "./site";

// What the pages show, from the content being tested: its words and counts
// are the owner's to change, so the tests read them, never copy them.
const { home, about, testimonials } = content();

/** Delays 0.2 s apart, one per item, as the list's entrance staggers them. */
const staggered = (count: number) => Array.from({ length: count }, (_, i) => `${i / 5}s`);

for (const locale of locales) {
  const t = dictionaries[locale];
  const url = pagePath("home", locale);

  test.describe(`home (${locale})`, () => {
    test("has its hero, its features, the stats and its services", async ({ page }) => {
      await page.goto(url);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("link", { name: t["home.seeProjects"] }).first()).toHaveAttribute(
        "href",
        pagePath("projects", locale),
      );
      const features = page.locator('[data-stagger="features"] > li');
      await expect(features.locator("h3")).toHaveText(home.features.map((f) => f.title[locale]));
      await expect(page.locator("[data-stat] dd")).toHaveText(
        home.stats.map((stat) => `${stat.value}${stat.suffix}`),
      );
      const services = page.locator("[data-service]");
      await expect(services).toHaveCount(home.services.length);
      await expect(services.locator("h3")).toHaveText(home.services.map((s) => s.title[locale]));
      for (const [index, service] of (await services.all()).entries()) {
        await expect(service.locator("img").last()).toHaveAttribute("alt", /\w/);
        await expect(service.locator("ul > li")).toHaveText(home.services[index]!.points[locale]);
        // One action each: a link to its kind of project, or "Get a quote",
        // which opens the contact dialog.
        const action = service.locator("a, button");
        await expect(action).toHaveCount(1);
        if (home.services[index]!.action.kind === "projects")
          await expect(action).toHaveAttribute("href", /\?category=/);
        else await expect(action).toHaveAttribute("commandfor", contactDialogId);
      }
    });

    test("the stats' final values are in the pre-rendered HTML", async ({ request }) => {
      const html = await (await request.get(url)).text();
      for (const stat of home.stats) expect(html).toContain(`${stat.value}<!-- -->${stat.suffix}`);
    });

    test("testimonials show every rated card with initials, not faces", async ({ page }) => {
      await page.goto(url);
      const cards = page.locator('[data-stagger="testimonials"] > li');
      await expect(cards).toHaveCount(testimonials.length);
      for (const [index, card] of (await cards.all()).entries()) {
        const testimonial = testimonials[index]!;
        await expect(card.locator("blockquote")).toHaveText(`“${testimonial.quote[locale]}”`);
        await expect(card.locator("footer")).toContainText(testimonial.name);
        await expect(
          card.getByRole("img", {
            name: t["home.rating"].replace("{rating}", String(testimonial.rating)),
            exact: true,
          }),
        ).toHaveCount(1);
      }
      await expect(page.locator('[data-stagger="testimonials"] img')).toHaveCount(0);
    });

    test("cards rise 0.2 s apart, and not at all under reduced motion", async ({ page }) => {
      await page.goto(url);
      await hydrated(page);
      const delays = async (list: string) => {
        await page.locator(list).scrollIntoViewIfNeeded();
        await expect(page.locator(list)).toHaveAttribute("data-reveal", "shown");
        return page
          .locator(`${list} > li`)
          .evaluateAll((els) => els.map((el) => getComputedStyle(el).animationDelay));
      };
      expect(await delays('[data-stagger="features"]')).toEqual(staggered(home.features.length));
      expect(await delays('[data-stagger="testimonials"]')).toEqual(staggered(testimonials.length));

      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.reload();
      await hydrated(page);
      const timing = await page
        .locator('[data-stagger="features"] > li, [data-stagger="testimonials"] > li')
        .evaluateAll((els) =>
          els.map((el) => {
            const style = getComputedStyle(el);
            return {
              delay: style.animationDelay,
              duration: parseFloat(style.animationDuration),
              opacity: style.opacity,
            };
          }),
        );
      for (const item of timing) {
        expect(item.delay).toBe("0s");
        expect(item.duration).toBeLessThan(0.001);
        expect(item.opacity).toBe("1");
      }
    });

    test("lists below the fold wait and then rise into view", async ({ page }) => {
      await page.goto(url);
      await hydrated(page);
      const list = page.locator('[data-stagger="testimonials"]');
      await expect(list).toHaveAttribute("data-reveal", "waiting");
      await list.scrollIntoViewIfNeeded();
      await expect(list).toHaveAttribute("data-reveal", "shown");
      await expect(list.locator("> li").last()).toHaveCSS("opacity", "1");
    });

    test("service sections alternate sides on wide screens", async ({ page }) => {
      await page.goto(url);
      const imageLeft = await page.locator("[data-service]").evaluateAll((els) =>
        els.map((el) => {
          const picture = el.querySelector("img")?.getBoundingClientRect();
          const heading = el.querySelector("h3")?.getBoundingClientRect();
          return (picture?.left ?? 0) < (heading?.left ?? 0);
        }),
      );
      expect(imageLeft).toEqual(home.services.map((_, index) => index % 2 === 0));
    });

    test("the follow-us block links to the social page in a new tab", async ({ page }) => {
      await page.goto(url);
      const follow = page.locator("[data-follow]");
      await expect(follow).toHaveAttribute("href", content().company.social.instagram);
      await expect(follow).toHaveAttribute("target", "_blank");
      await expect(follow).toHaveAttribute("rel", "noopener noreferrer");
    });
  });

  test.describe(`about (${locale})`, () => {
    const aboutUrl = pagePath("about", locale);

    test("has its hero, intro, mission and story, the groups of what we build and the reasons", async ({
      page,
    }) => {
      await page.goto(aboutUrl);
      await expect(page.locator("h1")).toHaveText(t["about.title"]);
      await expect(page.locator('[data-card="mission"] h3')).toHaveText(
        about.mission.title[locale],
      );
      await expect(page.locator('[data-card="story"] p')).toHaveText(about.story.text[locale]);
      const groups = page.locator("[data-group]");
      await expect(groups).toHaveCount(about.buildGroups.length);
      for (const group of about.buildGroups)
        await expect(page.locator(`[data-group="${group.key}"] li`)).toHaveText(
          group.items[locale],
        );
      const reasons = page.locator("[data-reason]");
      await expect(reasons).toHaveCount(about.reasons.length);
      for (const [index, reason] of (await reasons.all()).entries()) {
        await expect(reason.locator("svg")).toHaveCount(1);
        await expect(reason.locator("p")).toHaveText(about.reasons[index]!.text[locale]);
      }
    });

    test("its call to action opens the contact dialog", async ({ page }) => {
      await page.goto(aboutUrl);
      await hydrated(page);
      await page.getByRole("button", { name: t["cta.quote"] }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
    });
  });
}
