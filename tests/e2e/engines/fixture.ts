import { test as base } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { portAt } from "../host-engines";
import { startEngine, type Engine, type EngineName, type EnginePage } from "./harness";

/**
 * The engine of the test's project (`firefox` or `webkit` in
 * playwright.config.ts), started once for each worker, and a fresh tab of
 * it for each test.
 */
export const test = base.extend<{ tab: EnginePage }, { engineName: EngineName; engine: Engine }>({
  engineName: ["firefox", { option: true, scope: "worker" }],
  engine: [
    async ({ engineName }, use, workerInfo) => {
      // WebKitWebDriver listens on a port of this run's, one per worker.
      const engine = await startEngine(engineName, baseURL, {
        driverPort: portAt(22 + workerInfo.parallelIndex),
      });
      await use(engine);
      await engine.stop();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  tab: async ({ engine }, use) => {
    const tab = await engine.newPage();
    await use(tab);
    await tab.close();
  },
});

export { expect } from "@playwright/test";
