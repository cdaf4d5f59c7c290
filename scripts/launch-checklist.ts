import type { Words } from "../app/content/fields";
import { readLaunchItems, type LaunchItem } from "../app/content/launch-checklist.server";
import { locales, type Locale } from "../app/i18n/locales";
import type { ChecklistItem, LaunchChecklist } from "../app/launch-checklist";
import { configFor } from "../cms/config";

/**
 * The launch checklist as the editor shows it: each open item of the
 * content with the form that holds it, named and addressed as the editor's
 * own configuration names it (cms/config.ts): a record or page is a file of
 * a collection ("Pages and lists → Company details"), a project or an
 * article an entry of its collection, named by its title ("Project: Villa
 * Cielo").
 */

interface EditorCollection {
  name: string;
  label: string;
  label_singular?: string;
  path?: string;
  files?: { name: string; label: string }[];
}

const inEach = (word: (locale: Locale) => string) =>
  Object.fromEntries(locales.map((locale) => [locale, word(locale)])) as Words;

function formOf(
  item: LaunchItem,
  configs: Record<Locale, EditorCollection[]>,
): ChecklistItem["form"] | undefined {
  const find = (locale: Locale) =>
    configs[locale].find((collection) =>
      item.entry === undefined
        ? collection.files?.some((file) => file.name === item.collection)
        : collection.name === item.collection,
    );
  const collection = find("en");
  if (!collection) return undefined;
  if (item.entry === undefined)
    return {
      label: inEach(
        (locale) => find(locale)!.files!.find((file) => file.name === item.collection)!.label,
      ),
      route: `#/collections/${collection.name}/entries/${item.collection}`,
    };
  const subPath = (collection.path ?? "{{slug}}").replace("{{slug}}", item.entry);
  return {
    label: inEach((locale) => {
      const singular = find(locale)!.label_singular ?? find(locale)!.label;
      return `${singular.charAt(0).toUpperCase()}${singular.slice(1)}: ${item.title?.[locale] ?? item.entry}`;
    }),
    route: `#/collections/${collection.name}/entries/${subPath}`,
  };
}

/**
 * The editor's checklist of the open items, by default those of the content
 * folder; an item in a file the editor does not edit is left out.
 */
export function launchChecklist(items: readonly LaunchItem[] = readLaunchItems()): LaunchChecklist {
  const configs = Object.fromEntries(
    locales.map((locale) => [locale, configFor(locale).collections as unknown]),
  ) as Record<Locale, EditorCollection[]>;
  return {
    items: items.flatMap((item) => {
      const form = formOf(item, configs);
      if (!form) return [];
      const { state, labels, unlocks, untick } = item;
      return [
        { state, labels, ...(unlocks ? { unlocks } : {}), ...(untick ? { untick } : {}), form },
      ];
    }),
  };
}
