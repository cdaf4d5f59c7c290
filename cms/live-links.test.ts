import { describe, expect, it, vi } from "vitest";
import * as contentModule from "~/content/content.server";
import { defaultLocale, locales, type Locale } from "~/i18n/locales";
import { legacyRedirects } from "~/inventory.server";
import { itemPath, type ItemKind } from "~/pages";
import { configFor } from "./config";

/*
 * "View on Live Site" and "View Preview" of an entry, in each pane: the path
 * the editor forms from the collection's preview_path, as Sveltia 0.221.1
 * forms it (getPreviewPath, src/lib/services/contents/entry/index.js in its
 * source map): {{slug}} is the entry's folder in every language, and the
 * default language's {{locale}} is left out. The site must answer it with
 * the entry's page in that language.
 */

interface Settings {
  i18n: { omit_default_locale_from_preview_path?: boolean };
  collections: { name: string; preview_path?: string }[];
}

/** The link in a pane of `locale`, with the editor's interface in `language`. */
function linkOf(collection: string, folder: string, locale: Locale, language: Locale): string {
  const { i18n, collections } = configFor(language) as unknown as Settings;
  let template = collections.find((c) => c.name === collection)?.preview_path ?? "";
  if (locale === defaultLocale && i18n.omit_default_locale_from_preview_path)
    template = template.replace(/{{locale}}[./]/, "");
  const path = template.replaceAll("{{locale}}", locale).replaceAll("{{slug}}", folder);
  return `/${path.replace(/^\/+/, "")}`;
}

/** Where a path ends up on the site, through the redirect table. */
function reached(path: string): string {
  return legacyRedirects().find((redirect) => redirect.from === path)?.to ?? path;
}

const kinds: [
  collection: string,
  kind: ItemKind,
  items: () => contentModule.Article[] | contentModule.Project[],
][] = [
  ["projects", "project", () => contentModule.content().projects],
  ["news", "article", () => contentModule.content().articles],
];

describe("the editor's link to an entry's page", () => {
  it.each(kinds)("opens each of the %s in the pane's language", (collection, kind, items) => {
    for (const item of items()) {
      for (const locale of locales) {
        for (const language of locales) {
          expect(reached(linkOf(collection, item.key, locale, language))).toBe(
            itemPath(kind, item.slug[locale], locale),
          );
        }
      }
    }
  });

  it.each(kinds)(
    "still does for one of the %s whose English address was corrected",
    (collection, kind, items) => {
      const real = contentModule.content();
      const item = items()[0]!;
      const corrected = `${item.key}-corrected`;
      const moved = { ...item, slug: { ...item.slug, en: corrected } };
      const list = kind === "project" ? "projects" : "articles";
      vi.spyOn(contentModule, "content").mockReturnValue({
        ...real,
        [list]: real[list].map((other) => (other === item ? moved : other)),
        formerSlugs: [...real.formerSlugs, { kind, locale: "en", from: item.key, to: corrected }],
      });
      for (const language of locales) {
        expect(reached(linkOf(collection, item.key, "en", language))).toBe(
          itemPath(kind, corrected, "en"),
        );
        expect(reached(linkOf(collection, item.key, "es", language))).toBe(
          itemPath(kind, item.slug.es, "es"),
        );
      }
    },
  );
});
