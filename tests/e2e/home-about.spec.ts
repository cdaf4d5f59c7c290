import { expect, test } from "@playwright/test";
import { hydrated } from "./site";

const home = {
  en: {
    url: "/",
    features: [
      "15+ years of experience",
      "An expert team in-house",
      "Quality guaranteed",
      "On-time delivery",
    ],
    stats: ["50+", "98%", "15+"],
    rating: "Rated 5 out of 5",
    services: "Villas designed for their site and built to last",
    projects: "See our projects",
  },
  es: {
    url: "/es",
    features: [
      "Más de 15 años construyendo",
      "Un equipo propio y experto",
      "Calidad garantizada",
      "Entrega a tiempo",
    ],
    stats: ["50+", "98%", "15+"],
    rating: "Calificación: 5 de 5",
    services: "Villas pensadas para su lote y hechas para durar",
    projects: "Vea nuestros proyectos",
  },
} as const;

const about = {
  en: {
    url: "/about",
    title: "Build Dreams with Precision",
    groups: {
      residential: ["Custom homes", "Luxury villas", "Bungalows", "Renovations"],
      commercial: ["Retail spaces", "Boutique hotels", "Co-working hubs", "Office buildings"],
      management: [
        "Turnkey solutions",
        "Permit handling",
        "Consulting services",
        "Quality assurance",
      ],
    },
    quote: "Get a quote",
  },
  es: {
    url: "/es/nosotros",
    title: "Lo que usted imagina, construido con precisión",
    groups: null,
    quote: "Solicite una cotización",
  },
} as const;

for (const [locale, c] of Object.entries(home)) {
  test.describe(`home (${locale})`, () => {
    test("has its hero, four features, the stats and four services", async ({ page }) => {
      await page.goto(c.url);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("link", { name: c.projects }).first()).toHaveAttribute(
        "href",
        locale === "en" ? "/projects" : "/es/proyectos",
      );
      const features = page.locator('[data-stagger="features"] > li');
      await expect(features.locator("h3")).toHaveText([...c.features]);
      await expect(page.locator("[data-stat] dd")).toHaveText([...c.stats]);
      const services = page.locator("[data-service]");
      await expect(services).toHaveCount(4);
      await expect(services.first().locator("h3")).toHaveText(c.services);
      for (const service of await services.all()) {
        await expect(service.locator("img").last()).toHaveAttribute("alt", /\w/);
        const points = await service.locator("ul > li").count();
        expect(points).toBeGreaterThanOrEqual(3);
        expect(points).toBeLessThanOrEqual(4);
        await expect(service.locator("a")).toHaveCount(1);
      }
    });

    test("the stats' final values are in the pre-rendered HTML", async ({ request }) => {
      const html = await (await request.get(c.url)).text();
      for (const value of c.stats)
        expect(html).toContain(`${value.replace(/\D+$/, "")}<!-- -->${value.replace(/^\d+/, "")}`);
    });

    test("testimonials show four rated cards with initials, not faces", async ({ page }) => {
      await page.goto(c.url);
      const cards = page.locator('[data-stagger="testimonials"] > li');
      await expect(cards).toHaveCount(4);
      await expect(page.getByRole("img", { name: c.rating, exact: true })).toHaveCount(4);
      for (const card of await cards.all()) {
        await expect(card.locator("blockquote")).toHaveText(/.{40,}/);
        await expect(card.locator("footer")).toHaveText(/\w/);
      }
      await expect(page.locator('[data-stagger="testimonials"] img')).toHaveCount(0);
    });

    test("cards rise 0.2 s apart, and not at all under reduced motion", async ({ page }) => {
      await page.goto(c.url);
      await hydrated(page);
      const delays = async (list: string) => {
        await page.locator(list).scrollIntoViewIfNeeded();
        await expect(page.locator(list)).toHaveAttribute("data-reveal", "shown");
        return page
          .locator(`${list} > li`)
          .evaluateAll((els) => els.map((el) => getComputedStyle(el).animationDelay));
      };
      expect(await delays('[data-stagger="features"]')).toEqual(["0s", "0.2s", "0.4s", "0.6s"]);
      expect(await delays('[data-stagger="testimonials"]')).toEqual(["0s", "0.2s", "0.4s", "0.6s"]);

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
      await page.goto(c.url);
      await hydrated(page);
      const list = page.locator('[data-stagger="testimonials"]');
      await expect(list).toHaveAttribute("data-reveal", "waiting");
      await list.scrollIntoViewIfNeeded();
      await expect(list).toHaveAttribute("data-reveal", "shown");
      await expect(list.locator("> li").last()).toHaveCSS("opacity", "1");
    });

    test("service sections alternate sides on wide screens", async ({ page }) => {
      await page.goto(c.url);
      const imageLeft = await page.locator("[data-service]").evaluateAll((els) =>
        els.map((el) => {
          const picture = el.querySelector("img")?.getBoundingClientRect();
          const heading = el.querySelector("h3")?.getBoundingClientRect();
          return (picture?.left ?? 0) < (heading?.left ?? 0);
        }),
      );
      expect(imageLeft).toEqual([true, false, true, false]);
    });

    test("the follow-us block links to the social page in a new tab", async ({ page }) => {
      await page.goto(c.url);
      const follow = page.locator("[data-follow]");
      await expect(follow).toHaveAttribute("href", /^https:\/\/www\.instagram\.com\//);
      await expect(follow).toHaveAttribute("target", "_blank");
      await expect(follow).toHaveAttribute("rel", "noopener noreferrer");
    });
  });
}

for (const [locale, c] of Object.entries(about)) {
  test.describe(`about (${locale})`, () => {
    test("has its hero, intro, mission and story, three groups and six reasons", async ({
      page,
    }) => {
      await page.goto(c.url);
      await expect(page.locator("h1")).toHaveText(c.title);
      await expect(page.locator('[data-card="mission"] h3')).toBeVisible();
      await expect(page.locator('[data-card="story"] p')).toContainText("15");
      await expect(page.locator('[data-card="story"] p')).toContainText("2021");
      const groups = page.locator("[data-group]");
      await expect(groups).toHaveCount(3);
      for (const group of await groups.all()) await expect(group.locator("li")).toHaveCount(4);
      if (c.groups) {
        for (const [key, items] of Object.entries(c.groups)) {
          await expect(page.locator(`[data-group="${key}"] li`)).toHaveText(items);
        }
      }
      const reasons = page.locator("[data-reason]");
      await expect(reasons).toHaveCount(6);
      for (const reason of await reasons.all()) {
        await expect(reason.locator("svg")).toHaveCount(1);
        await expect(reason.locator("p")).toHaveText(/.{40,}/);
      }
    });

    test("its call to action opens the contact dialog", async ({ page }) => {
      await page.goto(c.url);
      await hydrated(page);
      await page.getByRole("link", { name: c.quote }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
    });
  });
}
