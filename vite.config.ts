import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { contentChunks } from "./scripts/vite/content-chunks";
import { reactRouterProduction } from "./scripts/vite/react-router-production";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

export default defineConfig({
  plugins: [reactRouterProduction(), tailwindcss(), reactRouter(), contentChunks(alias)],
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
          // What most pages share (the shell, its primitives and helpers, their
          // icons) as one chunk rather than a dozen tiny ones, each with its own
          // request and module overhead. Dialogs stay out: most pages only load
          // them on demand. The preload helper of lazy imports joins them: every
          // page needs it.
          groups: [
            {
              name: "ui",
              test: /app[\\/](components[\\/](ui|layout|contact)[\\/](?!dialog|contact-dialog\.)|hooks[\\/]|lib[\\/]|site\.|pages\.|i18n[\\/](?!messages))|lucide-react|preload-helper/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
