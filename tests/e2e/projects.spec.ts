import { expect, test, type Locator, type Page } from "@playwright/test";
import { content } from "~/content/content.server";
import { timelineShort } from "~/lib/project-facts";
import { pagePath } from "~/pages";
import { hydrated, itemUrl, phone, swipe } from "./site";

const { projects } = content();

const copy = {
  en: {
    list: pagePath("projects", "en"),
    chips: ["All Projects", "Residential", "Commercial", "Industrial"],
    count: (n: number) => `${n} project${n === 1 ? "" : "s"}`,
    status: { "in-progress": "In Progress", completed: "Completed" },
    months: (n: number) => `${n} month${n === 1 ? "" : "s"}`,
    years: (n: number) => `${n} year${n === 1 ? "" : "s"}`,
    gallery: "View Photo Gallery",
    galleryTitle: "Project Gallery",
    photo: (n: number, total: number) => new RegExp(`^Photo ${n} of ${total}: .+`),
    next: "Next photo",
    previous: "Previous photo",
    close: "Close",
  },
  es: {
    list: pagePath("projects", "es"),
    chips: ["Todos los proyectos", "Residencial", "Comercial", "Industrial"],
    count: (n: number) => `${n} proyecto${n === 1 ? "" : "s"}`,
    status: { "in-progress": "En construcción", completed: "Terminado" },
    months: (n: number) => `${n} ${n === 1 ? "mes" : "meses"}`,
    years: (n: number) => `${n} ${n === 1 ? "año" : "años"}`,
    gallery: "Ver galería de fotos",
    galleryTitle: "Galería del proyecto",
    photo: (n: number, total: number) => new RegExp(`^Foto ${n} de ${total}: .+`),
    next: "Foto siguiente",
    previous: "Foto anterior",
    close: "Cerrar",
  },
} as const;

const byCategory = (category: string) => projects.filter((p) => p.category === category);

// Projects the deep-link tests open, whichever the content holds.
const [last, beforeLast, third, second] = [
  projects.at(-1)!,
  projects.at(-2)!,
  projects.at(-3)!,
  projects[1]!,
];
const englishPath = (project: (typeof projects)[number]) =>
  itemUrl("project", project.slug.en, "en");
const card = (project: (typeof projects)[number]) => `[data-project="${project.slug.en}"]`;

const cards = (page: Page) => page.locator("[data-project-card]");
const dialog = (page: Page) =>
  page.locator("dialog[open]").filter({ has: page.locator("[data-project-dialog]") });
const topDialog = (page: Page) => page.locator("dialog:modal").last();

async function openGallery(page: Page, slug: string, locale: "en" | "es") {
  await page.goto(itemUrl("project", slug, locale));
  await hydrated(page);
  await page.getByRole("button", { name: copy[locale].gallery }).click();
  const gallery = page.getByRole("dialog", { name: copy[locale].galleryTitle });
  await expect(gallery).toBeVisible();
  return gallery;
}

async function counter(viewer: Locator) {
  return viewer.locator("[data-counter]");
}

for (const locale of ["en", "es"] as const) {
  const t = copy[locale];

  test.describe(`projects (${locale})`, () => {
    test("the chips partition every project and keep the choice in the URL", async ({ page }) => {
      await page.goto(t.list);
      await hydrated(page);
      await expect(cards(page)).toHaveCount(projects.length);
      const group = page.getByRole("group");
      await expect(group.getByRole("link")).toHaveText([...t.chips]);
      await expect(page.getByRole("status")).toHaveText(t.count(projects.length));

      let sum = 0;
      for (const [i, name] of t.chips.slice(1).entries()) {
        await group.getByRole("link", { name, exact: true }).click();
        await expect(group.getByRole("link", { name, exact: true })).toHaveAttribute(
          "aria-current",
          "true",
        );
        const category = ["residential", "commercial", "industrial"][i];
        await expect(page).toHaveURL(new RegExp(`\\?category=${category}$`));
        const expected = byCategory(category!).length;
        await expect(cards(page)).toHaveCount(expected);
        await expect(page.getByRole("status")).toHaveText(t.count(expected));
        sum += expected;
      }
      expect(sum).toBe(projects.length);

      // Keyboard: focus a chip and press Enter.
      await group.getByRole("link", { name: t.chips[0], exact: true }).focus();
      await page.keyboard.press("Enter");
      await expect(cards(page)).toHaveCount(projects.length);
      await expect(page).toHaveURL(new RegExp(`${t.list}$`));
    });

    test("?category=commercial selects Commercial; an unknown value shows all", async ({
      page,
    }) => {
      await page.goto(`${t.list}?category=commercial`);
      await hydrated(page);
      await expect(page.getByRole("link", { name: t.chips[2], exact: true })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await expect(cards(page)).toHaveCount(byCategory("commercial").length);
      const href = await cards(page).first().getByRole("link").getAttribute("href");
      expect(href).toMatch(new RegExp(`^${t.list}/[a-z-]+\\?category=commercial$`));

      await page.goto(`${t.list}?category=castles`);
      await hydrated(page);
      await expect(cards(page)).toHaveCount(projects.length);
      await expect(page.getByRole("link", { name: t.chips[0], exact: true })).toHaveAttribute(
        "aria-current",
        "true",
      );
    });

    test("every deep link shows the project's scope and facts, numbers as the language writes them", async ({
      page,
    }) => {
      test.slow(); // a page per project
      const tag = locale === "es" ? "es-CR" : "en-US";
      const area = (m2: number) => `${new Intl.NumberFormat(tag).format(m2)}\u00a0m²`;
      for (const project of projects) {
        await page.goto(itemUrl("project", project.slug.en, locale));
        const open = dialog(page);
        await expect(open.locator("[data-scope]")).toHaveText(project.scope[locale]);
        const fact = (key: string) => open.locator(`[data-facts] [data-fact="${key}"] dd`);
        await expect(fact("builtArea")).toHaveText(area(project.facts.builtArea));
        await expect(fact("lotArea")).toHaveText(area(project.facts.lotArea));
        // Rooms are a home's facts only.
        const home = project.category === "residential";
        await expect(fact("bedrooms")).toHaveCount(home && project.facts.bedrooms ? 1 : 0);
        const place = fact("location").getByRole("link");
        await expect(place.locator('[aria-hidden="true"]')).toHaveText(project.location);
        await expect(place).toHaveAccessibleName(new RegExp(project.location));
        await expect(place).toHaveAttribute(
          "href",
          `https://www.google.com/maps/search/?api=1&query=${project.facts.coordinates.latitude}%2C${project.facts.coordinates.longitude}`,
        );
        await expect(fact("services")).not.toBeEmpty();
        const chat = new URL(
          (await open.locator("[data-project-chat]").getAttribute("href")) ?? "",
        );
        expect(chat.origin + chat.pathname).toBe("https://wa.me/50687000000");
        expect(chat.searchParams.get("text")).toContain(
          locale === "en"
            ? `I’m interested in a project like ${project.title.en}`
            : `Me interesa un proyecto como ${project.title.es}`,
        );
      }
    });

    test("each card gives short facts: the built area first", async ({ page }) => {
      await page.goto(t.list);
      const summaries = page.locator("[data-project-card] [data-summary]");
      await expect(summaries).toHaveCount(projects.length);
      for (const text of await summaries.allTextContents())
        expect(text).toMatch(/^[\d.,\u00a0]+\u00a0m² /);
    });

    test("previous and next wrap around the list, by keyboard too, and closing returns to it", async ({
      page,
    }) => {
      const [first, last] = [projects[0]!, projects.at(-1)!];
      await page.goto(t.list);
      await hydrated(page);
      await page.locator(`[data-project="${first.slug[locale]}"]`).click();
      await expect(dialog(page).getByRole("heading", { level: 2 })).toHaveText(first.title[locale]);

      await dialog(page).locator('[data-neighbour="previous"]').click();
      await expect(page).toHaveURL(new RegExp(`${itemUrl("project", last.slug.en, locale)}$`));
      await expect(dialog(page).getByRole("heading", { level: 2 })).toHaveText(last.title[locale]);

      const next = dialog(page).locator('[data-neighbour="next"]');
      await expect(next).toContainText(first.title[locale]);
      await next.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${itemUrl("project", first.slug.en, locale)}$`));
      await expect(dialog(page).getByRole("heading", { level: 2 })).toHaveText(first.title[locale]);
      await expect(page.locator("dialog[open]")).toHaveCount(1);

      await page.keyboard.press("Escape");
      await expect(dialog(page)).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${t.list}$`));
    });

    test("each project's dialog shows the year, status and timeline of its file", async ({
      page,
    }) => {
      test.slow(); // every project, one after another
      await page.goto(t.list);
      await hydrated(page);
      for (const project of projects) {
        const fact = {
          year: String(project.year),
          status: project.status,
          short: timelineShort(project.timeline),
        };
        const link = page.locator(`[data-project="${project.slug[locale]}"]`);
        await link.scrollIntoViewIfNeeded();
        const scrollBefore = await page.evaluate(() => window.scrollY);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${itemUrl("project", project.slug.en, locale)}$`));
        const open = dialog(page);
        await expect(open).toBeVisible();
        await expect(open.getByRole("heading", { level: 2 })).toHaveText(project.title[locale]);
        const year = open.locator("[data-fact=year] dd");
        await expect(year).toContainText(fact.year);
        await expect(year).toContainText(t.status[fact.status]);
        const timeline = open.locator("[data-fact=timeline] dd");
        const long = fact.short.endsWith("M")
          ? t.months(Number.parseInt(fact.short))
          : t.years(Number.parseInt(fact.short));
        await expect(timeline.locator("abbr")).toHaveText(fact.short);
        await expect(timeline.locator("abbr")).toHaveAttribute("title", long);
        await expect(timeline.locator(".sr-only")).toHaveText(long);
        await page.keyboard.press("Escape");
        await expect(open).toHaveCount(0);
        await expect(page).toHaveURL(new RegExp(`${t.list}$`));
        // Opening and closing never moves the list.
        expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
      }
    });

    test("on a wide screen the story follows the subtitle, not the foot of the facts", async ({
      page,
    }) => {
      test.slow(); // eight projects
      for (const project of projects) {
        await page.goto(itemUrl("project", project.key, locale));
        const open = dialog(page);
        for (const width of [1024, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          const gap = await open.evaluate((element) => {
            const scope = element.querySelector("[data-scope]")!.getBoundingClientRect();
            const story = element.querySelector("[data-story] p")!.getBoundingClientRect();
            const facts = element.querySelector("[data-fact=year]")!.getBoundingClientRect();
            // Two columns: the story sits under the header, beside the facts.
            return { below: story.top - scope.bottom, beside: story.right <= facts.left };
          });
          expect(gap.beside, `${project.key} at ${width} px`).toBe(true);
          // The grid's row gap (2rem) and a little rounding, not the facts' height.
          expect(gap.below, `${project.key} at ${width} px`).toBeGreaterThanOrEqual(0);
          expect(gap.below, `${project.key} at ${width} px`).toBeLessThanOrEqual(48);
        }
      }
    });

    test("closing returns focus to the card, keeps the filter, and Back closes it", async ({
      page,
    }) => {
      const home = byCategory("residential").at(-1)!;
      await page.goto(`${t.list}?category=residential`);
      await hydrated(page);
      const link = page.locator(`[data-project="${home.slug[locale]}"]`);
      await link.focus();
      await page.keyboard.press("Enter");
      await expect(dialog(page)).toBeVisible();
      await expect(page).toHaveURL(
        new RegExp(`${itemUrl("project", home.slug.en, locale)}\\?category=residential$`),
      );
      await dialog(page).getByRole("link", { name: t.close }).click();
      await expect(dialog(page)).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${t.list}\\?category=residential$`));
      await expect(link).toBeFocused();

      await link.click();
      await expect(dialog(page)).toBeVisible();
      await page.goBack();
      await expect(dialog(page)).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${t.list}\\?category=residential$`));

      // A click on the backdrop closes it too.
      await link.click();
      await expect(dialog(page)).toBeVisible();
      await page.mouse.click(4, 400);
      await expect(dialog(page)).toHaveCount(0);
    });

    test("a deep link closed without history goes to the list and focuses its card", async ({
      page,
    }) => {
      const project = projects.at(-2) ?? projects[0]!;
      await page.goto(itemUrl("project", project.slug.en, locale));
      await hydrated(page);
      await expect(dialog(page)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page).toHaveURL(new RegExp(`${t.list}$`));
      await expect(page.locator(`[data-project="${project.slug[locale]}"]`)).toBeFocused();
    });

    test("gallery thumbnails match each gallery's length", async ({ page }) => {
      test.slow(); // every project, one after another
      await page.goto(t.list);
      await hydrated(page);
      for (const project of projects) {
        await page.locator(`[data-project="${project.slug[locale]}"]`).click();
        await dialog(page).getByRole("button", { name: t.gallery }).click();
        const gallery = page.getByRole("dialog", { name: t.galleryTitle });
        const total = project.gallery.length;
        const thumbs = gallery.locator("[data-gallery] button");
        await expect(thumbs).toHaveCount(total);
        await expect(thumbs.nth(2)).toHaveAccessibleName(t.photo(3, total));
        await page.keyboard.press("Escape");
        await expect(gallery).toHaveCount(0);
        await page.keyboard.press("Escape");
        await expect(dialog(page)).toHaveCount(0);
      }
    });

    test("an open project's gallery opens at once, even with the network gone", async ({
      page,
      context,
    }) => {
      // Its code and its list of photos come with the project, not with the tap.
      await page.goto(itemUrl("project", projects[0]!.slug.en, locale));
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      await context.setOffline(true);
      await dialog(page).getByRole("button", { name: t.gallery }).click();
      const gallery = page.getByRole("dialog", { name: t.galleryTitle });
      await expect(gallery).toBeVisible();
      await expect(gallery.locator("[data-gallery] button")).not.toHaveCount(0);
      await context.setOffline(false);
    });

    test("the viewer steps with keys and swipes, wrapping, and Escape closes one layer at a time", async ({
      page,
    }) => {
      const project = projects.at(-3) ?? projects[0]!;
      const total = project.gallery.length;
      const gallery = await openGallery(page, project.slug.en, locale);
      await gallery.locator("[data-gallery] button").first().click();
      const viewer = topDialog(page);
      const count = await counter(viewer);
      await expect(count).toHaveText(`1 / ${total}`);
      await expect(count).toHaveAttribute("aria-live", "polite");
      await expect(page).toHaveURL(/#photo-1$/);

      await page.keyboard.press("ArrowLeft");
      await expect(count).toHaveText(`${total} / ${total}`);
      await page.keyboard.press("ArrowRight");
      await expect(count).toHaveText(`1 / ${total}`);
      await page.keyboard.press("ArrowRight");
      await expect(count).toHaveText(`2 / ${total}`);
      await viewer.getByRole("button", { name: t.previous }).click();
      await viewer.getByRole("button", { name: t.previous }).click();
      await expect(count).toHaveText(`${total} / ${total}`);
      await viewer.getByRole("button", { name: t.next }).click();
      await expect(count).toHaveText(`1 / ${total}`);

      // A swipe to the left shows the next photo, to the right the previous.
      const stage = viewer.locator("[data-stage]");
      await swipe(stage, 300, 100);
      await expect(count).toHaveText(`2 / ${total}`);
      await swipe(stage, 100, 300);
      await expect(count).toHaveText(`1 / ${total}`);
      await swipe(stage, 100, 130); // too short to count
      await expect(count).toHaveText(`1 / ${total}`);

      // Focus stays inside the viewer.
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press("Tab");
        expect(await viewer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }

      await page.keyboard.press("Escape");
      await expect(page.locator("[data-stage]")).toHaveCount(0);
      await expect(gallery).toBeVisible();
      await expect(gallery.locator("[data-gallery] button").first()).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(gallery).toHaveCount(0);
      await expect(dialog(page)).toBeVisible();
      await expect(page.getByRole("button", { name: t.gallery })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(dialog(page)).toHaveCount(0);
    });

    test("Back closes the viewer, and the page behind does not scroll", async ({ page }) => {
      const gallery = await openGallery(page, second.slug.en, locale);
      await gallery.locator("[data-gallery] button").nth(3).click();
      await expect(topDialog(page).locator("[data-counter]")).toHaveText(/^4 \//);
      await page.keyboard.press("ArrowRight");
      await expect(page).toHaveURL(/#photo-5$/);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
        "hidden",
      );
      await page.goBack();
      await expect(page.locator("[data-stage]")).toHaveCount(0);
      await expect(gallery).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${itemUrl("project", second.slug.en, locale)}$`));
    });
  });
}

test.describe("layout", () => {
  for (const [width, columns] of [
    [375, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    test(`the grid has ${columns} column${columns > 1 ? "s" : ""} at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/projects");
      await hydrated(page);
      const xs = await cards(page).evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().x)),
      );
      expect(xs).toHaveLength(projects.length);
      expect(new Set(xs).size).toBe(columns);
    });
  }

  test("cards enter one after another, 0.1 s apart", async ({ page }) => {
    await page.goto("/projects");
    const delays = await cards(page).evaluateAll((items) =>
      items.map((item) => getComputedStyle(item).animationDelay),
    );
    expect(delays).toEqual(projects.map((_, index) => `${index / 10}s`));
  });

  test("a deep link's page holds no list; closing brings it, fetched once", async ({ page }) => {
    // The list's data; a project's own is /projects/<slug>.data.
    const fetches: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/projects.data") fetches.push(request.url());
    });
    await page.goto(englishPath(beforeLast));
    await hydrated(page);
    await expect(cards(page)).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL("/projects");
    await expect(cards(page)).toHaveCount(projects.length);
    expect(fetches).toHaveLength(1);
    // The list is here now: opening and closing its projects, or filtering it, fetches nothing.
    await page.locator(card(second)).click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await page.getByRole("group").getByRole("link", { name: "Residential", exact: true }).click();
    await expect(page).toHaveURL("/projects?category=residential");
    await expect(cards(page)).not.toHaveCount(projects.length);
    expect(fetches).toHaveLength(1);
  });

  test("the list a deep link closes to is simply there; its cards rise at the first filter", async ({
    page,
  }) => {
    const animations = async () =>
      new Set(
        await cards(page).evaluateAll((items) =>
          items.map((item) => getComputedStyle(item).animationName),
        ),
      );
    await page.goto(englishPath(beforeLast));
    await hydrated(page);
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL("/projects");
    await expect(page.locator(card(beforeLast))).toBeFocused();
    expect(await animations()).toEqual(new Set(["none"]));
    // Nor do they rise behind a project opened over them.
    await page.locator(card(second)).click();
    await expect(dialog(page)).toBeVisible();
    expect(await animations()).toEqual(new Set(["none"]));
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await page.getByRole("group").getByRole("link", { name: "Residential", exact: true }).click();
    await expect(page).toHaveURL("/projects?category=residential");
    expect(await animations()).toEqual(new Set(["rise"]));
  });
});

test.describe("deep links", () => {
  for (const project of projects) {
    for (const locale of ["en", "es"] as const) {
      const url = itemUrl("project", project.slug.en, locale);
      test(`${url} answers 200 with its own title`, async ({ request }) => {
        const response = await request.get(url);
        expect(response.status()).toBe(200);
        const html = await response.text();
        const title = html.match(/<title>([^<]+)<\/title>/)?.[1] ?? "";
        expect(title).toContain(project.title[locale]);
        expect(title).toMatch(/ — Solera Design Build$/);
      });
    }
  }

  test("the page behind a deep link downloads no photo but the dialog's until it closes", async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    const photos: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === "image" && url.pathname.startsWith("/images/"))
        photos.push(url.pathname);
    });
    await page.goto(englishPath(second));
    const own = `/images/${second.gallery[0]!.image.replace(/\/[^/]+$/, "/")}`;
    await hydrated(page);
    await expect(dialog(page)).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(photos.length).toBeGreaterThan(0);
    expect(photos.filter((path) => !path.startsWith(own))).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL("/projects");
    // The hero and the covers around the focused card load now that they can be seen.
    await expect
      .poll(() => photos.filter((path) => path.startsWith("/images/hero/")).length)
      .toBeGreaterThan(0);
    await expect
      .poll(
        () =>
          photos.filter((path) => path.startsWith("/images/projects/") && !path.startsWith(own))
            .length,
      )
      .toBeGreaterThan(0);
  });

  test("the dialog is modal before the page hydrates, and an Escape then still leads to the list", async ({
    page,
  }) => {
    // Hold the framework back, so the first Escape surely comes before hydration.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(englishPath(third));
    await expect(page.locator("dialog:modal")).toHaveCount(1);
    // The page behind is inert: Tab stays inside the dialog.
    await page.keyboard.press("Tab");
    await expect(page.locator("dialog:modal")).toContainText(third.title.en);
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") != null)).toBe(true);
    await page.keyboard.press("Escape");
    await expect(page.locator("dialog[open]")).toHaveCount(0);
    // The page the dialog hid is drawn again.
    await expect(page.locator("body > header")).toBeVisible();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    release();
    await hydrated(page);
    await expect(page).toHaveURL("/projects");
    await expect(page.locator("dialog")).toHaveCount(0);
    await expect(page.locator(card(third))).toBeFocused();
  });

  test("a deep link draws only its dialog, on solid ocean, until it closes", async ({ page }) => {
    const backdrop = () =>
      page
        .locator("dialog:modal")
        .evaluate((element) => getComputedStyle(element, "::backdrop").backgroundColor);
    const header = page.locator("body > header");
    const list = page.getByRole("heading", { name: "Selected work" });
    const heading = page.getByRole("heading", { level: 1, name: "Our projects" });
    await page.goto(englishPath(last));
    await expect(page.locator("dialog:modal")).toHaveCount(1);
    expect(await backdrop()).toBe("rgb(8, 26, 31)");
    await expect(header).toBeHidden();
    await expect(list).toBeHidden();
    await expect(page.locator("body > footer")).toBeHidden();
    // The page keeps its heading for assistive technology, unseen.
    await expect(heading).toHaveCount(1);
    await expect(page.locator("main > section", { has: heading })).toHaveCSS("opacity", "0");

    await hydrated(page);
    await expect(header).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL("/projects");
    await expect(header).toBeVisible();
    await expect(list).toBeVisible();
    await expect(page.locator("main > section", { has: heading })).toHaveCSS("opacity", "1");
    await expect(page.locator(card(last))).toBeFocused();

    // A dialog opened on the page leaves the page drawn behind its translucent backdrop.
    await page.locator(card(second)).click();
    await expect(page.locator("dialog:modal")).toBeVisible();
    expect(await backdrop()).toBe("rgba(8, 26, 31, 0.72)");
    await expect(header).toBeVisible();
    await expect(list).toBeVisible();
  });

  test("only a dialog opened from the list plays its entrance", async ({ page }) => {
    const animation = () =>
      page.locator("dialog[open]").evaluate((element) => getComputedStyle(element).animationName);
    await page.goto(englishPath(beforeLast));
    await hydrated(page);
    expect(await animation()).toBe("none");
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL("/projects");
    await page.locator(card(second)).click();
    await expect(page.locator("dialog:modal")).toBeVisible();
    expect(await animation()).toBe("dialog-in");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    for (const locale of ["en", "es"] as const) {
      test(`the dialog is open and its close is a link to the list (${locale})`, async ({
        page,
      }) => {
        await page.setViewportSize(phone);
        await page.goto(itemUrl("project", last.slug.en, locale));
        const open = page.locator("dialog[open]");
        await expect(open).toBeVisible();
        await expect(open.getByRole("heading", { level: 2 })).toHaveText(last.title[locale]);
        await expect(open.getByRole("link", { name: copy[locale].close })).toHaveAttribute(
          "href",
          copy[locale].list,
        );
      });
    }
  });
});
