/**
 * Moves hydration after the first full paint.
 *
 * React Router's `<Scripts>` preloads every module of the page and imports
 * them at once, so on a slow phone network ~120 KB of JavaScript competes
 * with the hero image, the stylesheet and the fonts. The pages are complete
 * HTML without it, so this build step rewrites each page to fetch the same
 * modules, preloaded the same way, only once the page has been drawn, or at
 * the visitor's first tap or key press if that comes sooner. A tap on a
 * control that needs React is replayed once it has hydrated (tap-replay.ts).
 * See docs/decisions/006-hydrate-after-first-paint.md.
 */

import { withTapReplay } from "./tap-replay";

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
 * When to boot (`b`): at the first sign of interest (a finger or a pointer
 * going down, a key press, focus moving into the page), though only after
 * the next frame, so what the tap shows is painted before the boot's work;
 * otherwise once
 * the window has loaded (`a`) and the browser reports a largest paint after
 * it (the hero, drawn), or half a second after load when no such paint
 * comes. Browsers without largest-contentful-paint entries boot in the frame
 * after load. Every page carries this, so it is written compactly.
 */
const bootWhen =
  'for(const e of["pointerdown","keydown","touchstart","focusin"])addEventListener(e,()=>requestAnimationFrame(()=>setTimeout(b)),{once:!0,passive:!0});' +
  'const L="largest-contentful-paint",a=()=>{const t=performance.now();setTimeout(b,500);' +
  "if(!PerformanceObserver.supportedEntryTypes?.includes(L))return requestAnimationFrame(()=>setTimeout(b));" +
  "new PerformanceObserver(l=>{l.getEntries().some(e=>e.startTime>=t)&&b()}).observe({type:L,buffered:!0})};" +
  'document.readyState=="complete"?a():addEventListener("load",a,{once:!0})';

/**
 * The page with its module preloads removed and its boot script replaced by
 * one that runs after the first paint. Throws when the page's scripts don't
 * have the shape this was written against, so a framework upgrade that
 * changes them fails the build instead of shipping pages that never hydrate.
 *
 * `alsoPreload` adds modules the app imports itself as it starts (the page's
 * language), so they download with the rest rather than after it.
 */
export function deferHydration(html: string, alsoPreload: readonly string[] = []): string {
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
  // `P`: the modules to preload; `d`: whether it has booted. Each preload
  // starts in a task of its own, then the imports in one more, so starting a
  // dozen downloads never holds up a tap for long.
  const script =
    `const P=${JSON.stringify(preloads)};let d=!1;` +
    `const b=()=>{if(d)return;d=!0;` +
    `for(const h of P)setTimeout(()=>{const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)});` +
    `setTimeout(()=>Promise.all([${imports}]).then(([${names}])=>{${merges.join("")}` +
    `window.__reactRouterRouteModules=${registry};return import(${JSON.stringify(entry)})}))};` +
    bootWhen;
  return withTapReplay(
    html
      .replace(modulePreload, "")
      .replace(bootScript, () => `<script type="module">${script}</script>`),
  );
}
