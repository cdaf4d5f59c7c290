/**
 * The controls the first-tap benchmark taps (bench/taps.ts,
 * docs/decisions/083), as data: when the pages change, change this list and
 * nothing else.
 *
 * A control is found by a CSS selector (and, where a selector alone would
 * find several, the text it contains), on its page in English. It answers
 * its tap when either of its answers comes:
 *
 * - `shows`: an expression, evaluated in the page at every frame, that is
 *   true once the tap's response is on screen. The frame in which it first
 *   holds is the one that paints the response.
 * - `navigates`: the browser starts the navigation the control names: the
 *   tapped link's own address (`true`) or the address given. The response is
 *   then timed to the navigation's start, the new page's `timeOrigin`.
 *
 * `before` lists the controls that lead to it (the gallery before its
 * thumbnails), each tapped as soon as the one before it has answered and, if
 * it loaded another page, that page has painted: a visitor's quickest way
 * there.
 */

export interface TapTarget {
  selector: string;
  /** Text the element must contain, when the selector alone finds others too. */
  text?: string;
}

export interface TapAnswer {
  shows?: string;
  navigates?: true | string;
}

export interface TapStep extends TapTarget, TapAnswer {}

export interface TapControl extends TapStep {
  name: string;
  /** Path of the page it is on, in English. */
  page: string;
  before?: TapStep[];
}

const galleryButton: TapStep = {
  selector: "[data-project-dialog] button",
  text: "Gallery",
  shows: `[...document.querySelectorAll("dialog[open] h2")].some((h) => h.textContent.includes("Project Gallery"))`,
};

const thumbnail: TapStep = {
  selector: "dialog[open] [data-gallery] button",
  shows: `Boolean(document.querySelector("dialog[open] [data-counter]"))`,
};

const contactButton: TapStep = {
  selector: 'button[data-cta="quote"]',
  shows: `Boolean(document.querySelector("dialog[open]"))`,
};

/** A chip is marked the current one once its list shows that category. */
const chipShown = (search: string, category: string) =>
  `location.search === "${search}" && document.querySelector('[role=group] a[data-category="${category}"]')?.getAttribute("aria-current") === "true"`;

export const tapControls: TapControl[] = [
  {
    name: "menu",
    page: "/",
    selector: "button[popovertarget]",
    shows: `document.querySelector(".mobile-menu")?.matches(":popover-open")`,
  },
  {
    name: "filter chip",
    page: "/projects",
    selector: '[role=group] a[data-category="commercial"]',
    shows: chipShown("?category=commercial", "commercial"),
    navigates: true,
  },
  {
    name: "project card",
    page: "/projects",
    selector: "a[data-project]",
    shows: `Boolean(document.querySelector("dialog[open] [data-project-dialog]"))`,
    navigates: true,
  },
  { name: "gallery button", page: "/projects/casa-horizonte", ...galleryButton },
  {
    name: "thumbnail",
    page: "/projects/casa-horizonte",
    before: [galleryButton],
    ...thumbnail,
  },
  {
    name: "viewer arrow",
    page: "/projects/casa-horizonte",
    before: [galleryButton, thumbnail],
    selector: "dialog[open] [data-stage] button",
    text: "Next photo",
    shows: `/^\\s*2\\s*\\//.test(document.querySelector("dialog[open] [data-counter]")?.textContent ?? "")`,
  },
  {
    name: "news chip",
    page: "/information-news",
    // A chip leads to its category's own page (docs/decisions/057): before
    // the page runs, as a plain link (docs/decisions/075).
    selector: '[role=group] a[data-category="technology"]',
    shows: `location.pathname.endsWith("/technology") && document.querySelector('[role=group] a[data-category="technology"]')?.getAttribute("aria-current") === "true"`,
    navigates: true,
  },
  { name: "contact dialog button", page: "/", ...contactButton },
  {
    name: "quote planner",
    page: "/",
    before: [contactButton],
    selector: "dialog[open] [data-planner] summary",
    shows: `Boolean(document.querySelector("dialog[open] [data-planner][open] select"))`,
  },
  {
    name: "language switch",
    page: "/",
    selector: "header a[hreflang]",
    navigates: true,
  },
];

/**
 * Whether `url`, a navigation the browser started, is the one an answer
 * names: the tapped link's `href`, or the address given, resolved against
 * the page. The fragment and a trailing slash do not count.
 */
export function namesNavigation(
  answer: TapAnswer,
  url: string,
  { href, page }: { href: string | null; page: string },
): boolean {
  const named = answer.navigates === true ? href : answer.navigates;
  if (!named) return false;
  const address = (value: string) => {
    const parsed = new URL(value, page);
    return `${parsed.origin}${parsed.pathname.replace(/(.)\/$/, "$1")}${parsed.search}`;
  };
  return address(url) === address(named);
}
