import { defineConfig } from "vitest/config";
import { bootScripts } from "./scripts/vite/boot-scripts";
import { siteAliases } from "./scripts/vite/site-aliases";

export default defineConfig({
  plugins: [bootScripts()],
  resolve: { alias: siteAliases() },
  define: { __BUILD_DATE__: JSON.stringify("2026-01-01T12:00:00.000Z"), __SITE_ORIGIN__: '""' },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "scripts/**/*.test.ts",
      "tools/**/*.test.ts",
      "bench/*.test.ts",
      "cms/*.test.ts",
      "tests/*.test.ts",
    ],
    environment: "node",
    restoreMocks: true,
    setupFiles: ["app/i18n/dictionaries.ts"],
  },
});
