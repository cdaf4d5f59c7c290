/**
 * Moves hydration after the first full paint.
 *
 * React Router's `<Scripts>` preloads every module of the page and imports
 * them at once, so on a slow phone network ~120 KB of JavaScript competes
 * with the hero image, the stylesheet and the fonts. The pages are complete
 * HTML without it, so this build step rewrites each page to fetch the same
 * modules, preloaded the same way, only once the page has been drawn, or at
 * the visitor's first tap or key press if that comes sooner
 * (app/boot/deferred-boot.ts says when). A tap on a control that needs React
 * is replayed once it has hydrated (app/boot/tap-replay.ts).
 * See docs/decisions/006-hydrate-after-first-paint.md. The shape of React
 * Router's script that this reads is a framework internal
 * (docs/upgrading.md, "React Router's boot script").
 */

import { fileURLToPath } from "node:url";
import { bootCall } from "../../app/lib/boot-call";
import { compileBootScript } from "../vite/boot-scripts";
import { replayTargets, withTapReplay } from "./tap-replay";

const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const bootScript = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** The parts of React Router's boot script, or null when it has another shape. */
function parseBoot(source: string) {
  const lines = source
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const sideEffect: string[] = [];
  const routes: { name: string; href: string }[] = [];
  // A route split into chunks is put back together: `const route2 = {...a,...b};`
  const merges: string[] = [];
  let registry: string | undefined;
  let entry: string | undefined;
  for (const line of lines) {
    let match: RegExpMatchArray | null;
    if ((match = line.match(/^import "([^"]+)";$/))) sideEffect.push(match[1]!);
    else if ((match = line.match(/^import \* as (route\w+) from "([^"]+)";$/)))
      routes.push({ name: match[1]!, href: match[2]! });
    else if (/^const route\w+ = \{(\.\.\.route\w+,?)+\};$/.test(line)) merges.push(line);
    else if ((match = line.match(/^window\.__reactRouterRouteModules = (\{[^;]*\});$/)))
      registry = match[1];
    else if ((match = line.match(/^import\("([^"]+)"\);$/))) entry = match[1];
    else return null;
  }
  if (!registry || !entry || routes.length === 0) return null;
  return { sideEffect, routes, merges, registry, entry };
}

/**
 * The page with its module preloads removed and its boot script replaced by
 * one that runs after the first paint. Throws when the page's scripts don't
 * have the shape this was written against, so a framework upgrade that
 * changes them fails the build instead of shipping pages that never hydrate.
 *
 * `alsoPreload` adds modules the app imports itself as it starts (the page's
 * language), so they download with the rest rather than after it.
 */
export function deferHydration(
  html: string,
  scripts: PageScripts,
  alsoPreload: readonly string[] = [],
): string {
  const listed = [...html.matchAll(modulePreload)].map((match) => match[1]!);
  const boot = html.match(bootScript);
  if (!boot) {
    if (listed.length > 0) throw new Error("module preloads without a boot script");
    return html;
  }
  const preloads = [...new Set([...listed, ...alsoPreload])];
  const parts = parseBoot(boot[1]!);
  if (!parts) throw new Error(`unexpected boot script: ${boot[1]!.slice(0, 200)}`);
  const { sideEffect, routes, merges, registry, entry } = parts;
  const imports = [...sideEffect, ...routes.map((route) => route.href)]
    .map((href) => `import(${JSON.stringify(href)})`)
    .join(",");
  const names = [...sideEffect.map(() => ""), ...routes.map((route) => route.name)].join(",");
  // What React Router's script did at once, as the boot's `start`: the
  // modules, the registry of route modules, then the entry.
  const start =
    `()=>Promise.all([${imports}]).then(([${names}])=>{${merges.join("")}` +
    `window.__reactRouterRouteModules=${registry};return import(${JSON.stringify(entry)})})`;
  const script = `(${scripts.boot})(${JSON.stringify(preloads)},${start})`;
  return withTapReplay(
    html
      .replace(modulePreload, "")
      .replace(bootScript, () => `<script type="module">${script}</script>`),
    scripts.tapReplay,
  );
}

/** The inline scripts a page is given before React runs, as `pageScripts` makes them. */
export interface PageScripts {
  /** app/boot/deferred-boot.ts, minified: the source of its function. */
  boot: string;
  /** The whole tap replay script: app/boot/tap-replay.ts, called with what it keeps taps for. */
  tapReplay: string;
}

/** The boot and the tap replay, minified from their typed source in app/boot/. */
export async function pageScripts(): Promise<PageScripts> {
  const file = (name: string) =>
    fileURLToPath(new URL(`../../app/boot/${name}.ts`, import.meta.url));
  const [boot, tapReplay] = await Promise.all([
    compileBootScript(file("deferred-boot")),
    compileBootScript(file("tap-replay")),
  ]);
  return { boot, tapReplay: bootCall(tapReplay, replayTargets) };
}
