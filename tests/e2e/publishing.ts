import type { BrowserContext, Page } from "@playwright/test";
import type { BuildRecord } from "~/build-record";
import type { Locale } from "~/i18n/locales";
import { configFor } from "../../cms/config";
import { fieldLabel, type LabelledCollection } from "../../cms/site-news";
import { statusContext } from "../../netlify/plugins/build-status/context.js";
import { token, type GitHubStandIn } from "./github-stand-in";
import type { PhoneFile } from "./phone-photo";

/**
 * Publishing an article as the owner does, through the GitHub stand-in: the steps, the host that builds what is saved, and a
 * photo as a phone takes it. Used by editor-publish.spec.ts, which counts
 * the steps, and by tools/editing-screenshots.ts, which pictures them for
 * the guide.
 */

/**
 * The site as the host serves it: /build.json names the commit the live
 * build was made from. It starts as `main`'s head, and `build` plays the
 * host building `main` again: it posts its status on the commit
 * (netlify/plugins/build-status) and, when it succeeds, publishes a new
 * record.
 */
export async function playHost(context: BrowserContext, stand: GitHubStandIn) {
  let record: BuildRecord = {
    builtAt: "2026-11-20T18:00:00.000Z",
    commit: { sha: stand.refs.get("main")!, message: "Content", changes: [] },
  };
  await context.route(
    (url) => url.pathname === "/build.json",
    (route) => route.fulfill({ json: record, headers: { "Cache-Control": "no-cache" } }),
  );
  return {
    build(outcome: "success" | "failure") {
      const sha = stand.refs.get("main")!;
      stand.report(sha, {
        context: statusContext,
        state: outcome,
        description: outcome === "success" ? "The site is live" : "The build failed",
      });
      if (outcome === "success") {
        record = { builtAt: new Date().toISOString(), commit: { sha, message: "" } };
      }
    },
  };
}

/** The editor's words the steps look for, in its two interface languages: Sveltia's own, and ours. */
export const editorWords = {
  es: {
    locale: "es",
    signInWithToken: "Iniciar sesión con un token de acceso",
    signIn: /^Iniciar sesión$/,
    create: "Crear una nueva entrada",
    englishPane: /Editar el contenido en .Inglés/,
    spanishPane: /Editar el contenido en .Español/,
    switchLocale: "Cambiar de idioma",
    spanish: /^Español/,
    choosePhoto: "Elegir foto",
    spanishBox: "Español",
    save: "Guardar",
  },
  en: {
    locale: "en",
    signInWithToken: "Sign In Using Access Token",
    signIn: /^Sign In$/,
    create: "Create New Entry",
    englishPane: /Edit .English. Content/,
    spanishPane: /Edit .Spanish. Content/,
    switchLocale: "Switch Locale",
    spanish: /^Spanish/,
    choosePhoto: "Choose photo",
    spanishBox: "Spanish",
    save: "Save",
  },
} as const;

type Words = (typeof editorWords)[keyof typeof editorWords];

/**
 * What the editor's form calls the articles and their fields in an
 * interface language, from the configuration it is given (cms/config.ts).
 */
export function articleForm(locale: Locale) {
  const form = configFor(locale).collections as unknown as LabelledCollection[];
  return {
    collection: form.find((collection) => collection.name === "news")!.label!,
    field: (name: string) => fieldLabel(form, "news", [name])!,
  };
}

/** Signs in with a token and waits for the collections; the editor speaks the browser's language. */
export async function signInWithToken(page: Page, words: Words = editorWords.es) {
  await page.goto("/admin");
  await page.getByRole("button", { name: words.signInWithToken }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByRole("textbox").fill(token);
  await dialog.getByRole("button", { name: words.signIn }).click();
  await page.getByText(articleForm(words.locale).collection, { exact: true }).waitFor();
}

/** The line at the foot of the editor. */
export const siteLine = (page: Page) => page.locator(".solera-site-status");

export const sampleArticle = {
  title: { en: "Why we pour concrete at dawn", es: "Por qué chorreamos al amanecer" },
  alt: { es: "Una losa chorreada con la primera luz" },
  text: {
    en: "We pour at dawn, before the heat dries the surface too fast. Cool mornings give a stronger slab.",
    es: "Chorreamos al amanecer, antes de que el calor seque la superficie demasiado rápido. Las mañanas frescas dan una losa más fuerte.",
  },
};

/** One action of the owner: a tap, a field filled, a choice or a confirmation. */
export type Act = <T>(what: string, action: () => Promise<T>) => Promise<T>;

/**
 * Writes a new article and saves it, from the list of collections, each
 * action through `act`, in the editor's Spanish unless `words` says other,
 * as docs/editing.md says: the title and the text in each language, the
 * excerpts left to be made from the texts. With a photo, it is chosen with
 * "Elegir foto" and, unless `describe` is false, described once, in
 * Spanish. `pause` is called between the steps the guide shows.
 */
export async function publishArticle(
  page: Page,
  options: {
    article?: typeof sampleArticle;
    photo?: PhoneFile;
    describe?: boolean;
    words?: Words;
    act?: Act;
    pause?: (step: "form" | "photo" | "spanish") => Promise<void>;
  } = {},
) {
  const {
    article = sampleArticle,
    photo,
    describe = true,
    words = editorWords.es,
    act = (_what, action) => action(),
    pause = async () => {},
  } = options;
  const form = articleForm(words.locale);
  const box = (name: string) => ({ name: form.field(name) });
  await act("open Articles", () => page.getByText(form.collection, { exact: true }).click());
  await act("new entry", () => page.getByRole("button", { name: words.create }).click());
  const english = page.getByRole("group", { name: words.englishPane });
  // A hand reaches the form once the editor has made the new entry, with today's date in it;
  // a field filled before then would be emptied.
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLInputElement>('input[type="date"]')].some((i) => i.value),
  );
  await act("English title", () =>
    english.getByRole("textbox", box("title")).fill(article.title.en),
  );
  await pause("form");
  if (photo) {
    const chooser = page.waitForEvent("filechooser");
    await act("Choose photo", () =>
      english.getByRole("button", { name: words.choosePhoto }).click(),
    );
    await act("the photo", async () => (await chooser).setFiles(photo));
    await english.getByText(/^\/content\/images\/news\//).waitFor();
    if (describe) {
      const description = english.getByRole("group", { name: form.field("imageAlt") });
      await description.scrollIntoViewIfNeeded();
      await act("Spanish description", () =>
        description
          .getByRole("textbox", { name: words.spanishBox, exact: true })
          .fill(article.alt.es),
      );
    }
    await pause("photo");
  }
  await act("English text", () => english.getByRole("textbox", box("body")).fill(article.text.en));
  // On a phone the languages are a menu; on a computer, buttons above the second column.
  const menu = page.getByRole("combobox", { name: words.switchLocale });
  if (await menu.isVisible()) {
    await act("language menu", () => menu.click());
    await act("Spanish", () => page.getByRole("option", { name: words.spanish }).click());
  } else {
    await act("Spanish", () =>
      page
        .getByRole("radiogroup", { name: words.switchLocale })
        .last()
        .getByRole("radio", { name: words.spanish })
        .check(),
    );
  }
  const spanish = page.getByRole("group", { name: words.spanishPane });
  await act("Spanish title", () =>
    spanish.getByRole("textbox", box("title")).fill(article.title.es),
  );
  await act("Spanish text", () => spanish.getByRole("textbox", box("body")).fill(article.text.es));
  await pause("spanish");
  await act("Save", () => page.getByRole("button", { name: words.save }).click());
}
