import { defineConfig } from "vitest/config";

// The drawer's own tests, run from this folder (`npm test`); the repository's
// `npm test` runs them too, so the drawer cannot drift from the committed art.
export default defineConfig({
  test: { include: ["**/*.test.ts"], exclude: ["**/node_modules/**"] },
});
