import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
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
