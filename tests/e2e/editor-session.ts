import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "~/i18n/locales";
import { loadContent } from "~/content/content.server";
import { configFor } from "../../cms/config";
import type { PhoneFile } from "./phone-photo";

/**
 * The content editor at /admin, opened on a local copy of the repository.
 * The copy lives in the browser's private file system, handed to the editor
 * where it asks for a folder, so a test needs no file picker and no network:
 * requests beyond the site are answered here, never sent.
 */

// The editor reads every file of the copy before it draws a list or an
// entry: on a machine busy with a second test worker, longer than Playwright's
// default five seconds for an assertion and thirty for a test.
export const expect = baseExpect.configure({ timeout: 20_000 });

export const contentDir = path.resolve("content");
export const content = loadContent(contentDir);

/** Every file under content/, as [path from the repository root, base64]. */
export function repositoryFiles(): [string, string][] {
  return readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [
        path.relative(path.dirname(contentDir), file).split(path.sep).join("/"),
        readFileSync(file).toString("base64"),
      ];
    });
}

export interface Session {
  problems: string[];
  outside: string[];
}

export async function openEditor(page: Page): Promise<Session> {
  const session: Session = { problems: [], outside: [] };
  page.on("console", (message) => {
    // Chromium warns of any frame sandboxed with both scripts and its own origin. The
    // editor draws its preview so, in a document it writes itself with the site's
    // stylesheet; that warning, and only that one, is no problem here.
    if (message.text().includes("has both allow-scripts and allow-same-origin")) return;
    if (message.type() === "error" || message.type() === "warning") {
      session.problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => session.problems.push(`pageerror: ${error.message}`));
  await page.route(
    (url) => url.hostname !== "localhost",
    (route) => {
      const url = route.request().url();
      session.outside.push(url);
      // The editor asks GitHub whether it is up; it is told all is well.
      return url.startsWith("https://www.githubstatus.com/")
        ? route.fulfill({ json: { status: { indicator: "none", description: "" } } })
        : route.abort();
    },
  );
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { violations });
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
    // "Work with Local Repository" opens the private file system instead of a picker.
    Object.assign(window, { showDirectoryPicker: () => navigator.storage.getDirectory() });
  });

  await page.goto("/admin");
  await page.evaluate(async (files) => {
    const root = await navigator.storage.getDirectory();
    await root.getDirectoryHandle(".git", { create: true });
    for (const [file, base64] of files) {
      const parts = file.split("/");
      let folder = root;
      for (const part of parts.slice(0, -1)) {
        folder = await folder.getDirectoryHandle(part, { create: true });
      }
      const handle = await folder.getFileHandle(parts.at(-1)!, { create: true });
      const writable = await handle.createWritable();
      await writable.write(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
      await writable.close();
    }
  }, repositoryFiles());
  await page
    .getByRole("button", {
      name: /^(Work with Local Repository|Trabajar con un repositorio local)$/,
    })
    .click();
  return session;
}

/** A file of the local copy as the editor left it. */
export function readCopy(page: Page, file: string): Promise<string> {
  return page.evaluate(async (file) => {
    const parts = file.split("/");
    let folder = await navigator.storage.getDirectory();
    for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part);
    return (await (await folder.getFileHandle(parts.at(-1)!)).getFile()).text();
  }, file);
}

export async function expectNothingWrong(page: Page, session: Session) {
  expect(session.problems).toEqual([]);
  expect(
    await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
  ).toEqual([]);
  expect(session.outside.filter((url) => !url.startsWith("https://www.githubstatus.com/"))).toEqual(
    [],
  );
}

/** The two panes of an entry: the English form, and the Spanish one beside it. */
export async function bothLanguages(page: Page) {
  const english = page.getByRole("group", { name: /Edit .English. Content/ });
  await expect(english).toBeVisible();
  await page
    .getByRole("radiogroup", { name: "Switch Locale" })
    .last()
    .getByRole("radio", { name: "Spanish" })
    .check();
  const spanish = page.getByRole("group", { name: /Edit .Spanish. Content/ });
  await expect(spanish).toBeVisible();
  return { english, spanish };
}

/**
 * A field of an entry's pane, scrolled into view. The editor draws the
 * fields of a long entry as they come into view, so it scrolls the last
 * field drawn until the one asked for is there.
 */
export async function revealField(pane: Locator, name: RegExp): Promise<Locator> {
  const field = pane.getByRole("group", { name }).first();
  for (let step = 0; step < 30 && (await field.count()) === 0; step++) {
    await pane.locator("section[data-key-path]").last().scrollIntoViewIfNeeded();
    await pane.page().waitForTimeout(100);
  }
  await field.scrollIntoViewIfNeeded();
  return field;
}

/** What a test writes into a new article, as the owner would. */
export interface ArticleDraft {
  title: { en: string; es: string };
  spanishSlug: string;
  photo: { name: string; buffer: Buffer };
  alt: { en: string; es: string };
  excerpt: { en: string; es?: string };
  text: { en: string; es?: string };
}

/**
 * Writes a new article in both panes: title, date, category "Process", the
 * photo and its description, excerpt and text. A Spanish excerpt or text
 * left out stays empty, as an owner in a hurry would leave it.
 */
export async function writeArticle(page: Page, draft: ArticleDraft) {
  const { english, spanish } = await bothLanguages(page);
  await english.getByRole("textbox", { name: "Title" }).fill(draft.title.en);
  await english.locator('input[type="date"]').fill("2025-03-10");
  await english
    .getByRole("group", { name: /Category/ })
    .getByRole("combobox")
    .click();
  await page.getByRole("option", { name: /^Process\b/ }).click();
  await english
    .getByRole("group", { name: /“⁨Image⁩” Field/ })
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ ...draft.photo, mimeType: "image/jpeg" });
  // The editor draws an object's fields once the object is in view.
  await english.getByRole("group", { name: /Description of the image/ }).scrollIntoViewIfNeeded();
  await english.getByRole("textbox", { name: "English", exact: true }).fill(draft.alt.en);
  await english.getByRole("textbox", { name: "Spanish", exact: true }).fill(draft.alt.es);
  await english.getByRole("textbox", { name: "Excerpt" }).fill(draft.excerpt.en);
  await english.getByRole("textbox", { name: "Text" }).fill(draft.text.en);
  await spanish.getByRole("textbox", { name: "Title" }).fill(draft.title.es);
  await spanish.getByRole("textbox", { name: "Page address" }).fill(draft.spanishSlug);
  if (draft.excerpt.es !== undefined)
    await spanish.getByRole("textbox", { name: "Excerpt" }).fill(draft.excerpt.es);
  if (draft.text.es !== undefined)
    await spanish.getByRole("textbox", { name: "Text" }).fill(draft.text.es);
  return { english, spanish };
}

/**
 * The owner's actions in the editor, counted as the owner makes them: a tap,
 * a text typed into one box, a set of photos picked in one go in the phone's
 * file picker. The tests that
 * hold a task to a number of actions make every one of them through here.
 */
export class OwnerActions {
  /** What was done, in order: "tap Guardar", "type Nota (Español)". */
  readonly done: string[] = [];

  get count(): number {
    return this.done.length;
  }

  async tap(target: Locator, what: string): Promise<void> {
    await target.click();
    this.done.push(`tap ${what}`);
  }

  async type(target: Locator, text: string, what: string): Promise<void> {
    await target.fill(text);
    this.done.push(`type ${what}`);
  }

  /**
   * Taps the button that opens the phone's file picker, then picks `files`
   * in it at once: two actions, the second the phone's own.
   */
  async choose(button: Locator, files: PhoneFile[], what: string): Promise<void> {
    const picker = button.page().waitForEvent("filechooser");
    await this.tap(button, what);
    await (await picker).setFiles(files);
    this.done.push(`choose ${files.length} files`);
  }
}

/**
 * What the editor says once an entry is saved, in each language of its
 * interface (Sveltia's), after its icon's name ("check_circle Entry saved.").
 */
const savedWords: Record<Locale, { save: string; saved: RegExp }> = {
  en: { save: "Save", saved: /\bEntry saved\b/ },
  es: { save: "Guardar", saved: /\bEntrada guardada\b/ },
};

/**
 * Publishes the entry open in the editor, the way the owner does, counting
 * each action: the one publishing path of every action-count test, so that a
 * change to how the editor publishes is made here, once. Today a collection
 * published as it is saved (its `publish_mode` is "simple" in cms/config.ts)
 * takes one tap, Save, and this waits until the editor says it is saved. A
 * collection under the editorial workflow is published through its board
 * (editor-drafts.spec.ts walks it); it has no counted path yet, and asking
 * for one here fails rather than counting a path the owner does not take.
 */
export async function publishEntry(
  page: Page,
  owner: OwnerActions,
  collection: string,
): Promise<void> {
  const locale: Locale = (await page.locator("html").getAttribute("lang"))?.startsWith("es")
    ? "es"
    : "en";
  const mode = (configFor(locale).collections as { name: string; publish_mode?: string }[]).find(
    (candidate) => candidate.name === collection,
  )?.publish_mode;
  if (mode === "editorial_workflow")
    throw new Error(`${collection} is published through the editorial workflow's board`);
  const { save, saved } = savedWords[locale];
  await owner.tap(page.getByRole("button", { name: save, exact: true }), save);
  await expect(page.getByRole("status").filter({ hasText: saved })).toBeAttached();
}
