import type { Locale } from "./i18n/locales";
import { byLocale, itemPath, type Localized, type Slugs } from "./pages";

// Apart from app/pages.ts, which every page's first scripts carry: the
// diary's links reach a page as finished strings in its loader's data, so
// only the routes, the loaders and the build read these.

/**
 * A project's build diary lives under the project's own address, in the
 * project's language: `/projects/casa-horizonte/diary/2026-11-20`,
 * `/es/proyectos/casa-horizonte/avance/2026-11-20` (decision 063).
 */
export const diarySegment: Localized<string> = { en: "diary", es: "avance" };

/** The route files of the diary's pages and feeds, for app/routes.ts. */
export const diaryRoutes = {
  entry: "routes/diary-entry.tsx",
  feed: "routes/_seo/diary-feed.ts",
} as const;

/** An entry's page: its project's address, the diary's segment, and the entry's own (its day). */
export function diaryEntryPath(projectSlug: string, entry: string, locale: Locale): string {
  return `${itemPath("project", projectSlug, locale)}/${diarySegment[locale]}/${entry}`;
}

/** An entry's page in every language, from its project's slugs. */
export function diaryEntryAlternates(project: Slugs, entry: string): Localized<string> {
  return byLocale((locale) => diaryEntryPath(project[locale], entry, locale));
}

/** A project's diary feed in a language: `/projects/casa-horizonte/diary.xml`. */
export function diaryFeedPath(projectSlug: string, locale: Locale): string {
  return `${itemPath("project", projectSlug, locale)}/${diarySegment[locale]}.xml`;
}
