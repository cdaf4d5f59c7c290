import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadDictionary } from "./i18n/load-dictionary";
import { localeFromPath } from "./i18n/locales";

// Only the page's own language is downloaded; switching language loads a new document.
await loadDictionary(localeFromPath(window.location.pathname));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
