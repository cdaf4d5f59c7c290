import { runInNewContext } from "node:vm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  deferHydration as deferHydrationWith,
  pageScripts,
  type PageScripts,
} from "./defer-hydration";

// The boot and the tap replay as the build makes them from app/boot/.
let scripts: PageScripts;
beforeAll(async () => {
  scripts = await pageScripts();
});
const deferHydration = (html: string, alsoPreload?: string[]) =>
  deferHydrationWith(html, scripts, alsoPreload);

// The shape React Router 7 gives a pre-rendered page's scripts.
const page = (boot: string) =>
  [
    "<!DOCTYPE html><html><head>",
    '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
    '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
    '<link rel="modulepreload" href="/assets/root-3.js"/>',
    '<link rel="stylesheet" href="/assets/app.css"/>',
    "</head><body><h1>Solera</h1>",
    "<script>window.__reactRouterContext = {};</script>",
    `<script type="module" async="">${boot}</script>`,
    "</body></html>",
  ].join("");

const simpleBoot = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"en.home":route1};

import("/assets/entry.client-2.js");`;

const splitBoot = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1_clientLoader from "/assets/article-5.js";
import * as route1_main from "/assets/article-main-6.js";
const route1 = {...route1_clientLoader,...route1_main};
  
  window.__reactRouterRouteModules = {"root":route0,"en.article":route1};

import("/assets/entry.client-2.js");`;

function moduleScript(html: string): string {
  const match = html.match(/<script type="module">([\s\S]*?)<\/script>/);
  if (!match?.[1]) throw new Error("no module script");
  return match[1];
}

/**
 * Runs a page's boot script against a stand-in window that records what it
 * asks the browser to fetch and import, and lets a test fire load, paints,
 * input and timers.
 */
function runBoot(html: string, { lcpSupported = true } = {}) {
  const listeners = new Map<string, () => void>();
  const timers: (() => void)[] = [];
  const observers: ((list: { getEntries: () => { startTime: number }[] }) => void)[] = [];
  const fetched: string[] = [];
  const imported: string[] = [];
  let now = 0;
  const window: Record<string, unknown> = {};
  const context = {
    window,
    document: {
      readyState: "loading",
      hidden: false,
      createElement: () => ({}),
      head: { append: (link: { rel: string; href: string }) => fetched.push(link.href) },
    },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    setTimeout: (callback: () => void) => timers.push(callback),
    requestAnimationFrame: (callback: () => void) => callback(),
    performance: { now: () => now },
    PerformanceObserver: Object.assign(
      function (callback: (typeof observers)[number]) {
        return { observe: () => observers.push(callback) };
      },
      { supportedEntryTypes: lcpSupported ? ["largest-contentful-paint"] : [] },
    ),
    load: (href: string) => {
      imported.push(href);
      if (href.includes("entry.client"))
        imported.push(`registry ${JSON.stringify(window.__reactRouterRouteModules)}`);
      return Promise.resolve({ href });
    },
  };
  // import() is syntax; the stand-in records the calls instead.
  runInNewContext(moduleScript(html).replaceAll("import(", "load("), context);
  return {
    fetched,
    imported,
    fire: (type: string) => listeners.get(type)?.(),
    load: (at: number) => {
      now = at;
      listeners.get("load")?.();
    },
    paint: (startTime: number) =>
      observers.forEach((observer) => observer({ getEntries: () => [{ startTime }] })),
    runTimers: () => timers.splice(0).forEach((timer) => timer()),
    settle: () => new Promise((resolve) => setTimeout(resolve, 0)),
  };
}

describe("deferHydration", () => {
  it("removes the module preloads and the async boot script", () => {
    const html = deferHydration(page(simpleBoot));
    expect(html).not.toContain('rel="modulepreload" href');
    expect(html).not.toContain('async=""');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain("<h1>Solera</h1>");
  });

  it("leaves a page it has already rewritten, or one without scripts, as it is", () => {
    const once = deferHydration(page(simpleBoot));
    expect(deferHydration(once)).toBe(once);
    expect(deferHydration("<h1>Plain</h1>")).toBe("<h1>Plain</h1>");
  });

  it("fails the build on a boot script of another shape", () => {
    expect(() => deferHydration(page('import("/assets/x.js"); doSomethingElse();'))).toThrow(
      /unexpected boot script/,
    );
  });

  it("fetches nothing until the page has loaded and been drawn", async () => {
    const boot = runBoot(deferHydration(page(simpleBoot)));
    expect(boot.fetched).toEqual([]);
    boot.load(120);
    boot.paint(80); // the text, drawn before load
    await boot.settle();
    expect(boot.fetched).toEqual([]);
    boot.paint(150); // the hero, drawn after load
    expect(boot.fetched).toEqual([]); // each download starts in a task of its own
    boot.runTimers();
    await boot.settle();
    expect(boot.fetched).toEqual([
      "/assets/manifest-1.js",
      "/assets/entry.client-2.js",
      "/assets/root-3.js",
    ]);
  });

  it("downloads the modules the app imports as it starts along with the rest, once each", async () => {
    const boot = runBoot(
      deferHydration(page(simpleBoot), ["/assets/es-7.js", "/assets/root-3.js"]),
    );
    boot.fire("pointerdown");
    // The frame after the tap, then the boot.
    boot.runTimers();
    boot.runTimers();
    await boot.settle();
    expect(boot.fetched).toEqual([
      "/assets/manifest-1.js",
      "/assets/entry.client-2.js",
      "/assets/root-3.js",
      "/assets/es-7.js",
    ]);
    // The app imports them itself; the boot script only fetches them early.
    expect(boot.imported).not.toContain("/assets/es-7.js");
  });

  it("imports the route modules, registers them, then starts the app", async () => {
    const boot = runBoot(deferHydration(page(splitBoot)));
    boot.load(100);
    boot.paint(130);
    boot.runTimers();
    await boot.settle();
    expect(boot.imported).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-3.js",
      "/assets/article-5.js",
      "/assets/article-main-6.js",
      "/assets/entry.client-2.js",
      // Both halves of the split route are one module again.
      'registry {"root":{"href":"/assets/root-3.js"},"en.article":{"href":"/assets/article-main-6.js"}}',
    ]);
  });

  it("boots on the first tap or key press, once its frame is drawn", async () => {
    const boot = runBoot(deferHydration(page(simpleBoot)));
    boot.fire("pointerdown");
    // The frame after the tap, then the boot.
    boot.runTimers();
    boot.runTimers();
    await boot.settle();
    expect(boot.imported.at(-2)).toBe("/assets/entry.client-2.js");
  });

  it("boots shortly after load when no paint follows it, and only once", async () => {
    const boot = runBoot(deferHydration(page(simpleBoot)));
    boot.load(100);
    boot.runTimers();
    boot.paint(200);
    boot.fire("keydown");
    boot.runTimers();
    boot.runTimers();
    await boot.settle();
    expect(boot.fetched).toHaveLength(3);
    expect(boot.imported.filter((href) => href.includes("entry.client"))).toHaveLength(1);
  });

  it("boots in the frame after load in browsers without paint entries", async () => {
    const boot = runBoot(deferHydration(page(simpleBoot)), { lcpSupported: false });
    boot.load(100);
    boot.runTimers();
    boot.runTimers();
    await boot.settle();
    expect(boot.fetched).toHaveLength(3);
  });
});
