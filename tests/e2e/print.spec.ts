import { execFileSync } from "node:child_process";
import { expect, test, type Locator, type Page } from "@playwright/test";
import type { Locale } from "~/i18n/locales";
import { hydrated, live, pageUrls } from "./site";

/**
 * What a visitor gets from Print or Save as PDF: the open article or project,
 * or the privacy policy, in full, without the site around it.
 *
 * The PDF's text comes from `pdftotext` (poppler-utils, installed by .ci/run
 * beside Chromium): the reference extractor of the poppler tools we already
 * use to look at printed pages, and no JavaScript dependency for one test.
 */

const words = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
const flat = (text: string) => text.replace(/\s+/g, " ").trim();

function urlOf(locale: Locale, id: string) {
  const entry = pageUrls.find((e) => e.locale === locale && e.id === id);
  if (!entry) throw new Error(`No page ${id} in ${locale}`);
  return entry.url;
}

const firstOf = (kind: "article" | "project") => {
  const entry = pageUrls.find((e) => e.id.startsWith(`${kind}:`));
  if (!entry) throw new Error(`No ${kind} page`);
  return entry.id;
};
const article = firstOf("article");
const project = firstOf("project");

/** Prints the page as Chromium's Save as PDF does and returns the PDF's text. */
async function printedText(page: Page) {
  const pdf = await page.pdf({ format: "A4" });
  return execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: pdf }).toString();
}

/**
 * The words of the document's text: its headings, paragraphs, list items and
 * terms, as they are on screen, less the navigation and asides inside it
 * (next and previous articles, the call to action).
 */
async function bodyText(root: Locator) {
  const texts = await root
    .locator(":is(h1, h2, h3, h4, p, li, dt, dd):not(nav *, aside *)")
    .evaluateAll((elements) =>
      elements
        // An element inside another one counted already (a paragraph in a list item).
        .filter((el) => !el.parentElement?.closest("h1, h2, h3, h4, p, li, dt, dd"))
        .map((el) => el.textContent ?? ""),
    );
  return texts.join(" ");
}

interface Printable {
  name: string;
  locale: Locale;
  url: string;
  /** Opens the document from its list, where it is not the page's own URL. */
  open?: (page: Page) => Promise<void>;
  /** The document: what must be printed in full. */
  root: (page: Page) => Locator;
  title: (page: Page) => Locator;
  /** The page behind a dialog, which must not be printed. */
  behind?: (page: Page) => Locator;
}

const dialog = (page: Page) => page.locator("dialog[open]");
const dialogTitle = (page: Page) => dialog(page).locator("h2").first();
/** The page's hero subtitle, under the dialog. */
const pageHero = (page: Page) => page.locator("[data-page-hero] h1 + p");

/** Opens an item from its list: a click on its card, once the card is live, leads to its dialog. */
const openCard = (selector: string, url: string) => async (page: Page) => {
  const card = page.locator(selector);
  await live(card);
  await card.click();
  await expect(page).toHaveURL(url);
  await expect(dialog(page)).toBeVisible();
};

const printables: Printable[] = [
  ...(["en", "es"] as const).map((locale) => ({
    name: "an article's own URL",
    locale,
    url: urlOf(locale, article),
    root: dialog,
    title: dialogTitle,
    behind: pageHero,
  })),
  {
    name: "an article opened from the list",
    locale: "es",
    url: urlOf("es", "informationNews"),
    // A card is named by its slug in the page's language, the last segment of its URL.
    open: openCard(`#news-${urlOf("es", article).split("/").at(-1)}`, urlOf("es", article)),
    root: dialog,
    title: dialogTitle,
    behind: pageHero,
  },
  {
    name: "a project's own URL",
    locale: "en",
    url: urlOf("en", project),
    root: dialog,
    title: dialogTitle,
    behind: pageHero,
  },
  {
    name: "a project opened from the list",
    locale: "en",
    url: urlOf("en", "projects"),
    open: openCard(`[data-project="${project.split(":")[1]}"]`, urlOf("en", project)),
    root: dialog,
    title: dialogTitle,
    behind: pageHero,
  },
  ...(["en", "es"] as const).map((locale) => ({
    name: "the privacy policy",
    locale,
    url: urlOf(locale, "privacy"),
    root: (page: Page) => page.locator("main article"),
    title: (page: Page) => page.locator("main h1"),
  })),
];

for (const printable of printables) {
  test(`prints ${printable.name} in full (${printable.locale})`, async ({ page }) => {
    // Printing lays out and draws every page of the document, with its images.
    test.slow();
    await page.goto(printable.url);
    if (printable.open) {
      await hydrated(page);
      await printable.open(page);
    }
    // A page's own URL prints as it arrives, whether or not it has hydrated yet.
    await expect(printable.root(page)).toBeVisible();

    const root = printable.root(page);
    const title = flat(await printable.title(page).innerText());
    const body = words(await bodyText(root)).length;
    const navigation = flat(await page.locator("body > header nav").first().innerText());
    // The footer is drawn lazily: its text is there, but not laid out yet.
    const footer = flat((await page.locator("body > footer p").first().textContent()) ?? "");
    const behind = printable.behind ? flat(await printable.behind(page).innerText()) : null;

    const text = await printedText(page);
    const printed = words(text).length;
    console.log(`${printable.url}: ${printed} words printed of ${body} in the body`);

    expect(printed).toBeGreaterThanOrEqual(0.9 * body);
    expect(flat(text)).toContain(title);
    expect(flat(text)).not.toContain(navigation);
    expect(flat(text)).not.toContain(footer);
    if (behind) expect(flat(text)).not.toContain(behind);
  });
}
