import type { MessageKey } from "./i18n/messages/en";

/**
 * The site's pages, written once. `routes.ts` expands this list for every
 * locale, `react-router.config.ts` pre-renders it, and the navigation, footer
 * and page inventory read it.
 */
export const pages = [
  { id: "home", path: "/", file: "routes/home.tsx", label: "nav.home", inNav: true },
  { id: "about", path: "/about", file: "routes/about.tsx", label: "nav.about", inNav: true },
  {
    id: "projects",
    path: "/projects",
    file: "routes/projects.tsx",
    label: "nav.projects",
    inNav: true,
  },
  {
    id: "informationNews",
    path: "/information-news",
    file: "routes/information-news.tsx",
    label: "nav.informationNews",
    inNav: true,
  },
  {
    id: "contact",
    path: "/contact",
    file: "routes/contact.tsx",
    label: "nav.contact",
    inNav: true,
  },
  {
    id: "privacy",
    path: "/privacy",
    file: "routes/privacy.tsx",
    label: "footer.privacy",
    inNav: false,
  },
] as const satisfies readonly {
  id: string;
  path: `/${string}`;
  file: string;
  label: MessageKey;
  inNav: boolean;
}[];

export type Page = (typeof pages)[number];
export type PageId = Page["id"];

export const navPages = pages.filter((page) => page.inNav);

/** Pre-rendered as `404.html` (and `es/404.html`) for the server to send with status 404. */
export const notFoundPath = "/404";

export function pageById(id: PageId): Page {
  const page = pages.find((p) => p.id === id);
  if (!page) throw new Error(`Unknown page ${id}`);
  return page;
}
