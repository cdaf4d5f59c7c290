import { expect, test, type Page } from "@playwright/test";
import { content } from "~/content/content.server";
import type { Locale } from "~/i18n/locales";
import {
  company,
  companyLinks,
  holdRequests,
  hydrated,
  literally,
  pageModules,
  phone,
} from "./site";

const copy = {
  en: {
    url: "/contact",
    home: "/",
    subject: "Construction Inquiry",
    body: /interested in your construction services/,
    chat: /interested in building or renovating in Costa Rica/,
    quote: "Get a quote",
    dialog: "How would you like to talk?",
    send: "Send an email",
    chatButton: /Chat on WhatsApp/,
    fab: /Chat with us/,
    waze: "Directions in Waze",
    directions: "Directions in Google Maps",
    findUs: /landmarks/,
    planner: "Describe your project",
    typeLabel: "Type of project",
    budgetLabel: "Budget",
    lotLabel: "The lot",
    // In the questions' order: the lot comes before the budget.
    lines: [
      "Type of project: Renovation",
      "The lot: I am buying one",
      "Budget: US$300,000 to 600,000",
    ],
    blankLines: /Location of the lot:\nType of project:\nIdeal timeline:/,
  },
  es: {
    url: "/es/contacto",
    home: "/es",
    subject: "Consulta de construcción",
    body: /Me interesan sus servicios de construcción/,
    chat: /Me interesa construir o remodelar en Costa Rica/,
    quote: "Solicite una cotización",
    dialog: "¿Cómo prefiere conversar?",
    send: "Enviar un correo",
    chatButton: /Escribir por WhatsApp/,
    fab: /Escríbanos/,
    waze: "Cómo llegar con Waze",
    directions: "Cómo llegar con Google Maps",
    findUs: /señas/,
    planner: "Describa su proyecto",
    typeLabel: "Tipo de proyecto",
    budgetLabel: "Presupuesto",
    lotLabel: "El lote",
    lines: [
      "Tipo de proyecto: Remodelación",
      "El lote: Estoy comprando uno",
      "Presupuesto: US$300\u00a0000 a 600\u00a0000",
    ],
    blankLines: /Ubicación del lote:\nTipo de proyecto:\nPlazo ideal:/,
  },
} as const;

function mailParts(href: string | null) {
  const url = new URL(href ?? "");
  return {
    to: url.pathname,
    subject: url.searchParams.get("subject"),
    body: url.searchParams.get("body") ?? "",
  };
}

async function openDialog(page: Page, name: string) {
  const opener = page.getByRole("button", { name }).first();
  await opener.click();
  return opener;
}

for (const [locale, c] of Object.entries(copy)) {
  test.describe(`contact page (${locale})`, () => {
    test("each card's content links to its action", async ({ page }) => {
      await page.goto(c.url);
      const card = (key: string) => page.locator(`[data-card="${key}"] a`);
      await expect(card("phone")).toHaveAttribute("href", companyLinks.tel);
      await expect(card("phone")).toHaveText(company.phone.display);
      const mail = mailParts(await card("email").getAttribute("href"));
      expect(mail.to).toBe(company.email);
      expect(mail.subject).toBe(c.subject);
      const location = page.locator('[data-card="location"]');
      const [maps, directions, waze] = [
        card("location").first(),
        location.locator('[data-directions="google"]'),
        location.locator('[data-directions="waze"]'),
      ];
      await expect(maps).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\//);
      await expect(directions).toHaveAttribute(
        "href",
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=[-\d.]+%2C[-\d.]+$/,
      );
      await expect(directions).toHaveText(new RegExp(`^${c.directions}`));
      await expect(waze).toHaveAttribute(
        "href",
        /^https:\/\/waze\.com\/ul\?ll=[-\d.]+%2C[-\d.]+&navigate=yes$/,
      );
      await expect(waze).toHaveText(new RegExp(`^${c.waze}`));
      for (const link of [maps, directions, waze]) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
      await expect(location).toContainText(c.findUs);
    });

    test("send opens a mail draft and chat opens WhatsApp in a new tab", async ({ page }) => {
      await page.goto(c.url);
      const send = page.getByRole("link", { name: c.send });
      const mail = mailParts(await send.getAttribute("href"));
      expect(mail.to).toBe(company.email);
      expect(mail.subject).toBe(c.subject);
      expect(mail.body).toMatch(c.body);

      const chat = page.getByRole("link", { name: c.chatButton });
      await expect(chat).toHaveAttribute("target", "_blank");
      await expect(chat).toHaveAttribute("rel", "noopener noreferrer");
      const url = new URL((await chat.getAttribute("href")) ?? "");
      expect(url.origin + url.pathname).toBe(companyLinks.chat);
      expect(url.searchParams.get("text")).toMatch(c.chat);
    });

    test("shows office hours and every area served", async ({ page }) => {
      await page.goto(c.url);
      await expect(page.locator("#office-hours + dl > div")).toHaveCount(3);
      const { areasTitle, areas } = content().contact;
      await expect(page.locator("#areas-served")).toHaveText(areasTitle[locale as Locale]);
      await expect(page.locator('section[aria-labelledby="areas-served"] li')).toHaveText(
        areas.map((area) => area[locale as Locale]),
      );
    });
  });

  test.describe(`contact dialog (${locale})`, () => {
    test("opens at the first tap, and keeps the planner's choices for when the page wakes", async ({
      page,
    }) => {
      // Held, not refused: the page has not woken while the visitor chooses.
      const release = await holdRequests(page, pageModules);
      await page.goto(c.home);
      await openDialog(page, c.quote);
      const dialog = page.getByRole("dialog", { name: c.dialog });
      await expect(dialog).toBeVisible();
      await dialog.getByText(c.planner, { exact: true }).click();
      await dialog.getByLabel(c.typeLabel, { exact: true }).selectOption("renovation");
      await dialog.getByLabel(c.budgetLabel, { exact: true }).selectOption("300kTo600k");
      await dialog.getByLabel(c.lotLabel, { exact: true }).selectOption("buying");
      expect(await page.evaluate(() => "hydrated" in document.documentElement.dataset)).toBe(false);
      release();
      await hydrated(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.locator("[data-plan-summary] li")).toHaveText(c.lines);
      const chat = await dialog.locator('[data-option="chat"]').getAttribute("href");
      const text = new URL(chat ?? "").searchParams.get("text") ?? "";
      // Each choice is written once.
      expect(text.endsWith(`\n\n${c.lines.join("\n")}`)).toBe(true);
    });

    test("offers chat, e-mail and phone", async ({ page }) => {
      await page.goto(c.home);
      await hydrated(page);
      await openDialog(page, c.quote);
      const dialog = page.getByRole("dialog", { name: c.dialog });
      await expect(dialog.locator("[data-option]")).toHaveCount(3);
      await expect(dialog.locator('[data-option="chat"]')).toHaveAttribute(
        "href",
        new RegExp(`^${literally(companyLinks.chat)}\\?text=`),
      );
      await expect(dialog.locator('[data-option="email"]')).toHaveAttribute(
        "href",
        new RegExp(`^${literally(companyLinks.mailto)}\\?subject=`),
      );
      await expect(dialog.locator('[data-option="phone"]')).toHaveAttribute(
        "href",
        companyLinks.tel,
      );
    });

    test("writes the planner's choices into the chat and the e-mail draft", async ({ page }) => {
      await page.goto(c.home);
      await hydrated(page);
      await openDialog(page, c.quote);
      const dialog = page.getByRole("dialog", { name: c.dialog });
      const chat = dialog.locator('[data-option="chat"]');
      const email = dialog.locator('[data-option="email"]');
      const chatText = async () =>
        new URL((await chat.getAttribute("href")) ?? "").searchParams.get("text") ?? "";
      const untouched = {
        chat: await chat.getAttribute("href"),
        email: await email.getAttribute("href"),
      };
      expect(await chatText()).toMatch(c.chat);
      expect(mailParts(untouched.email).body).toMatch(c.blankLines);

      await dialog.getByText(c.planner, { exact: true }).click();
      await dialog.getByLabel(c.typeLabel, { exact: true }).selectOption("renovation");
      await dialog.getByLabel(c.budgetLabel, { exact: true }).selectOption("300kTo600k");
      await dialog.getByLabel(c.lotLabel, { exact: true }).selectOption("buying");

      // The visitor reads what the message will say before sending it, in
      // the questions' order whatever the order of choosing.
      const summary = dialog.locator("[data-plan-summary] li");
      await expect(summary).toHaveText(c.lines);
      const text = await chatText();
      expect(text).toMatch(c.chat);
      expect(text.endsWith(`\n\n${c.lines.join("\n")}`)).toBe(true);
      const mail = mailParts(await email.getAttribute("href"));
      expect(mail.subject).toBe(c.subject);
      expect(mail.body).toContain(`\n${c.lines.join("\n")}\n`);
      expect(mail.body).not.toMatch(c.blankLines);

      // Taking every choice back gives the messages without the planner.
      for (const label of [c.typeLabel, c.budgetLabel, c.lotLabel]) {
        await dialog.getByLabel(label, { exact: true }).selectOption("");
      }
      await expect(summary).toHaveCount(0);
      await expect(chat).toHaveAttribute("href", untouched.chat ?? "");
      await expect(email).toHaveAttribute("href", untouched.email ?? "");
    });

    test("keeps the planner usable by keyboard, with focus inside the dialog", async ({ page }) => {
      await page.goto(c.home);
      await hydrated(page);
      await openDialog(page, c.quote);
      const dialog = page.getByRole("dialog", { name: c.dialog });
      const toggle = dialog.getByText(c.planner, { exact: true });
      await toggle.focus();
      await page.keyboard.press("Enter");
      const type = dialog.getByLabel(c.typeLabel, { exact: true });
      await expect(type).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(type).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(dialog.locator("[data-plan-summary] li")).toHaveCount(1);
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press("Tab");
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
    });

    test("traps focus, closes on Escape and gives focus back", async ({ page }) => {
      await page.goto(c.home);
      await hydrated(page);
      const opener = await openDialog(page, c.quote);
      const dialog = page.getByRole("dialog", { name: c.dialog });
      await expect(dialog).toBeVisible();
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press("Tab");
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press("Shift+Tab");
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
    });

    test("closes on a backdrop click and on its close button", async ({ page }) => {
      await page.goto(c.home);
      await hydrated(page);
      const opener = await openDialog(page, c.quote);
      const dialog = page.getByRole("dialog", { name: c.dialog });
      await expect(dialog).toBeVisible();
      await page.mouse.click(8, 400);
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();

      await openDialog(page, c.quote);
      await dialog.getByRole("button", { name: locale === "en" ? "Close" : "Cerrar" }).click();
      await expect(dialog).toHaveCount(0);
    });

    test("opens and closes without JavaScript, as the browser's own dialog", async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(c.home);
      const opener = await openDialog(page, c.quote);
      const dialog = page.getByRole("dialog", { name: c.dialog });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('[data-option="phone"]')).toHaveAttribute(
        "href",
        companyLinks.tel,
      );
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
      await context.close();
    });
  });

  test.describe(`floating chat button (${locale})`, () => {
    for (const viewport of [phone, { width: 1280, height: 800 }]) {
      test(`is on the page at ${viewport.width} px and hides while a dialog is open`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(c.home);
        await hydrated(page);
        const fab = page.getByRole("link", { name: c.fab });
        await expect(fab).toBeVisible();
        await expect(fab).toHaveAttribute("target", "_blank");
        await expect(fab).toHaveAttribute(
          "href",
          new RegExp(`^${literally(companyLinks.chat)}\\?text=`),
        );
        await openDialog(page, c.quote);
        await expect(fab).toBeHidden();
        await page.keyboard.press("Escape");
        await expect(fab).toBeVisible();
      });
    }

    test("never covers the footer's links at the end of the page", async ({ page }) => {
      await page.setViewportSize(phone);
      await page.goto(c.url);
      await hydrated(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const fab = await page.locator("[data-chat-button]").boundingBox();
      const links = await page
        .locator("footer a, footer button")
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      for (const box of links) {
        const overlaps =
          fab &&
          box.left < fab.x + fab.width &&
          box.right > fab.x &&
          box.top < fab.y + fab.height &&
          box.bottom > fab.y;
        expect(overlaps).toBeFalsy();
      }
    });
  });
}
