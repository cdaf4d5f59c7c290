import type { Locale } from "~/i18n/locales";
import type { Translator } from "~/i18n/translate";
import { navPages, pagePath } from "~/pages";

export interface NavItem {
  id: string;
  to: string;
  label: string;
  /** Home matches only itself; other links also match their sub-pages. */
  end: boolean;
}

export function navItems(locale: Locale, t: Translator): NavItem[] {
  return navPages.map((page) => ({
    id: page.id,
    to: pagePath(page.id, locale),
    label: t(page.label),
    end: page.id === "home",
  }));
}
