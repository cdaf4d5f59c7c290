import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { bootScripts } from "./scripts/vite/boot-scripts";
import { contentReload } from "./scripts/vite/content-reload";
import { siteAliases } from "./scripts/vite/site-aliases";
import { reactRouterProduction } from "./scripts/vite/react-router-production";

const alias = siteAliases();

// Icons that only Home, About and the contact page draw. Shared by two or
// three pages, they would join the chunk every page loads (0.7 KB of gzip).
const pageIcons = ["calendar-check", "hard-hat", "map-pinned", "medal", "shield-check"];
const sharedModules = new RegExp(
  [
    String.raw`app[\/](components[\/](ui|layout|contact|brand)[\/](?!dialog|contact-dialog[.-](?!id)|contact-plan|contact-options|quote-planner)|hooks[\/]|lib[\/](?!mail-draft|quote-planner)|site\.|pages\.|rendered-path\.|i18n[\/](?!messages))`,
    String.raw`lucide-react(?![\/]dist[\/]esm[\/]icons[\/](${pageIcons.join("|")})\.)`,
    "preload-helper",
  ].join("|"),
);

export default defineConfig({
  plugins: [reactRouterProduction(), bootScripts(), tailwindcss(), reactRouter(), contentReload()],
  resolve: { alias },
  define: {
    // The day the pages were pre-rendered; the privacy page shows it until it hydrates.
    __BUILD_DATE__: JSON.stringify(new Date().toISOString()),
    // Canonical and preview URLs use the company's domain unless a build sets another.
    __SITE_ORIGIN__: JSON.stringify(process.env.SITE_ORIGIN ?? ""),
  },
  build: {
    assetsInlineLimit: 0,
    // Which chunk holds each language's messages, for the pages to fetch them
    // early (scripts/postbuild.ts, which then deletes it from the site).
    manifest: true,
    rolldownOptions: {
      output: {
        // Chromium compiles every function of a file that opens with this
        // comment while it downloads, off the main thread, instead of each on
        // its first call during hydration. Every chunk here runs as soon as it
        // arrives (docs/decisions/012-compile-scripts-while-they-download.md).
        postBanner: "//# allFunctionsCalledOnLoad",
        // One character outside Latin-1 (an emoji in a framework message, a
        // curly quote in a string) makes V8 hold a script's whole source at
        // two bytes a character; escaped, every chunk stays at one.
        charset: "ascii",
        codeSplitting: {
          // What most pages share (the shell, its logo, primitives and helpers,
          // their icons, the entry's helper for the not-found page) as one chunk rather than a dozen tiny ones, each with its own
          // request and module overhead. Dialogs stay out: most pages only load
          // them on demand, and so do the contact dialog's planner and its
          // words (an island, docs/decisions/090), the e-mail draft, which only
          // the contact page and the planner write, and the icons of a few
          // pages (pageIcons).
          // The preload helper of lazy imports joins them: every page needs it.
          groups: [
            // React DOM (and its scheduler) in a chunk of its own rather than
            // inside the entry's. Loaded with DevTools or tracing attached, as
            // Lighthouse loads a page, Chromium collects source positions for
            // the functions on the stack while the entry module runs, and the
            // entry's module function was React DOM's 200 KB: a reparse of
            // 4–5 ms inside the one task that evaluates it (docs/decisions/055).
            {
              name: "react-dom",
              test: /node_modules[\\/](react-dom|scheduler)[\\/]/,
            },
            {
              name: "ui",
              test: sharedModules,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
