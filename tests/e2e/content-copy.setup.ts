import { execFileSync } from "node:child_process";
import path from "node:path";
import { test as setup } from "@playwright/test";
import { copyEnvironment, writeContentCopy } from "../fixtures/content-copy";

/**
 * Builds the site once from a copy of the content (tests/fixtures/content-copy.ts),
 * for every spec of the "other content" project to read: the same steps the
 * host's `npm run build` takes on the content, sharing the site's encoded
 * images, fonts and link previews.
 */
setup("builds the site from a copy of the content, as the owner will have it", () => {
  setup.setTimeout(15 * 60_000);
  writeContentCopy();
  const run = (script: string, args: string[]) =>
    execFileSync(path.resolve("node_modules/.bin", script), args, {
      env: { ...process.env, ...copyEnvironment() },
      stdio: "pipe",
    });
  run("tsx", ["scripts/check-content.ts"]);
  run("react-router", ["build"]);
  run("tsx", ["scripts/postbuild.ts"]);
});
