import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { arrive } from "./arrival";
import { loadDictionary } from "./i18n/load-dictionary";
import { localeFromPath } from "./i18n/locales";
import { startAtRenderedPath } from "./rendered-path";

// What a tap at the first paint will need starts downloading now, beside hydration.
arrive();

// Only the page's own language is downloaded; switching language loads a new document.
await loadDictionary(localeFromPath(window.location.pathname));

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
