import { statSync } from "node:fs";
import { expect, type Locator, type Page } from "@playwright/test";
import { content } from "~/content/content.server";
import type { Locale } from "~/i18n/locales";
import { pageInventory } from "~/inventory.server";
import { pictureAlt, pictureSource } from "~/lib/drawings";
import type { ItemKind } from "~/pages";
import { htmlFile } from "./built";

/** A page's JavaScript modules: every script file of the build (the tap replay is inline in the head). */
export const pageModules = /\/assets\/.+\.js$/;

/**
 * Holds back every request the page makes to `url` until the function it
 * returns is called; then they all go through.
 */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Every page URL in both languages, from the one page inventory. */
export const pageUrls = pageInventory();

/**
 * An item's URL in a language, found by its English slug in the inventory:
 * `itemUrl("project", "villa-cielo", "es")` is its Spanish deep link.
 */
export function itemUrl(kind: ItemKind, englishSlug: string, locale: Locale): string {
  const entry = pageUrls.find((e) => e.id === `${kind}:${englishSlug}` && e.locale === locale);
  if (!entry) throw new Error(`No ${kind} ${englishSlug} in the inventory`);
  return entry.url;
}

/**
 * The URLs the browser gates (axe, console, images, the first view's
 * budget, no-JS) visit: in each language, one page of each template (the
 * route that draws it: a page, a project, an article, a further page of the
 * news, a category's page) and that template's longest page, its largest
 * file. Pages of one template share their code and layout, so these stand
 * for the rest, and their number follows the templates, not the content;
 * the file-based gates (validity, links, HTML bytes, structured data,
 * metadata, placeholders) cover every URL.
 */
export const browserUrls = pageUrls.filter((entry, _, all) => {
  const siblings = all.filter((e) => e.locale === entry.locale && e.template === entry.template);
  const longest = siblings.reduce((a, b) => (fileSize(b.url) > fileSize(a.url) ? b : a));
  return entry === siblings[0] || entry === longest;
});

function fileSize(url: string): number {
  return statSync(htmlFile(url)).size;
}

/** The company's facts as the content being tested gives them (CONTENT_DIR), never a copy. */
export const company = content().company;

/** Where the company's phone and chat links lead: the number as WhatsApp's links write it, digits only. */
export const companyLinks = {
  tel: `tel:${company.phone.e164}`,
  chat: `https://wa.me/${company.phone.e164.replace(/\D/g, "")}`,
  mailto: `mailto:${company.email}`,
};

/**
 * A project's or a diary's picture's description as its page gives it:
 * after "Design view:" while the picture is a drawing (lib/drawings.ts),
 * as the content being tested has it.
 */
export function shownAlt(image: string, alt: string, locale: Locale): string {
  const file = content().drawings.has(image) ? "drawing" : "photo";
  return pictureAlt(alt, pictureSource(file, alt, locale), locale);
}

/** The privacy policy's section titles in a language, one per `## ` heading of its file. */
export function privacySectionTitles(locale: Locale): string[] {
  return [...content().privacy[locale].body.matchAll(/^## (.+)$/gm)].map((match) =>
    match[1]!.trim(),
  );
}

/** A string matched literally inside a regular expression. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export const phone = { width: 390, height: 844 };

/** Collects console errors and warnings so a test can assert there were none. */
export function watchConsole(page: Page) {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

/** Resolves once React has hydrated the page (the header reacts to scroll from then on). */
export async function hydrated(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/**
 * Resolves once React has hydrated this element and handles its events.
 * Content loaded on demand (the news list) hydrates after the rest of the
 * page, so a click that comes between `hydrated()` and then is not seen.
 */
export async function live(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith("__reactProps$")),
      ),
    )
    .toBe(true);
}

export async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Starts recording every scroll position the page passes through; the
 * returned function reads them. A smooth scroll passes through positions
 * between its start and end, an instant one does not. With `afterClick`,
 * only the positions after the page's next click count: the ones a tap
 * scrolls through, not the page settling at the bottom beforehand as its
 * lower blocks are drawn.
 */
export async function recordScrollPositions(page: Page, { afterClick = false } = {}) {
  await page.evaluate((waitForClick) => {
    const seen: number[] = [];
    let recording = !waitForClick;
    (window as unknown as { seen: number[] }).seen = seen;
    window.addEventListener("click", () => (recording = true), { capture: true, once: true });
    window.addEventListener("scroll", () => recording && seen.push(window.scrollY), {
      passive: true,
    });
  }, afterClick);
  return () => page.evaluate(() => (window as unknown as { seen: number[] }).seen);
}

/**
 * Whether a popover's button is expanded. The browser exposes it from the
 * popover's own state (the HTML spec forbids aria-expanded beside
 * popovertarget), so this reads the state assistive technology is told.
 */
export function expanded(button: Locator): Promise<boolean> {
  return button.evaluate(
    (element) =>
      document
        .getElementById(element.getAttribute("popovertarget") ?? "")
        ?.matches(":popover-open") ?? false,
  );
}

/**
 * A touch swipe across `stage`, a third of the way down, from `from` to `to`
 * pixels from its left edge (5 px of drift, as a thumb does).
 */
export async function swipe(stage: Locator, from: number, to: number) {
  const box = (await stage.boundingBox())!;
  const y = box.y + box.height / 3;
  const touch = { pointerType: "touch", isPrimary: true };
  await stage.dispatchEvent("pointerdown", { ...touch, clientX: box.x + from, clientY: y });
  await stage.dispatchEvent("pointerup", { ...touch, clientX: box.x + to, clientY: y + 5 });
}
