/**
 * Starts the page's modules after its first paint (docs/decisions/006).
 *
 * `start` imports the page's modules and React Router's entry, as React
 * Router's own boot script would at once (scripts/html/defer-hydration.ts
 * writes it from that script); `preloads` are the modules it fetches, which
 * are preloaded first. It boots at the first sign of interest (a finger or a
 * pointer going down, a key press, focus moving into the page), though only
 * after the next frame, so what the tap shows is painted before the boot's
 * work; otherwise once the window has loaded and the browser reports a
 * largest paint after it (the hero, drawn), or half a second after load when
 * no such paint comes. Browsers without largest-contentful-paint entries
 * boot in the frame after load. Each preload starts in a task of its own,
 * then the imports in one more, so starting a dozen downloads never holds up
 * a tap for long. It runs before React, so it stands alone.
 */
export default function deferredBoot(preloads: string[], start: () => void) {
  let booted = false;
  const boot = () => {
    if (booted) return;
    booted = true;
    for (const href of preloads)
      setTimeout(() => {
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = href;
        document.head.append(link);
      });
    setTimeout(start);
  };
  for (const type of ["pointerdown", "keydown", "touchstart", "focusin"])
    addEventListener(type, () => requestAnimationFrame(() => setTimeout(boot)), {
      once: true,
      passive: true,
    });
  const paint = "largest-contentful-paint";
  const afterLoad = () => {
    const loaded = performance.now();
    setTimeout(boot, 500);
    if (!PerformanceObserver.supportedEntryTypes?.includes(paint))
      return void requestAnimationFrame(() => setTimeout(boot));
    new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= loaded)) boot();
    }).observe({ type: paint, buffered: true });
  };
  if (document.readyState === "complete") afterLoad();
  else addEventListener("load", afterLoad, { once: true });
}
