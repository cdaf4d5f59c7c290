import { expect, type Page } from "@playwright/test";
import { content } from "~/content/content.server";
import { itemUrl, phone } from "./site";

// The items each state opens, whichever the content holds.
const { projects, articles } = content();
const article = articles[0]!;
const [first, last, beforeLast, third, second] = [
  projects[0]!,
  projects.at(-1)!,
  projects.at(-2)!,
  projects.at(-3)!,
  projects[1]!,
];
const compared = projects.find((project) => project.beforeAfter);

/**
 * Open states of the interface, each checked by axe too. Later features add
 * theirs here (dialogs, the gallery viewer, the article reader).
 */
export const openStates: { name: string; url: string; open: (page: Page) => Promise<void> }[] = [
  {
    name: "mobile menu",
    url: "/es/nosotros",
    open: async (page) => {
      await page.setViewportSize(phone);
      await page.getByRole("button", { name: /menú|menu/i }).click();
      await expect(page.getByRole("navigation", { name: "Principal" })).toBeVisible();
    },
  },
  {
    name: "contact dialog",
    url: "/",
    open: async (page) => {
      await page.getByRole("button", { name: "Get a quote" }).first().click();
      await expect(page.getByRole("dialog", { name: "How would you like to talk?" })).toBeVisible();
    },
  },
  {
    name: "contact dialog on a phone",
    url: "/es",
    open: async (page) => {
      await page.setViewportSize(phone);
      await page.getByRole("button", { name: "Solicite una cotización" }).first().click();
      await expect(page.getByRole("dialog", { name: "¿Cómo prefiere conversar?" })).toBeVisible();
    },
  },
  {
    name: "quote planner on a phone, with choices made",
    url: "/es",
    open: async (page) => {
      await page.setViewportSize(phone);
      await page.getByRole("button", { name: "Solicite una cotización" }).first().click();
      const dialog = page.getByRole("dialog", { name: "¿Cómo prefiere conversar?" });
      await dialog.getByText("Describa su proyecto", { exact: true }).click();
      await dialog.getByLabel("Tipo de proyecto", { exact: true }).selectOption("newHome");
      await dialog.getByLabel("Presupuesto", { exact: true }).selectOption("over1m");
      await expect(dialog.locator("[data-plan-summary] li")).toHaveCount(2);
    },
  },
  {
    name: "article reader",
    url: "/information-news",
    open: async (page) => {
      await page.getByRole("link", { name: article.title.en }).click();
      await expect(page.getByRole("dialog", { name: article.title.en })).toBeVisible();
    },
  },
  {
    name: "article reader on a phone",
    url: "/es/informacion-y-noticias",
    open: async (page) => {
      await page.setViewportSize(phone);
      await page.getByRole("link", { name: article.title.es }).click();
      await expect(page.getByRole("dialog", { name: article.title.es })).toBeVisible();
    },
  },
  {
    name: "project dialog",
    url: "/projects",
    open: async (page) => {
      await page.locator(`[data-project="${first.slug.en}"]`).click();
      await expect(page.getByRole("dialog", { name: first.title.en })).toBeVisible();
    },
  },
  {
    name: "project dialog on a phone",
    url: itemUrl("project", last.slug.en, "es"),
    open: async (page) => {
      await page.setViewportSize(phone);
      await expect(page.getByRole("dialog", { name: last.title.es })).toBeVisible();
    },
  },
  ...(compared
    ? [
        {
          name: "before and after, its divider focused",
          url: itemUrl("project", compared.slug.en, "es"),
          open: async (page: Page) => {
            await page.setViewportSize(phone);
            const divider = page.locator("[data-before-after]").getByRole("slider");
            await divider.scrollIntoViewIfNeeded();
            await divider.focus();
            await page.keyboard.press("ArrowLeft");
            await expect(divider).toHaveValue("49");
          },
        },
      ]
    : []),
  {
    name: "project gallery",
    url: itemUrl("project", beforeLast.slug.en, "en"),
    open: async (page) => {
      await page.getByRole("button", { name: "View Photo Gallery" }).click();
      await expect(page.getByRole("dialog", { name: "Project Gallery" })).toBeVisible();
    },
  },
  {
    name: "project gallery on a phone",
    url: itemUrl("project", third.slug.en, "es"),
    open: async (page) => {
      await page.setViewportSize(phone);
      await page.getByRole("button", { name: "Ver galería de fotos" }).click();
      await expect(page.getByRole("dialog", { name: "Galería del proyecto" })).toBeVisible();
    },
  },
  {
    name: "photo viewer",
    url: itemUrl("project", second.slug.en, "en"),
    open: async (page) => {
      await page.getByRole("button", { name: "View Photo Gallery" }).click();
      // A thumbnail is named by what it is: a photo, or a drawing of the design (lib/drawings.ts).
      await page.getByRole("button", { name: /^(Photo|Design view) 2 of/ }).click();
      await expect(page.locator("[data-counter]")).toHaveText(`2 / ${second.gallery.length}`);
    },
  },
  {
    name: "photo viewer on a phone",
    url: itemUrl("project", first.slug.en, "es"),
    open: async (page) => {
      await page.setViewportSize(phone);
      await page.getByRole("button", { name: "Ver galería de fotos" }).click();
      await page.getByRole("button", { name: /^(Foto|Vista de diseño) 1 de/ }).click();
      await expect(page.locator("[data-counter]")).toHaveText(`1 / ${first.gallery.length}`);
    },
  },
];
