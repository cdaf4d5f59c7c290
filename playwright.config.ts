import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./tests/chromium";
import type { EngineName } from "./tests/e2e/engines/harness";

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://localhost:${port}`;

/** The specs that read the site built from a copy of the content, not the site's own build. */
const copySpecs = /(owner-content|editor-round-trip|other-content|hosts-owner)\.spec\.ts$/;

/** The specs that drive Firefox and WebKit (tests/e2e/engines/, docs/decisions/084). */
const engineSpecs = /engines\.spec\.ts$/;

export default defineConfig<{ engineName: EngineName }>({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  // Two workers whatever the machine says: the suite spends much of its time
  // waiting on pages, and two halves its run on a two-core machine.
  workers: 2,
  reporter: "list",
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [
    {
      name: "desktop",
      testIgnore: [copySpecs, engineSpecs],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    // The same site in the two other engines visitors use, driven over
    // WebDriver: one page of each template and what a visitor does there.
    // MiniBrowser starts for each test and draws slowly beside the rest of
    // the suite on two cores: their tests get longer than the default 30 s.
    { name: "firefox", testMatch: engineSpecs, timeout: 90_000, use: { engineName: "firefox" } },
    { name: "webkit", testMatch: engineSpecs, timeout: 90_000, use: { engineName: "webkit" } },
    // One build of a copy of the content, shared by the specs that read it
    // (tests/fixtures/content-copy.ts): it runs once, beside the browser tests.
    {
      name: "content copy",
      testMatch: /content-copy\.setup\.ts$/,
      teardown: "content copy removed",
    },
    { name: "content copy removed", testMatch: /content-copy\.teardown\.ts$/ },
    {
      name: "other content",
      testMatch: copySpecs,
      dependencies: ["content copy"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  // The production build, served exactly as `npm run serve` serves it.
  webServer: {
    command: "npm run serve",
    env: { PORT: String(port) },
    url: baseURL,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
