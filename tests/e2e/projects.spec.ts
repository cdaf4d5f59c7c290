import { expect, test, type Locator, type Page } from "@playwright/test";
import { content } from "~/content/content.server";
import { localeTags, locales } from "~/i18n/locales";
import { timelineShort } from "~/lib/project-facts";
import { pagePath } from "~/pages";
import { themeColor } from "../theme";
import { attr, byTag, findAll, pageHtml, parsePage, textOf, type Element } from "./built";
import { company, companyLinks, hydrated, itemUrl, literally, phone, swipe } from "./site";

const { projects, drawings } = content();

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
    thumbnail: (n: number, total: number, drawn: boolean) =>
      new RegExp(`^${drawn ? "Design view" : "Photo"} ${n} of ${total}: .+`),
    next: "Next picture",
    previous: "Previous picture",
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
    thumbnail: (n: number, total: number, drawn: boolean) =>
      new RegExp(`^${drawn ? "Vista de diseño" : "Foto"} ${n} de ${total}: .+`),
    next: "Imagen siguiente",
    previous: "Imagen anterior",
    close: "Cerrar",
  },
} as const;

const byCategory = (category: string) => projects.filter((p) => p.category === category);

/** A timeline's words, as the dialog's tile spells them out: "10M" is "10 months". */
const longTimeline = (t: (typeof copy)[keyof typeof copy], short: string) =>
  short.endsWith("M") ? t.months(Number.parseInt(short)) : t.years(Number.parseInt(short));

// The projects whose stories are the shortest and the longest.
const byStory = [...projects].sort((a, b) => a.body.en.length - b.body.en.length);
const [shortest, longest] = [byStory[0]!, byStory.at(-1)!];

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

    test("a project's own page shows its scope, facts and a chat about it", async ({ page }) => {
      // Every project's page is checked from its file below; this one in the browser.
      const project = projects[0]!;
      await page.goto(itemUrl("project", project.slug.en, locale));
      await hydrated(page);
      const open = dialog(page);
      await expect(open.locator("[data-scope]")).toHaveText(project.scope[locale]);
      await expect(open.locator('[data-facts] [data-fact="builtArea"] dd')).toBeVisible();
      const place = open.locator('[data-facts] [data-fact="location"]').getByRole("link");
      await expect(place).toHaveAccessibleName(new RegExp(literally(project.location)));
      const chat = new URL((await open.locator("[data-project-chat]").getAttribute("href")) ?? "");
      expect(chat.origin + chat.pathname).toBe(companyLinks.chat);
      expect(chat.searchParams.get("text")).toContain(project.title[locale]);
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

    test("a project opened from the list shows the year, status and timeline of its file, and closing leaves the list where it was", async ({
      page,
    }) => {
      // Every project's tiles are checked from its file below; this one in the browser.
      const project = projects.at(-1)!;
      await page.goto(t.list);
      await hydrated(page);
      const link = page.locator(`[data-project="${project.slug[locale]}"]`);
      await link.scrollIntoViewIfNeeded();
      // Where the list was at the tap: Playwright's click may scroll the card
      // again first, to another alignment, when something covers it a moment.
      const scrollAtTap = page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            addEventListener("click", () => resolve(window.scrollY), { capture: true, once: true }),
          ),
      );
      await link.click();
      const scrollBefore = await scrollAtTap;
      await expect(page).toHaveURL(new RegExp(`${itemUrl("project", project.slug.en, locale)}$`));
      const open = dialog(page);
      await expect(open).toBeVisible();
      await expect(open.getByRole("heading", { level: 2 })).toHaveText(project.title[locale]);
      const year = open.locator("[data-fact=year] dd");
      await expect(year).toContainText(String(project.year));
      await expect(year).toContainText(t.status[project.status]);
      const short = timelineShort(project.timeline, locale);
      await expect(open.locator("[data-fact=timeline] dd abbr")).toHaveText(short);
      await expect(open.locator("[data-fact=timeline] dd abbr")).toHaveAttribute(
        "title",
        longTimeline(t, short),
      );
      await page.keyboard.press("Escape");
      await expect(open).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${t.list}$`));
      // Opening and closing never moves the list.
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    });

    test("on a wide screen the story follows the subtitle, not the foot of the facts", async ({
      page,
    }) => {
      // The shortest story and the longest: the layout is the same for the rest.
      for (const project of [shortest, longest]) {
        await page.goto(itemUrl("project", project.slug.en, locale));
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

    test("the gallery shows a thumbnail for each of its pictures, each named", async ({ page }) => {
      // The largest gallery; every gallery's pictures are checked in gallery-images.test.ts.
      const project = projects.reduce((a, b) => (b.gallery.length > a.gallery.length ? b : a));
      await page.goto(t.list);
      await hydrated(page);
      await page.locator(`[data-project="${project.slug[locale]}"]`).click();
      await dialog(page).getByRole("button", { name: t.gallery }).click();
      const gallery = page.getByRole("dialog", { name: t.galleryTitle });
      const total = project.gallery.length;
      const thumbs = gallery.locator("[data-gallery] button");
      await expect(thumbs).toHaveCount(total);
      for (const n of [1, total]) {
        const drawn = drawings.has(project.gallery[n - 1]!.image);
        await expect(thumbs.nth(n - 1)).toHaveAccessibleName(t.thumbnail(n, total, drawn));
      }
      await page.keyboard.press("Escape");
      await expect(gallery).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(dialog(page)).toHaveCount(0);
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

  test("cards enter one after another, 0.1 s apart, the first twelve; any after them at once", async ({
    page,
  }) => {
    await page.goto("/projects");
    const delays = await cards(page).evaluateAll((items) =>
      items.map((item) => getComputedStyle(item).animationDelay),
    );
    // The stagger's steps end at the twelfth card (the stagger utility in
    // app/styles/app.css): a fiftieth card does not wait five seconds.
    expect(delays).toEqual(projects.map((_, index) => (index < 12 ? `${index / 10}s` : "0s")));
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
    // The address changes before the filtered list is drawn: a card read while
    // it is taken out has no style at all, so the list is read once it settles.
    await expect.poll(animations).toEqual(new Set(["rise"]));
  });
});

test.describe("deep links", () => {
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
    await expect(page.locator("dialog:has([data-project-dialog])")).toHaveCount(0);
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
    expect(await backdrop()).toBe(themeColor("ocean-950"));
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
    // The same ocean, translucent.
    const [colour, alpha] = /^rgba\((\d+, \d+, \d+), ([\d.]+)\)$/.exec(await backdrop())!.slice(1);
    expect(`rgb(${colour})`).toBe(themeColor("ocean-950"));
    expect(Number(alpha)).toBeGreaterThan(0);
    expect(Number(alpha)).toBeLessThan(1);
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

test.describe("every project's page, from its file", () => {
  const dialogOf = (url: string) =>
    findAll(parsePage(pageHtml(url)), (el) => attr(el, "data-project-dialog") !== undefined)[0];
  const factIn = (root: Element, key: string) =>
    findAll(root, (el) => attr(el, "data-fact") === key).flatMap((el) =>
      findAll(el, byTag("dd")),
    )[0];
  /** Text as the file holds it, spaces folded: a no-break space is a space. */
  const fold = (text: string) => text.replace(/\s+/g, " ").trim();

  test("shows the project's title, scope and facts, numbers as each language writes them, and a chat about it", () => {
    const problems = locales.flatMap((locale) =>
      projects.flatMap((project) => {
        const url = itemUrl("project", project.slug.en, locale);
        const found: string[] = [];
        const title = textOf(findAll(parsePage(pageHtml(url)), byTag("title"))[0]!);
        if (!title.includes(project.title[locale]) || !title.endsWith(` — ${company.name}`))
          found.push(`title ${title}`);
        const open = dialogOf(url);
        if (!open) return [`${url}: no project dialog`];
        const scope = findAll(open, (el) => attr(el, "data-scope") !== undefined)[0];
        if (textOf(scope ?? open) !== fold(project.scope[locale])) found.push("scope");
        const [facts] = findAll(open, (el) => attr(el, "data-facts") !== undefined);
        const area = (m2: number) =>
          fold(`${new Intl.NumberFormat(localeTags[locale]).format(m2)} m²`);
        const fact = (key: string) => (facts ? factIn(facts, key) : undefined);
        if (textOf(fact("builtArea") ?? open) !== area(project.facts.builtArea))
          found.push("built area");
        if (textOf(fact("lotArea") ?? open) !== area(project.facts.lotArea)) found.push("lot area");
        // Rooms are a home's facts only.
        const rooms = project.category === "residential" && Boolean(project.facts.bedrooms);
        if (Boolean(fact("bedrooms")) !== rooms) found.push("bedrooms");
        const place = fact("location") && findAll(fact("location")!, byTag("a"))[0];
        const hidden = place && findAll(place, (el) => attr(el, "aria-hidden") === "true")[0];
        if (!place || textOf(hidden ?? place) !== fold(project.location)) found.push("location");
        const { latitude, longitude } = project.facts.coordinates;
        if (
          place &&
          attr(place, "href") !==
            `https://www.google.com/maps/search/?api=1&query=${latitude}%2C${longitude}`
        )
          found.push("map link");
        if (!textOf(fact("services") ?? open).length || !fact("services")) found.push("services");
        const chat = findAll(open, (el) => attr(el, "data-project-chat") !== undefined)[0];
        const chatUrl = new URL(attr(chat ?? open, "href") ?? "about:blank");
        if (chatUrl.origin + chatUrl.pathname !== companyLinks.chat) found.push("chat number");
        const message =
          locale === "en"
            ? `I’m interested in a project like ${project.title.en}`
            : `Me interesa un proyecto como ${project.title.es}`;
        if (!chatUrl.searchParams.get("text")?.includes(message)) found.push("chat message");
        return found.map((problem) => `${url}: ${problem}`);
      }),
    );
    expect(problems).toEqual([]);
  });

  test("shows the year, status and timeline of the project's file", () => {
    const problems = locales.flatMap((locale) =>
      projects.flatMap((project) => {
        const t = copy[locale];
        const url = itemUrl("project", project.slug.en, locale);
        const open = dialogOf(url);
        if (!open) return [`${url}: no project dialog`];
        const found: string[] = [];
        const year = textOf(factIn(open, "year") ?? open);
        if (!year.includes(String(project.year)) || !year.includes(t.status[project.status]))
          found.push(`year ${year}`);
        const short = timelineShort(project.timeline, locale);
        const timeline = factIn(open, "timeline");
        const abbr = timeline && findAll(timeline, byTag("abbr"))[0];
        const spoken =
          timeline &&
          findAll(timeline, (el) => attr(el, "class")?.split(" ").includes("sr-only") ?? false)[0];
        if (!abbr || textOf(abbr) !== short || attr(abbr, "title") !== longTimeline(t, short))
          found.push(`timeline ${abbr ? textOf(abbr) : "missing"}`);
        if (textOf(spoken ?? open) !== longTimeline(t, short)) found.push("timeline, spoken");
        return found.map((problem) => `${url}: ${problem}`);
      }),
    );
    expect(problems).toEqual([]);
  });
});
