import { execFileSync } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { clientDir } from "~/folders.server";
import { baseURL } from "../../playwright.config";
import { portAt, startNetlify, startWrangler } from "./host-engines";
import { hostSuite } from "./host-suite";

/**
 * Today's build as each host serves it (decisions 048 and 049): Cloudflare
 * Pages' and Netlify's own engines, and `npm run serve` by the same checks.
 * nginx.spec.ts holds nginx to `npm run serve`.
 */

hostSuite("Cloudflare Pages (wrangler pages dev)", {
  build: clientDir,
  serve: (dir) => startWrangler(dir, portAt(10)),
});

hostSuite("Netlify (netlify dev --offline, the project's netlify.toml)", {
  build: clientDir,
  serve: (dir) => startNetlify(dir, portAt(13)),
});

hostSuite("npm run serve", {
  build: clientDir,
  serve: async () => ({
    name: "npm run serve",
    origin: baseURL,
    trailingSlash: "redirect",
    stop: async () => {},
  }),
});

test.describe("Netlify's build runner (netlify build --offline)", () => {
  test("bundles exactly the functions in netlify/functions, and nothing else found there", () => {
    test.setTimeout(180_000);
    // The project's netlify.toml, with a build command that does nothing: the
    // site is built already, and this is about what Netlify deploys beside it.
    const dir = mkdtempSync(path.join(tmpdir(), "solera-netlify-build-"));
    try {
      const config = readFileSync("netlify.toml", "utf8");
      const command = /^command = ".*"$/m;
      expect(config).toMatch(command);
      writeFileSync(path.join(dir, "netlify.toml"), config.replace(command, 'command = "true"'));
      symlinkSync(path.resolve("netlify"), path.join(dir, "netlify"));
      mkdirSync(path.join(dir, "build", "client"), { recursive: true });
      writeFileSync(path.join(dir, "build", "client", "index.html"), "<!doctype html>");
      execFileSync(path.resolve("node_modules/.bin/netlify"), ["build", "--offline"], {
        cwd: dir,
        env: { ...process.env, CI: "1", NETLIFY_TELEMETRY_DISABLED: "1" },
        stdio: "pipe",
      });
      const manifest = JSON.parse(
        readFileSync(path.join(dir, ".netlify", "functions", "manifest.json"), "utf8"),
      ) as { functions: { name: string; schedule?: string }[] };
      const sources = readdirSync("netlify/functions").map((file) =>
        file.replace(/\.[cm]?[jt]s$/, ""),
      );
      expect(manifest.functions.map((fn) => fn.name).sort()).toEqual(sources.sort());
      expect(readdirSync(path.join(dir, ".netlify", "functions")).sort()).toEqual(
        ["manifest.json", ...sources.map((name) => `${name}.zip`)].sort(),
      );
      // The folder holds only functions: no test or helper is deployed as an endpoint.
      expect(sources.filter((name) => /\.(test|spec)$|^_|\./.test(name))).toEqual([]);
      expect(manifest.functions.find((fn) => fn.name === "scheduled-build")?.schedule).toBe(
        "5 6 * * *",
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
