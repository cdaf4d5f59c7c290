import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { arrive } from "./arrival";
import { loadDictionary } from "./i18n/load-dictionary";
import { localeFromPath } from "./i18n/locales";
import { startAtRenderedPath } from "./rendered-path";

// What a tap at the first paint will need starts downloading now, beside hydration.
arrive();

/**
 * The router reads session storage as it starts (the view transitions and
 * scroll positions it keeps there), inside its first render, which React
 * cannot split. A tab's first read asks the browser's own process for the
 * storage: 0.2–0.4 ms in the headless shell, 0.7–24 ms in the full browser,
 * whose process has more to do. Made here, in a task of its own while the
 * page's words download, that wait is not part of the first render
 * (docs/decisions/055).
 */
const storageRead = new Promise<void>((resolve) =>
  setTimeout(() => {
    try {
      void sessionStorage.length;
    } catch {
      // Storage refused (a private mode, a policy): the router reads nothing either.
    }
    resolve();
  }),
);

// Only the page's own language is downloaded; switching language loads a new document.
await Promise.all([loadDictionary(localeFromPath(window.location.pathname)), storageRead]);

// The not-found page starts where it was rendered; the visitor's address
// comes back once the shell has hydrated (it marks html[data-hydrated]).
const restoreAddress = startAtRenderedPath();
if (restoreAddress) {
  new MutationObserver((_, observer) => {
    if (!("hydrated" in document.documentElement.dataset)) return;
    observer.disconnect();
    restoreAddress();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
