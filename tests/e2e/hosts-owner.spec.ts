import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { clientDir } from "~/folders.server";
import { contentCopy } from "../fixtures/content-copy";
import { portAt, startNetlify, startWrangler } from "./host-engines";
import { hostSuite } from "./host-suite";

/**
 * The owner's content after a few years (fifty projects, two hundred
 * articles, five hundred pages and more: the copy of the content built once
 * by tests/e2e/content-copy.setup.ts) as Cloudflare Pages' and Netlify's
 * engines serve it: the same checks as today's build (hosts.spec.ts).
 */

const build = () => path.join(contentCopy.build, "client");

hostSuite("Cloudflare Pages (wrangler pages dev), the owner's content", {
  build,
  serve: (dir) => startWrangler(dir, portAt(16)),
  editor: false,
});

hostSuite("Netlify (netlify dev --offline), the owner's content", {
  build,
  serve: (dir) => startNetlify(dir, portAt(18)),
  editor: false,
});

test("the hosts' header rules are the same for the owner's content as for today's", () => {
  const rules = (dir: string) => readFileSync(path.join(dir, "_headers"), "utf8");
  expect(rules(build())).toBe(rules(clientDir()));
});
