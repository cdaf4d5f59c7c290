import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";

/**
 * The one place that looks at a page as it arrives, before React hydrates
 * it: `arrive()`, called once by app/entry.client.tsx. A tap at the first
 * paint is kept until the page has hydrated (app/boot/tap-replay.ts); what
 * that tap then needs beyond the page's own modules starts downloading
 * here, beside hydration, not once hydration reaches it, a round trip later
 * (decisions 023, 027 and 029). Route modules start nothing as they load,
 * and nothing starts a fetch as it renders.
 *
 * Each route says what its page needs, from its own loader data, in an
 * `arrival` function of its `handle` (routes/project.tsx,
 * routes/information-news.tsx): its lazy imports stay in its own chunk, and
 * every other page's script carries none of them. React Router keeps a
 * route module's `handle` in the browser and drops exports it does not know. React Router serialised
 * the loader data into the page, and the boot script has loaded the page's
 * route modules; this reads a copy of the one and calls the other
 * (docs/upgrading.md, "The page's loader data before hydration").
 */

/** React Router's state of the page, as its `<Scripts>` writes it into the HTML. */
interface RouterContext {
  stream?: ReadableStream<Uint8Array>;
}

/** A route module that asks for something before its page hydrates. */
interface ArrivingRoute {
  handle?: { arrival?: (data: never) => unknown };
}

interface ArrivingWindow {
  __reactRouterContext?: RouterContext;
  __reactRouterRouteModules?: Record<string, ArrivingRoute | undefined>;
}

/**
 * Starts what the arriving page needs before it hydrates. Nothing here can
 * stop the page from hydrating: whatever fails is left for the tap to fetch.
 */
export function arrive(win: Window = window): void {
  const { __reactRouterContext: context, __reactRouterRouteModules: modules = {} } =
    win as ArrivingWindow;
  if (!context?.stream) return;
  // React Router reads the stream as it hydrates; this reads a copy of it.
  const [copy, rest] = context.stream.tee();
  context.stream = rest;
  decodeViaTurboStream(copy, win)
    .then(({ value }) => {
      const { loaderData = {} } = value as { loaderData?: Record<string, unknown> };
      for (const [routeId, data] of Object.entries(loaderData)) {
        const arrival = modules[routeId]?.handle?.arrival;
        if (arrival && data && typeof data === "object")
          Promise.resolve(arrival(data as never)).catch(() => {});
      }
    })
    .catch(() => {});
}
