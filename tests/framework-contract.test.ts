// @vitest-environment jsdom
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { act, createElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { UNSAFE_decodeViaTurboStream, UNSAFE_useScrollRestoration } from "react-router";
import { describe, expect, it } from "vitest";

/**
 * The React, React Router and Vite internals the site relies on, one case
 * each, named by its paragraph in docs/upgrading.md. An upgrade that changes
 * any of them fails here, before the build or the browser tests say why in
 * less words: read the paragraph, then change the code it names.
 */

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
const sources = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith(".mjs") || file.endsWith(".js"))
    .map((file) => readFileSync(path.join(dir, file), "utf8"))
    .join("\n");

const router = packageDir("react-router");
const routerProduction = sources(path.join(router, "dist/production"));
const routerDom = readFileSync(path.join(router, "dist/production/dom-export.mjs"), "utf8");
const routerDev = readFileSync(path.resolve("node_modules/@react-router/dev/dist/vite.js"), "utf8");
const vite = sources(path.resolve("node_modules/vite/dist/node/chunks"));

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

describe("docs/upgrading.md", () => {
  it("§ React's props on the element: React keeps a rendered element's props under a key that starts with __reactProps$", async () => {
    const container = document.createElement("div");
    const root = createRoot(container);
    await act(async () => root.render(createElement("button", { onClick: () => {} }, "Tap")));
    const button = container.querySelector("button")!;
    expect(Object.keys(button).some((key) => key.startsWith("__reactProps$"))).toBe(true);
    await act(async () => root.unmount());
  });

  it("§ What the build adds to the head: React hydrates a document whose head holds scripts it did not render", async () => {
    const app = createElement(
      "html",
      null,
      createElement("head", null, createElement("title", null, "Solera")),
      createElement("body", null, createElement("p", null, "Villa Cielo")),
    );
    document.documentElement.innerHTML = renderToString(app)
      .replace(/^<html>|<\/html>$/g, "")
      .replace(
        "<title>",
        '<script>void 0</script><script type="application/ld+json">{}</script><title>',
      );
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(document, app, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(document.head.querySelectorAll("script")).toHaveLength(2);
    await act(async () => root?.unmount());
  });

  it("§ React Router's boot script: the pre-rendered page imports its route modules in the five line shapes postbuild rewrites", () => {
    for (const shape of [
      // `import "…";` (the manifest), and the module script that holds it all.
      "`import ${JSON.stringify(manifest.url)}`",
      // `import * as route0 from "…";`, whole or in chunks,
      "return `import * as ${routeVarName} from ${JSON.stringify(module)};`",
      '`import * as ${chunk.varName} from "${chunk.module}";`',
      // `const route1 = {...route1_a,...route1_b};`,
      '`const ${routeVarName} = {${chunks.map((chunk) => `...${chunk.varName}`).join(",")}};`',
      // `window.__reactRouterRouteModules = {…};`,
      "window.__reactRouterRouteModules = {${matches.map(",
      // and `import("…");`, the entry.
      "import(${JSON.stringify(manifest.entry.module)});`",
      'type: "module",\n        async: true',
    ])
      expect(routerProduction).toContain(shape);
  });

  it("§ The page's loader data before hydration: the page's state is a stream in window.__reactRouterContext, read once by the router, decoded by UNSAFE_decodeViaTurboStream", () => {
    expect(routerProduction).toContain(
      "window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}})",
    );
    expect(routerDom).toContain("let stream = ssrInfo.context.stream;");
    expect(routerDom).toContain("decodeViaTurboStream(stream, window)");
    // The decoded value is the page's state, whose loaderData is keyed by route id.
    expect(routerDom).toContain("ssrInfo.context.state = value.value;");
    expect(routerDom).toContain("let { loaderData } = ssrInfo.context.state;");
    expect(typeof UNSAFE_decodeViaTurboStream).toBe("function");
  });

  it("§ Scroll restoration by the router's hook: react-router still exports UNSAFE_useScrollRestoration", () => {
    expect(typeof UNSAFE_useScrollRestoration).toBe("function");
  });

  it("§ A page's data at <path>.data: the router fetches it there, and the pre-render writes it there", () => {
    expect(routerProduction).toContain("url.pathname = `_root.${extension}`;");
    expect(routerProduction).toContain(
      "url.pathname = `${removeTrailingSlash(url.pathname)}.${extension}`;",
    );
    expect(routerProduction).toContain(
      'singleFetchUrl(request.url, basename, trailingSlashAware, "data")',
    );
    expect(routerDev).toContain('`${prerenderPath.replace(/\\/$/, "")}.data`');
    // And each page as <path>/index.html.
    expect(routerDev).toMatch(/normalizedPath\.split\("\/"\),\s*"index\.html"/);
  });

  it("§ The SPA fallback: a pre-rendered build with ssr: false writes __spa-fallback.html", () => {
    expect(routerDev).toContain('"__spa-fallback.html"');
  });

  it("§ React Router's production build: its package names only the development build, and the production one sits beside it", () => {
    const exports = JSON.parse(readFileSync(path.join(router, "package.json"), "utf8")) as {
      exports: Record<string, { import: { default: string } }>;
    };
    expect(exports.exports["."]!.import.default).toMatch(/development/);
    for (const file of ["index.mjs", "dom-export.mjs"])
      expect(existsSync(path.join(router, "dist/production", file)), file).toBe(true);
  });

  it("§ Vite's build manifest: build.manifest: true writes .vite/manifest.json", () => {
    expect(vite).toContain(
      'const outPath = environment.config.build.manifest === true ? ".vite/manifest.json"',
    );
  });

  it("§ The router on the window, for a test: HydratedRouter puts it at window.__reactRouterDataRouter", () => {
    expect(routerDom).toMatch(/window\.__reactRouterDataRouter = router\w*;/);
  });
});
