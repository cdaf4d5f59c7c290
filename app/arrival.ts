import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { contactReplay, loadContactDialog } from "~/components/contact/contact-dialog-provider";
import type { galleryImages } from "~/components/projects/gallery-images";

/**
 * The one place that looks at a page as it arrives, before React hydrates
 * it: `arrive()`, called once by app/entry.client.tsx. A tap at the first
 * paint is kept until the page has hydrated (app/boot/tap-replay.ts); what
 * that tap then needs beyond the page's own modules starts downloading
 * here, beside hydration, not once hydration reaches it, a round trip later
 * (decisions 023, 027 and 029). Route modules start nothing as they load,
 * and nothing starts a fetch as it renders.
 *
 * Each route says what its page needs from its own loader data, which React
 * Router serialised into the page; this reads a copy of it
 * (docs/upgrading.md, "The page's loader data before hydration").
 */

type Gallery = Parameters<typeof galleryImages>[0];

/** By route id without the language: what its page starts, given the route's loader data. */
const arrivals: Record<string, (data: object) => unknown> = {
  // The list's stories and FAQ hydrate from a chunk of their own; an article's page has no list.
  informationNews: (data) =>
    "list" in data && data.list && import("~/components/news/news-sections"),
  // A project's dialog and gallery, and the list of its gallery's photos.
  project: (data) => {
    const { gallery } = (data as { project: { gallery: Gallery } }).project;
    return Promise.all([
      import("~/components/projects/project-layers"),
      import("~/components/projects/gallery-images").then((module) =>
        module.galleryImages(gallery),
      ),
    ]);
  },
};

/** React Router's state of the page, as its `<Scripts>` writes it into the HTML. */
interface RouterContext {
  stream?: ReadableStream<Uint8Array>;
}

/**
 * Starts what the arriving page needs before it hydrates. Nothing here can
 * stop the page from hydrating: whatever fails is left for the tap to fetch.
 */
export function arrive(win: Window = window): void {
  // "Get a quote" tapped before the page ran: the demand the dialog's code waits for.
  if (win.document.querySelector(`[data-replay="${contactReplay}"][data-tap-pending]`))
    loadContactDialog().catch(() => {});

  const context = (win as { __reactRouterContext?: RouterContext }).__reactRouterContext;
  if (!context?.stream) return;
  // React Router reads the stream as it hydrates; this reads a copy of it.
  const [copy, rest] = context.stream.tee();
  context.stream = rest;
  decodeViaTurboStream(copy, win)
    .then(({ value }) => {
      const { loaderData = {} } = value as { loaderData?: Record<string, unknown> };
      for (const [routeId, data] of Object.entries(loaderData)) {
        const arrival = arrivals[routeId.slice(routeId.indexOf(".") + 1)];
        if (arrival && data && typeof data === "object")
          Promise.resolve(arrival(data)).catch(() => {});
      }
    })
    .catch(() => {});
}
