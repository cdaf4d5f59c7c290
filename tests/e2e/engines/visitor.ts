import { dialogWords } from "~/components/contact/dialog-words";
import { dictionaries } from "~/i18n/dictionaries";
import type { Locale } from "~/i18n/locales";
import type { EnginePage, KeyName } from "./harness";

/**
 * What a visitor does with each control, in any engine, and what they see
 * afterwards. Each step names the control the way the page shows it (its
 * words from the dictionaries, or the mark the component gives it) and waits
 * for the answer a person would wait for. When a control is redesigned (a
 * card that becomes a link to its page, a dialog opened by an invoker), its
 * step here is re-pointed and every check keeps reading the same answer.
 */

const words = (locale: Locale) => dictionaries[locale];

/** Polls `probe` in the page until it returns a truthy value, which it returns; gives up after 10 s. */
export function until<T, A extends unknown[]>(
  tab: EnginePage,
  what: string,
  probe: (...args: A) => T,
  ...args: A
): Promise<NonNullable<T>> {
  return within(10_000, tab, what, probe, ...args);
}

/** `until`, giving up after `patience` ms. */
async function within<T, A extends unknown[]>(
  patience: number,
  tab: EnginePage,
  what: string,
  probe: (...args: A) => T,
  ...args: A
): Promise<NonNullable<T>> {
  const deadline = Date.now() + patience;
  let last: T | undefined;
  let failed: unknown;
  while (Date.now() < deadline) {
    try {
      last = await tab.evaluate(probe, ...args);
      failed = undefined;
      if (last) return last as NonNullable<T>;
    } catch (error) {
      // A poll that lands as the page changes (a link followed) finds no
      // document yet, in Firefox a null documentElement: it asks again.
      failed = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seen = failed === undefined ? JSON.stringify(last) : String(failed);
  throw new Error(`${tab.engine}: waited ${patience / 1000} s for ${what} (last seen: ${seen})`);
}

/**
 * Marks the first visible element that matches `css` and whose text or
 * label is `name`, and returns a selector for it, for the driver to click.
 */
async function named(tab: EnginePage, css: string, name: string): Promise<string> {
  const mark = await until(
    tab,
    `a visible ${css} named "${name}"`,
    (selector: string, wanted: string) => {
      const found = [...document.querySelectorAll<HTMLElement>(selector)].find(
        (element) =>
          element.getClientRects().length > 0 &&
          [element.textContent, element.getAttribute("aria-label")].some(
            (text) => text?.replace(/\s+/g, " ").trim() === wanted,
          ),
      );
      if (!found) return "";
      const id = String(Math.random()).slice(2);
      found.setAttribute("data-visitor-target", id);
      return `[data-visitor-target="${id}"]`;
    },
    css,
    name,
  );
  return mark;
}

/** Opens a page and waits until it answers a tap: what every check starts with. */
export async function visit(tab: EnginePage, pathname: string): Promise<number> {
  const status = await tab.open(pathname);
  await ready(tab);
  return status;
}

/**
 * Resolves once the page answers taps. Today that is once React has
 * hydrated it (`html[data-hydrated]`); then the page is left to finish what
 * it does in an idle moment (fetching ahead), so that its reports are in.
 */
export async function ready(tab: EnginePage) {
  // A page's first wake in a freshly started WebKit, on a loaded two-core
  // machine, has taken more than 10 s: it is given 30.
  await within(30_000, tab, "the page to wake", () =>
    document.documentElement.hasAttribute("data-hydrated"),
  );
  await tab.networkQuiet();
}

/** The language the page is in, and its heading. */
export function reading(tab: EnginePage) {
  return tab.evaluate(() => ({
    lang: document.documentElement.lang,
    h1: document.querySelector("h1")?.textContent?.trim() ?? "",
  }));
}

// The header: the menu and the language switch.

const menuButton = "header button[popovertarget]";

/** Whether the menu's button shows (a phone) or the links sit in the bar. */
export function hasMenuButton(tab: EnginePage) {
  return tab.evaluate(
    (css: string) => (document.querySelector(css)?.getClientRects().length ?? 0) > 0,
    menuButton,
  );
}

/** Taps the menu button; returns the links the open menu shows. */
export async function openMenu(tab: EnginePage): Promise<string[]> {
  await tab.click(menuButton);
  return until(
    tab,
    "the menu to open",
    (css: string) => {
      const id = document.querySelector(css)?.getAttribute("popovertarget") ?? "";
      const menu = document.getElementById(id);
      if (!menu?.matches(":popover-open")) return undefined;
      const links = [...menu.querySelectorAll("a")].filter((a) => a.getClientRects().length > 0);
      return links.length > 0 ? links.map((a) => a.textContent?.trim() ?? "") : undefined;
    },
    menuButton,
  );
}

/** Chooses a link of the site's navigation by its words; resolves on the new address. */
export async function chooseNavLink(tab: EnginePage, name: string, to: string) {
  await tab.click(await named(tab, "header nav a, header [popover] a", name));
  await until(tab, `the address ${to}`, (path: string) => location.pathname === path, to);
  await ready(tab);
}

/** Whether the menu is open. */
export function menuOpen(tab: EnginePage) {
  return tab.evaluate((css: string) => {
    const id = document.querySelector(css)?.getAttribute("popovertarget") ?? "";
    return document.getElementById(id)?.matches(":popover-open") ?? false;
  }, menuButton);
}

/** Taps the language switch; resolves once the page is in `locale`, with its address. */
export async function switchLanguage(tab: EnginePage, locale: Locale) {
  await tab.click(`header a[hreflang="${locale}"]`);
  await until(
    tab,
    `the page in ${locale}`,
    (lang: string) => document.documentElement.lang === lang,
    locale,
  );
  await ready(tab);
  return tab.address();
}

// Filter chips (projects and news).

/** Taps the chip of a category; resolves once it is the chosen one. */
export async function chooseChip(tab: EnginePage, category: string) {
  const chip = `[role="group"] a[data-category="${category}"]`;
  await tab.click(chip);
  await until(
    tab,
    `the chip ${category} chosen`,
    (css: string) => document.querySelector(css)?.getAttribute("aria-current") === "true",
    chip,
  );
  await tab.networkQuiet();
}

/** The project cards shown, by their address's slug. */
export function shownProjects(tab: EnginePage): Promise<string[]> {
  return tab.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-project]")]
      .filter((card) => card.getClientRects().length > 0 && !card.closest("dialog"))
      .map((card) => card.dataset.project ?? ""),
  );
}

/** The titles of the news cards shown. */
export function shownStories(tab: EnginePage): Promise<string[]> {
  return tab.evaluate(() =>
    [...document.querySelectorAll("[data-news-card] h3")]
      .filter((title) => title.getClientRects().length > 0)
      .map((title) => (title.querySelector("a")?.firstChild?.textContent ?? "").trim()),
  );
}

// A project: its dialog, gallery and viewer.

/** What an open project dialog or article reader shows: its title. */
function openTitle(tab: EnginePage, what: string, css: string) {
  return until(
    tab,
    what,
    (selector: string) => {
      const open = [...document.querySelectorAll("dialog[open]")].find((d) =>
        d.querySelector(selector),
      );
      return open?.querySelector("h2")?.textContent?.trim();
    },
    css,
  );
}

/** Taps a project's card; returns the title its dialog shows. */
export async function openProject(tab: EnginePage, slug: string): Promise<string> {
  await tab.click(`[data-project="${slug}"]`);
  return openTitle(tab, `project ${slug}'s dialog`, "[data-project-dialog]");
}

/** Taps "View Photo Gallery"; returns how many photos the gallery shows. */
export async function openGallery(tab: EnginePage, locale: Locale): Promise<number> {
  await tab.click(await named(tab, "dialog[open] button", words(locale)["projects.viewGallery"]));
  return until(tab, "the gallery's photos", () => {
    const thumbs = document.querySelectorAll("dialog[open] [data-gallery] button");
    return thumbs.length > 0 && thumbs[0]!.getClientRects().length > 0 ? thumbs.length : 0;
  });
}

/** Taps the gallery's nth photo (from 1); returns the viewer's counter, "1 / 8". */
export async function openPhoto(tab: EnginePage, n: number): Promise<string> {
  await tab.click(`dialog[open] [data-gallery] li:nth-child(${n}) button`);
  return counter(tab, "the viewer");
}

function counter(tab: EnginePage, what: string, not = "") {
  return until(
    tab,
    what,
    (previous: string) => {
      const text = document.querySelector("dialog[open] [data-counter]")?.textContent?.trim();
      return text && text !== previous ? text : undefined;
    },
    not,
  );
}

/** Presses a key in the viewer; returns the counter once it changes. */
export async function stepViewer(tab: EnginePage, key: KeyName): Promise<string> {
  const before = await tab.evaluate(
    () => document.querySelector("dialog[open] [data-counter]")?.textContent?.trim() ?? "",
  );
  await tab.press(key);
  return counter(tab, `the counter after ${key}`, before);
}

/** Presses Escape in the viewer; resolves once it is closed, with whether the gallery stays. */
export async function closeViewer(tab: EnginePage): Promise<{ galleryOpen: boolean }> {
  await tab.press("Escape");
  await until(
    tab,
    "the viewer to close",
    () => !document.querySelector("dialog[open] [data-counter]"),
  );
  return tab.evaluate(() => ({
    galleryOpen: !!document.querySelector("dialog[open] [data-gallery]"),
  }));
}

/** Moves the before-and-after divider with the keyboard; returns where it is drawn (0 to 1). */
export async function slideComparison(tab: EnginePage, key: "Home" | "End") {
  const range = "[data-before-after] [data-before-after-range]";
  await tab.evaluate((css: string) => {
    document.querySelector(css)?.scrollIntoView({ block: "center" });
  }, range);
  await tab.click(range);
  await tab.press(key);
  return until(
    tab,
    `the divider moved by ${key}`,
    (css: string, end: string) => {
      const input = document.querySelector<HTMLInputElement>(css)!;
      const frame = input.parentElement!.getBoundingClientRect();
      const divider = document.querySelector("[data-before-after] [data-divider]")!;
      const box = divider.getBoundingClientRect();
      const at = (box.left + box.width / 2 - frame.left) / frame.width;
      const settled = end === "Home" ? at < 0.05 : at > 0.95;
      return settled ? { at, value: input.value } : undefined;
    },
    range,
    key,
  );
}

/** Taps the walkthrough's poster; returns the address of the player it puts in its place. */
export async function playWalkthrough(tab: EnginePage): Promise<string> {
  await tab.evaluate(() =>
    document.querySelector("[data-video-poster]")?.scrollIntoView({ block: "center" }),
  );
  await tab.click("[data-video-poster]");
  return until(
    tab,
    "the video's player",
    () => document.querySelector<HTMLIFrameElement>("iframe[data-video-player]")?.src,
  );
}

/** Whether the walkthrough's player frame is on the page yet. */
export function hasPlayer(tab: EnginePage) {
  return tab.evaluate(() => !!document.querySelector("iframe"));
}

// News: an article's reader.

/** Taps the first article's card; returns the title its reader shows. */
export async function openFirstArticle(tab: EnginePage): Promise<string> {
  await tab.click('[data-news-card="article"] h3 a');
  return openTitle(tab, "an article's reader", "article");
}

/** Taps the reader's close link; resolves on the list's address. */
export async function closeReader(tab: EnginePage, locale: Locale, list: string) {
  await tab.click(await named(tab, "dialog[open] a", words(locale)["common.close"]));
  await until(
    tab,
    "the reader to close",
    (path: string) => location.pathname === path && !document.querySelector("dialog[open]"),
    list,
  );
}

// Contact: the dialog and the quote planner.

/** Taps "Get a quote"; returns the title of the dialog that opens. */
export async function openContactDialog(tab: EnginePage, locale: Locale): Promise<string> {
  await tab.click(await named(tab, "button", words(locale)["cta.quote"]));
  const title = words(locale)["contactDialog.title"];
  return until(
    tab,
    "the contact dialog",
    (wanted: string) =>
      [...document.querySelectorAll("dialog[open] h2")].find(
        (h) => h.textContent?.trim() === wanted,
      )?.textContent,
    title,
  );
}

/** Opens the planner and chooses answers by value; returns the lines the message will carry. */
export async function planProject(
  tab: EnginePage,
  locale: Locale,
  answers: Record<string, string>,
): Promise<string[]> {
  await tab.click(
    await named(tab, "dialog[open] [data-planner] summary", dialogWords[locale].planner.toggle),
  );
  for (const [question, answer] of Object.entries(answers)) {
    const select = `dialog[open] [data-planner] select[name="${question}"]`;
    await until(
      tab,
      `the question ${question}`,
      (css: string) => !!document.querySelector(css),
      select,
    );
    await tab.select(select, answer);
  }
  const count = Object.keys(answers).length;
  return until(
    tab,
    "the plan's summary",
    (n: number) => {
      const lines = [...document.querySelectorAll("dialog[open] [data-plan-summary] li")].map(
        (li) => li.textContent?.trim() ?? "",
      );
      return lines.length === n ? lines : undefined;
    },
    count,
  );
}

/** Presses Escape; resolves once no dialog is open. */
/** Presses Tab `times` times; says whether focus was inside the open dialog after each. */
export async function tabsStayInDialog(tab: EnginePage, times: number): Promise<boolean> {
  for (let i = 0; i < times; i++) {
    await tab.press("Tab");
    if (!(await tab.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")))))
      return false;
  }
  return true;
}

/** The `commandfor` of the control that has focus: the dialog it opens, if it is an invoker. */
export function focusedInvokerOf(tab: EnginePage): Promise<string | null> {
  return tab.evaluate(() => document.activeElement?.getAttribute("commandfor") ?? null);
}

export async function closeDialog(tab: EnginePage) {
  await tab.press("Escape");
  await until(tab, "the dialog to close", () => !document.querySelector("dialog[open]"));
}
