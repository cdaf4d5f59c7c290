/**
 * The first-tap benchmark, part of `npm run bench` (docs/decisions/016 and
 * 083).
 *
 * A visitor on a phone reaches for a control as soon as it is drawn. For each
 * control of bench/tap-controls.ts, in a fresh page (cold cache) on
 * Lighthouse's mobile profile (bench/mobile-profile.ts: its phone's screen,
 * 150 ms round trip, 1.6 Mbps down, 4× CPU slowdown, applied here through
 * the DevTools protocol), it taps the control at the first contentful paint
 * and, in another fresh page, two seconds after it, and records whether the
 * tap was answered (the next paint shows its response, or the browser starts
 * the navigation it names), how long after the finger went down, and the
 * tap's Interaction to Next Paint (Event Timing API).
 *
 * On its own, `npx tsx bench/taps.ts` serves the build and taps every
 * control BENCH_RUNS times (3) in the full browser; BENCH_TAPS_ONLY="menu,
 * thumbnail" taps only the controls it names, BENCH_ORIGIN taps a build
 * served elsewhere. It writes bench/results/taps.md and taps.json.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type Page, type Request } from "@playwright/test";
import { browserPaths } from "./browsers";
import { mobileCpuSlowdown, mobileNetwork, mobileScreen, mobileUserAgent } from "./mobile-profile";
import { namesNavigation, tapControls, type TapControl, type TapStep } from "./tap-controls";
import { onBuild } from "./serve-build";
import { nodeBenchmarkIndex } from "./steady";
import {
  summarizeTaps,
  tapMisses,
  tapTable,
  type TapMeasurement,
  type TapMoment,
  type TapSummary,
} from "./taps-summary";

/**
 * Runs before the page's own scripts: reports each finger going down (to
 * `__reportTap`, which outlives a navigation) and keeps every interaction
 * the page times, so the measured tap's can be told from those before it.
 */
const recorder = `{
  const w = window;
  w.__taps = { interactions: [] };
  addEventListener("pointerdown", (e) => w.__reportTap(performance.timeOrigin + e.timeStamp), { capture: true, passive: true });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.interactionId) w.__taps.interactions.push([performance.timeOrigin + entry.startTime, entry.duration]);
    }).observe({ type: "event", durationThreshold: 16, buffered: true });
  } catch {}
}`;

const timeout = 15_000;

const firstPaint = (page: Page) =>
  page.waitForFunction(
    () => {
      const [paint] = performance.getEntriesByName("first-contentful-paint");
      return paint && performance.timeOrigin + paint.startTime;
    },
    undefined,
    { polling: "raf", timeout },
  );

/** When the last finger went down, as the page reported it (epoch ms). */
interface Fingers {
  last: number | null;
}

/**
 * Taps `step`'s element and waits for its answer (tap-controls.ts): its
 * `shows` holding in a frame, or the navigation it names starting. Resolves
 * to the milliseconds from the finger going down to the answer, or null when
 * none came in time, and whether the tap left the page.
 */
async function tapAndAnswer(
  page: Page,
  step: TapStep,
  fingers: Fingers,
): Promise<{ response: number | null; left: boolean; at: number }> {
  const target = (
    step.text ? page.locator(step.selector, { hasText: step.text }) : page.locator(step.selector)
  ).first();
  const [arrivedAt, href] = await target.evaluate(
    (element) =>
      [performance.timeOrigin, element.closest("a[href]")?.getAttribute("href") ?? null] as const,
    undefined,
    { timeout },
  );
  // An answer already on screen would time the tap before it happened.
  if (step.shows && (await page.evaluate(step.shows)))
    throw new Error(
      `${step.selector}: its answer shows before it is tapped (bench/tap-controls.ts)`,
    );
  const pageUrl = page.url();
  let navigationStarted = () => {};
  const navigation = new Promise<"navigation">((resolve) => {
    navigationStarted = () => resolve("navigation");
  });
  const onRequest = (request: Request) => {
    if (
      request.isNavigationRequest() &&
      request.frame() === page.mainFrame() &&
      namesNavigation(step, request.url(), { href, page: pageUrl })
    )
      navigationStarted();
  };
  page.on("request", onRequest);
  const shown = step.shows
    ? page
        .waitForFunction(
          `(${step.shows}) && performance.timeOrigin + performance.now()`,
          undefined,
          {
            polling: "raf",
            timeout,
          },
        )
        .then(async (handle) => (await handle.jsonValue()) as number)
    : new Promise<never>(() => {});
  // Whichever answer does not come is left to time out unheard.
  shown.catch(() => {});
  fingers.last = null;
  const tappedAt = Date.now();
  try {
    await target.tap({ timeout });
    let timer: NodeJS.Timeout | undefined;
    const first = await Promise.race([
      navigation,
      shown,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${timeout / 1000} s`)),
          timeout,
        );
      }),
    ]).finally(() => clearTimeout(timer));
    const start = fingers.last ?? tappedAt;
    if (first === "navigation") {
      // The navigation's start is the new page's time origin, read once it has one.
      const startedAt = (await (
        await page.waitForFunction(
          (before) => performance.timeOrigin !== before && performance.timeOrigin,
          arrivedAt,
          { polling: 20, timeout },
        )
      ).jsonValue()) as number;
      return { response: startedAt - start, left: true, at: start };
    }
    const left = (await page.evaluate(() => performance.timeOrigin)) !== arrivedAt;
    return { response: first - start, left, at: start };
  } catch (error) {
    // No answer in time: a lost tap. Say why, in case it is the page's fault.
    console.warn(`${step.selector}: ${String(error).split("\n")[0]}`);
    return { response: null, left: false, at: fingers.last ?? tappedAt };
  } finally {
    page.off("request", onRequest);
  }
}

async function measure(
  browserPath: string,
  flags: string[],
  origin: string,
  control: TapControl,
  moment: TapMoment,
): Promise<TapMeasurement> {
  const browser = await chromium.launch({ executablePath: browserPath, args: flags });
  try {
    const context = await browser.newContext({
      viewport: { width: mobileScreen.width, height: mobileScreen.height },
      deviceScaleFactor: mobileScreen.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
      userAgent: mobileUserAgent,
      // No ignoreHTTPSErrors: the certificate is trusted (bench/run.ts), as
      // a visitor's browser trusts the site's. With its error ignored
      // instead, Chromium caches nothing, and a chip's page fetched ahead
      // would be fetched again at the tap.
      //
      // The checks below are evaluated in the page, which its policy forbids.
      bypassCSP: true,
    });
    const fingers: Fingers = { last: null };
    await context.exposeFunction("__reportTap", (at: number) => {
      fingers.last = at;
    });
    await context.addInitScript({ content: recorder });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", mobileNetwork);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: mobileCpuSlowdown });
    await page.goto(`${origin}${control.page}`, { waitUntil: "commit" });
    await firstPaint(page);
    if (moment === "2 s later") await page.waitForTimeout(2000);
    // The controls that lead to this one, each as soon as the one before
    // has answered and any page it loaded has painted.
    for (const step of control.before ?? []) {
      const { response, left } = await tapAndAnswer(page, step, fingers);
      if (response === null) {
        console.warn(`${control.name}: the way to it did not answer, so its tap counts as lost`);
        return { control: control.name, url: control.page, moment, response: null, inp: null };
      }
      if (left) await firstPaint(page);
    }
    const { response, left, at } = await tapAndAnswer(page, control, fingers);
    // Let the page settle, then read the longest interaction since the tap.
    await page.waitForTimeout(500);
    const inp =
      left || response === null
        ? null
        : await page.evaluate(
            (since) =>
              Math.max(
                0,
                ...(
                  window as unknown as { __taps: { interactions: [number, number][] } }
                ).__taps.interactions
                  .filter(([start]) => start >= since - 2)
                  .map(([, duration]) => duration),
              ),
            at,
          );
    return { control: control.name, url: control.page, moment, response, inp };
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
  controls = tapControls,
}: {
  browserPath: string;
  flags: string[];
  origin: string;
  runs: number;
  controls?: readonly TapControl[];
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

async function main() {
  const only = process.env.BENCH_TAPS_ONLY?.split(",").map((name) => name.trim());
  const unknown = only?.filter((name) => !tapControls.some((control) => control.name === name));
  if (unknown?.length)
    throw new Error(
      `BENCH_TAPS_ONLY: no control named ${unknown.join(", ")} in bench/tap-controls.ts (${tapControls.map((c) => c.name).join(", ")})`,
    );
  const controls = only
    ? tapControls.filter((control) => only.includes(control.name))
    : tapControls;
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const browserPath = process.env.BENCH_CHROME_PATH ?? browserPaths.full;
  // The machine, as Lighthouse's benchmark reads it in Node, before and after the taps.
  const before = nodeBenchmarkIndex();
  const rows = await onBuild(process.env, (origin, flags) =>
    benchTaps({ browserPath, flags, origin, runs, controls }),
  );
  const after = nodeBenchmarkIndex();
  const missed = rows.filter((row) => tapMisses(row).length > 0);
  const report = [
    `# First taps, mobile profile (412 px at 1.75×, 150 ms round trip, 1.6 Mbps down, 4× CPU), ${runs} per control and moment`,
    "",
    `Machine: Lighthouse benchmark index ${Math.round(before)} before the taps and ${Math.round(after)} after them, read in Node (higher is faster).`,
    "",
    `${rows.length - missed.length} of ${rows.length} rows meet the targets: no tap lost, each answered within 200 ms.`,
    "",
    tapTable(rows),
    "",
  ].join("\n");
  const resultsDir = process.env.BENCH_RESULTS ?? "bench/results";
  await mkdir(resultsDir, { recursive: true });
  await writeFile(path.join(resultsDir, "taps.md"), report);
  await writeFile(path.join(resultsDir, "taps.json"), `${JSON.stringify(rows, null, 2)}\n`);
  console.log(`\n${report}`);
  if (missed.length > 0) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
