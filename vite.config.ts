import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  define: {
    // The day the pages were pre-rendered; the privacy page shows it until it hydrates.
    __BUILD_DATE__: JSON.stringify(new Date().toISOString()),
    // Canonical and preview URLs use the company's domain unless a build sets another.
    __SITE_ORIGIN__: JSON.stringify(process.env.SITE_ORIGIN ?? ""),
  },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The small primitives most pages share, as one chunk rather than a
          // dozen tiny ones, each with its own request and module overhead.
          // The dialog stays out: most pages only load it on demand. The
          // preload helper of lazy imports joins them: every page needs it.
          groups: [
            {
              name: "ui",
              test: /app[\\/](components[\\/]ui[\\/](?!dialog)|lib[\\/](cn|images)\.)|preload-helper/,
            },
          ],
        },
      },
    },
  },
});
