/**
 * The first-tap benchmark, part of `npm run bench` (docs/decisions/016).
 *
 * A visitor on a phone reaches for a control as soon as it is drawn. For each
 * kind of control, in a fresh page (cold cache) on the mobile profile
 * Lighthouse simulates (150 ms round trip, 1.6 Mbps down, 4× CPU slowdown,
 * applied here through the DevTools protocol), it taps the control at the
 * first contentful paint and, in another fresh page, two seconds after it,
 * and records whether the tap took effect, how long its visible response
 * took, and the page's Interaction to Next Paint (Event Timing API).
 */
import { chromium, type Page } from "@playwright/test";
import {
  summarizeTaps,
  type TapMeasurement,
  type TapMoment,
  type TapSummary,
} from "./taps-summary";

interface Control {
  name: string;
  /** Path of the page, in English; `es` swaps in the Spanish one. */
  url: string;
  /** The element to tap. */
  target: (page: Page) => ReturnType<Page["locator"]>;
  /** True in the page once the tap's effect is on screen. */
  done: string;
  /** The tap always loads another page: its checks wait for it. */
  navigates?: boolean;
}

const controls: Control[] = [
  {
    name: "menu",
    url: "/",
    target: (page) => page.locator("button[popovertarget]"),
    done: `document.querySelector(".mobile-menu")?.matches(":popover-open")`,
  },
  {
    name: "filter chip",
    url: "/projects",
    target: (page) => page.locator('[role=group] a[data-category="commercial"]'),
    done: `location.search === "?category=commercial" && document.querySelectorAll("[data-project-card]").length === 2`,
  },
  {
    name: "gallery button",
    url: "/projects/casa-horizonte",
    target: (page) => page.locator("[data-project-dialog] button", { hasText: "Gallery" }),
    done: `[...document.querySelectorAll("dialog[open] h2")].some((h) => h.textContent.includes("Project Gallery"))`,
  },
  {
    name: "news chip",
    url: "/information-news",
    // A chip leads to its category's own page (docs/decisions/057): before
    // the page runs, as a plain link (docs/decisions/075).
    target: (page) => page.locator('[role=group] a[data-category="technology"]'),
    done: `location.pathname.endsWith("/technology") && document.querySelector('[role=group] a[data-category="technology"]')?.getAttribute("aria-current") === "true"`,
  },
  {
    name: "contact dialog button",
    url: "/",
    target: (page) => page.locator('a[data-cta="quote"]'),
    done: `Boolean(document.querySelector("dialog[open]"))`,
  },
  {
    name: "language switch",
    url: "/",
    target: (page) => page.locator("header a[hreflang]"),
    done: `location.pathname.startsWith("/es") && performance.getEntriesByName("first-contentful-paint").length > 0`,
    navigates: true,
  },
];

/**
 * Runs before the page's own scripts: reports when the first finger went down
 * (to `__reportTap`, which outlives a navigation) and keeps the longest
 * interaction the page saw.
 */
const recorder = `{
  const w = window;
  w.__taps = { inp: 0 };
  addEventListener("pointerdown", (e) => w.__reportTap(performance.timeOrigin + e.timeStamp), { capture: true, passive: true, once: true });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.interactionId) w.__taps.inp = Math.max(w.__taps.inp, entry.duration);
    }).observe({ type: "event", durationThreshold: 16, buffered: true });
  } catch {}
}`;

const timeout = 15_000;

async function measure(
  browserPath: string,
  flags: string[],
  origin: string,
  control: Control,
  moment: TapMoment,
): Promise<TapMeasurement> {
  const browser = await chromium.launch({ executablePath: browserPath, args: flags });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      // No ignoreHTTPSErrors: the certificate is trusted (bench/run.ts), as
      // a visitor's browser trusts the site's. With its error ignored
      // instead, Chromium caches nothing, and a chip's page fetched ahead
      // would be fetched again at the tap.
      //
      // The checks below are evaluated in the page, which its policy forbids.
      bypassCSP: true,
    });
    let tapAt: number | null = null;
    await context.exposeFunction("__reportTap", (at: number) => {
      tapAt ??= at;
    });
    await context.addInitScript({ content: recorder });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(`${origin}${control.url}`, { waitUntil: "commit" });
    await page.waitForFunction(
      () => performance.getEntriesByName("first-contentful-paint").length > 0,
      undefined,
      { polling: "raf", timeout },
    );
    if (moment === "2 s later") await page.waitForTimeout(2000);
    const target = control.target(page).first();
    const arrivedAt = await page.evaluate(() => performance.timeOrigin);
    const tappedAt = Date.now();
    await target.tap({ timeout });
    let response: number | null = null;
    // Whether the tap loaded another page: the old page's INP is then gone with it.
    let loaded = Boolean(control.navigates);
    try {
      // A link loads the other page first; its checks run there.
      if (control.navigates) await page.waitForURL(/\/es(\/|$)/, { timeout, waitUntil: "commit" });
      const answeredAt = await page.waitForFunction(
        `(${control.done}) && performance.timeOrigin + performance.now()`,
        undefined,
        { polling: "raf", timeout },
      );
      const doneAt = (await answeredAt.jsonValue()) as number;
      const start = tapAt ?? tappedAt;
      loaded = (await page.evaluate(() => performance.timeOrigin)) !== arrivedAt;
      // When the tap loaded another page, that page's first paint is the
      // response. The checks can hold before it paints (they poll at each
      // frame), so its entry is waited for.
      response = loaded
        ? ((await (
            await page.waitForFunction(
              () => {
                const [paint] = performance.getEntriesByName("first-contentful-paint");
                return paint && performance.timeOrigin + paint.startTime;
              },
              undefined,
              { polling: "raf", timeout },
            )
          ).jsonValue()) as number) - start
        : doneAt - start;
    } catch (error) {
      // No response in time: a lost tap. Say why, in case it is the page's fault.
      console.warn(`${control.name}: ${String(error).split("\n")[0]}`);
      response = null;
    }
    // Let the page settle, then read the longest interaction it saw.
    await page.waitForTimeout(500);
    const inp = loaded
      ? null
      : await page.evaluate(() => (window as unknown as { __taps: { inp: number } }).__taps.inp);
    return { control: control.name, url: control.url, moment, response, inp };
  } finally {
    await browser.close();
  }
}

/** Taps every control at both moments, `runs` times each, one fresh browser per tap. */
export async function benchTaps({
  browserPath,
  flags,
  origin,
  runs,
}: {
  browserPath: string;
  flags: string[];
  origin: string;
  runs: number;
}): Promise<TapSummary[]> {
  const measurements: TapMeasurement[] = [];
  for (const control of controls) {
    for (const moment of ["first paint", "2 s later"] as const) {
      for (let run = 0; run < runs; run++) {
        const m = await measure(browserPath, flags, origin, control, moment);
        measurements.push(m);
        console.log(
          `tap ${control.name} at ${moment}: ${m.response === null ? "lost" : `${Math.round(m.response)} ms`}, INP ${m.inp === null ? "—" : `${Math.round(m.inp)} ms`}`,
        );
      }
    }
  }
  return summarizeTaps(measurements);
}
