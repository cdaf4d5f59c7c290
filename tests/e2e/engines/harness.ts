import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import puppeteer, {
  type Browser as FirefoxBrowser,
  type Page as FirefoxPage,
} from "puppeteer-core";
import { Builder, By, Capabilities, Key, Origin, type WebDriver } from "selenium-webdriver";
import { startProbeServer, type Answered, type ProbeServer } from "./probe";

/**
 * The engines Playwright does not drive here, each through a well-kept
 * client of the W3C's protocols (docs/decisions/084): Firefox ESR over
 * WebDriver BiDi with puppeteer-core, and WebKitGTK's MiniBrowser through
 * its classic WebDriver server with selenium-webdriver, under Xvfb. Both
 * are Debian's packages. This module knows how to start, drive, watch and
 * photograph them; what a visitor does is in visitor.ts, what must hold in
 * engines.spec.ts.
 */
export type EngineName = "firefox" | "webkit";

export const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";

/** The browser WebKitWebDriver starts, from Debian's libwebkit2gtk-4.1-0 (the driver's own default). */
export const miniBrowserPath =
  process.env.MINIBROWSER_PATH ??
  `/usr/lib/${process.arch === "arm64" ? "aarch64" : "x86_64"}-linux-gnu/webkit2gtk-4.1/MiniBrowser`;

/** A key a visitor presses. */
export type KeyName = "Escape" | "ArrowRight" | "ArrowLeft" | "Enter" | "Tab" | "Home" | "End";

/** A tab of an engine, through the one interface the checks use, whatever the client. */
export interface EnginePage {
  readonly engine: EngineName;
  /** The engine's name and version, as it reports them. */
  readonly version: string;
  /** The origin the engine visits (the test's server). */
  readonly origin: string;
  /** Sets the size of the page's viewport in CSS pixels. */
  resize(width: number, height: number): Promise<void>;
  /** Loads a path of the site and waits for its `load` event; returns the document's status. */
  open(pathname: string): Promise<number>;
  /** The address shown, without the origin: `/projects/casa-horizonte#photo-1`. */
  address(): Promise<string>;
  /** Runs a function in the page with JSON arguments and returns its JSON result. */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** A real click (pointer events, focus) at the middle of the element the CSS selector names. */
  click(selector: string): Promise<void>;
  /** Chooses the option of this value in the `<select>` the CSS selector names, as a visitor does. */
  select(selector: string, value: string): Promise<void>;
  /** A key pressed and released, sent to whatever has focus. */
  press(key: KeyName): Promise<void>;
  /** Writes a PNG of the viewport. */
  screenshot(file: string): Promise<void>;
  /**
   * What went wrong since the last call, and clears it: the probe's reports
   * (errors, violations, resources that failed, console errors and warnings)
   * and every request of the site's own answered with a status of 400 or
   * more, except `expectedStatus` paths (the not-found page's own 404).
   */
  problems(expected?: { path: string; status: number }): Promise<string[]>;
  /** Resolves once the site's server has seen no request for a moment. */
  networkQuiet(): Promise<void>;
  /** Every request the site's server answered since the last `problems()` or `requests()`. */
  requests(): Answered[];
  /** Every address off this machine the page asked for since the last call (all refused). */
  outside(): string[];
  /** Closes the tab and forgets what it stored (cookies, storage, cache). */
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** A fresh tab, sharing nothing with the ones before it. */
  newPage(): Promise<EnginePage>;
  stop(): Promise<void>;
}

/** Starts an engine with a page on the site at `site` (the origin of `npm run serve`). */
export async function startEngine(
  name: EngineName,
  site: string,
  { driverPort }: { driverPort: number },
): Promise<Engine> {
  const probe = await startProbeServer(site);
  try {
    return name === "firefox" ? await startFirefox(probe) : await startWebKit(probe, driverPort);
  } catch (error) {
    await probe.close();
    throw error;
  }
}

/** Reads and clears the probe's reports in the page, then the server's failed answers. */
async function collectProblems(
  page: Pick<EnginePage, "evaluate">,
  probe: ProbeServer,
  seen: Answered[],
  expected?: { path: string; status: number },
): Promise<string[]> {
  const heard = await page.evaluate(() => {
    const list = (window as unknown as { __engineProbe?: string[] }).__engineProbe;
    if (!list) return ["the probe did not run in this document"];
    return list.splice(0, list.length);
  });
  const answered = [...seen.splice(0, seen.length), ...probe.take()];
  const failed = answered
    .filter(({ status }) => status >= 400)
    .filter(
      ({ path: at, status }) => !(expected && at === expected.path && status === expected.status),
    )
    .map(({ path: at, status }) => `request failed: ${at} ${status}`);
  return [...heard, ...failed];
}

async function startFirefox(probe: ProbeServer): Promise<Engine> {
  const browser: FirefoxBrowser = await puppeteer.launch({
    browser: "firefox",
    protocol: "webDriverBiDi",
    executablePath: firefoxPath,
    headless: true,
    // Nothing leaves the machine: puppeteer's profile already turns off
    // updates, telemetry and the captive-portal check; these go further.
    extraPrefsFirefox: {
      "network.dns.disablePrefetch": true,
      "browser.safebrowsing.update.enabled": false,
      "services.settings.server": "http://localhost:9/",
      "network.connectivity-service.enabled": false,
      // Every other address goes to the test's server, which refuses it.
      "network.proxy.type": 1,
      "network.proxy.http": "localhost",
      "network.proxy.http_port": Number(probe.proxy.split(":")[1]),
      "network.proxy.ssl": "localhost",
      "network.proxy.ssl_port": Number(probe.proxy.split(":")[1]),
      "network.proxy.no_proxies_on": "",
    },
  });
  const version = `Firefox ${(await browser.version()).replace(/^firefox\//, "")}`;
  return {
    name: "firefox",
    async newPage() {
      // A context of its own: no cookie, storage or cache from another test.
      const context = await browser.createBrowserContext();
      const page: FirefoxPage = await context.newPage();
      return firefoxPage(page, version, probe, () => context.close());
    },
    async stop() {
      await browser.close().catch(() => {});
      await probe.close();
    },
  };
}

/**
 * The middle of the element `selector` names, once it is drawn, scrolled into
 * view and has stopped moving (a dialog slides in), read twice 50 ms apart.
 */
async function settledCentre(
  page: FirefoxPage,
  selector: string,
): Promise<{ x: number; y: number }> {
  const centre = () =>
    page.evaluate((wanted: string) => {
      const element = document.querySelector(wanted);
      if (!element || element.getClientRects().length === 0) return null;
      element.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
      const box = element.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    }, selector);
  let last: { x: number; y: number } | null = null;
  for (let tries = 0; tries < 200; tries++) {
    const now = await centre();
    if (now && last && now.x === last.x && now.y === last.y) return now;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Firefox found no settled element for ${selector} in 10 s`);
}

function firefoxPage(
  page: FirefoxPage,
  version: string,
  probe: ProbeServer,
  close: () => Promise<void>,
): EnginePage {
  const seen: Answered[] = [];
  const enginePage: EnginePage = {
    engine: "firefox",
    version,
    origin: probe.origin,
    async resize(width, height) {
      // Puppeteer sets the screen's orientation with the viewport, a command
      // Firefox ESR 140 does not have (it answers "unknown command"); the
      // viewport itself is set all the same, so that refusal alone is let
      // pass, and the page is read until it has the size.
      await page.setViewport({ width, height }).catch((error: unknown) => {
        if (!String(error).includes("setScreenOrientationOverride")) throw error;
      });
      const sized = () =>
        page.evaluate((w, h) => innerWidth === w && innerHeight === h, width, height);
      for (let tries = 0; !(await sized()); tries++) {
        if (tries === 100) throw new Error(`Firefox did not take the size ${width}×${height}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async open(pathname) {
      seen.push(...probe.take());
      const response = await page.goto(probe.origin + pathname, { waitUntil: "load" });
      return response?.status() ?? 0;
    },
    async address() {
      // Read in the page: Firefox ESR 140 does not tell Puppeteer of an
      // address the page's own history changes (the router's links).
      return (await page.evaluate(() => location.href)).replace(probe.origin, "");
    },
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
    // Puppeteer's locators wait with functions they build in the page, which
    // Firefox ESR 140 runs under the page's policy, and the policy refuses
    // (no 'unsafe-eval'); these wait with plain evaluations instead.
    async click(selector) {
      const { x, y } = await settledCentre(page, selector);
      await page.mouse.click(x, y);
    },
    async select(selector, value) {
      await settledCentre(page, selector);
      await page.select(selector, value);
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    async screenshot(file) {
      mkdirSync(path.dirname(file), { recursive: true });
      await page.screenshot({ path: file as `${string}.png` });
    },
    problems: (expected) => collectProblems(enginePage, probe, seen, expected),
    networkQuiet: () => probe.quiet(),
    requests: () => [...seen.splice(0, seen.length), ...probe.take()],
    outside: () => probe.takeOutside(),
    close: () => close().catch(() => {}),
  };
  return enginePage;
}

/**
 * WebKitGTK's MiniBrowser keeps a toolbar in its window, whose buttons and
 * address field make the window at least 447 px wide. The engine draws
 * phone widths only in a narrower window, so the run gives GTK a stylesheet
 * that shrinks the browser's own controls (never the page's, which WebKit
 * draws itself).
 */
const narrowChrome = `* { font-size: 1px; min-width: 0; min-height: 0; padding: 0; margin: 0;
  border-width: 0; -gtk-icon-transform: scale(0.05); }
`;

/** Fails when something listens on the driver's port already: a session there would drive another browser. */
async function ensurePortFree(port: number) {
  const taken = await new Promise<boolean>((resolve) => {
    const server = createNetServer();
    server.once("error", () => resolve(true));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(false)));
  });
  if (taken) throw new Error(`port ${port} for WebKitWebDriver is taken (a driver left running?)`);
}

/** WebKitWebDriver under a display of its own, in its own process group, so stopping it ends the browsers it started. */
function launchWebKitDriver(port: number) {
  const home = mkdtempSync(path.join(tmpdir(), "webkit-"));
  mkdirSync(path.join(home, "gtk-3.0"), { recursive: true });
  writeFileSync(path.join(home, "gtk-3.0", "gtk.css"), narrowChrome);
  const server: ChildProcess = spawn(
    "xvfb-run",
    ["-a", "-s", "-screen 0 1600x1200x24", webkitDriverPath, `--port=${port}`],
    {
      detached: true,
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, XDG_CONFIG_HOME: home, XDG_CACHE_HOME: home, XDG_DATA_HOME: home },
    },
  );
  let stderr = "";
  server.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  return {
    stderr: () => stderr,
    async stop() {
      try {
        if (server.pid) process.kill(-server.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      rmSync(home, { recursive: true, force: true });
    },
  };
}

async function startWebKit(probe: ProbeServer, port: number): Promise<Engine> {
  await ensurePortFree(port);
  let driver = launchWebKitDriver(port);
  let version = "WebKitGTK";
  // The first session waits for the driver to listen.
  let first: WebDriver | undefined;
  try {
    first = await newWebKitSession(port, probe.proxy, driver.stderr, 20_000);
    version = `WebKitGTK ${(await first.getCapabilities()).getBrowserVersion()}`;
  } catch (error) {
    await driver.stop();
    throw error;
  }
  const open = new Set<WebDriver>();
  /**
   * A browser of its own for each page: a session starts MiniBrowser with an
   * empty, ephemeral profile. On a loaded machine the driver now and then
   * never answers a new session; it is then started again, once, with its
   * browsers, and the page is asked of the new one.
   */
  async function session(): Promise<WebDriver> {
    try {
      return await newWebKitSession(port, probe.proxy, driver.stderr, 10_000);
    } catch (error) {
      if (!(error instanceof SessionHang)) throw error;
      for (const stale of open) await quitWithin(stale);
      open.clear();
      await driver.stop();
      await ensurePortFree(port);
      driver = launchWebKitDriver(port);
      return await newWebKitSession(port, probe.proxy, driver.stderr, 20_000);
    }
  }
  return {
    name: "webkit",
    async newPage() {
      const page = first ?? (await session());
      first = undefined;
      open.add(page);
      return webkitPage(page, version, probe, async () => {
        open.delete(page);
        await quitWithin(page);
      });
    },
    async stop() {
      for (const page of [...open, ...(first ? [first] : [])]) await quitWithin(page);
      await driver.stop();
      await probe.close();
    },
  };
}

/** A new session the driver took longer than a browser's start to answer. */
class SessionHang extends Error {}

/** Ends a session, giving up on a driver that does not answer. */
async function quitWithin(session: WebDriver, ms = 10_000) {
  await Promise.race([
    session.quit().catch(() => {}),
    new Promise((resolve) => setTimeout(resolve, ms)),
  ]);
}

function webkitPage(
  session: WebDriver,
  version: string,
  probe: ProbeServer,
  close: () => Promise<void>,
): EnginePage {
  const seen: Answered[] = [];
  // The window's height includes the browser's toolbar.
  let chrome = 0;
  const enginePage: EnginePage = {
    engine: "webkit",
    version,
    origin: probe.origin,
    async resize(width, height) {
      const window = session.manage().window();
      await window.setRect({ x: 0, y: 0, width, height: height + chrome });
      const inner = await session.executeScript<number>("return window.innerHeight");
      if (inner !== height) {
        chrome += height - inner;
        await window.setRect({ x: 0, y: 0, width, height: height + chrome });
      }
    },
    async open(pathname) {
      seen.push(...probe.take());
      await session.get(probe.origin + pathname);
      // Classic WebDriver does not give the document's status: the server saw it.
      const answered = probe.take();
      seen.push(...answered);
      return answered.findLast((a) => a.path === pathname)?.status ?? 0;
    },
    async address() {
      return (await session.getCurrentUrl()).replace(probe.origin, "");
    },
    async evaluate(fn, ...args) {
      // Classic WebDriver runs a function body: call the function with the
      // arguments, and wait for it if it returns a promise.
      const result = (await session.executeAsyncScript(
        `const done = arguments[arguments.length - 1];
         Promise.resolve((${fn.toString()}).apply(null, ${JSON.stringify(args)}))
           .then((value) => done({ value }), (error) => done({ error: String((error && error.stack) || error) }));`,
      )) as { value?: unknown; error?: string };
      if (result.error) throw new Error(result.error);
      return result.value as never;
    },
    async click(selector) {
      // As Puppeteer does: wait for the element to take space, bring it to
      // the middle of the view, and press and release the pointer at its
      // centre. WebDriver's own element click refuses a control drawn
      // transparent over its picture (the before-and-after's range), which
      // a visitor's finger reaches.
      const point = await session.wait(
        async () => {
          for (const candidate of await session.findElements(By.css(selector))) {
            const centre = await session.executeScript<{ x: number; y: number } | null>(
              `const element = arguments[0];
               if (element.getClientRects().length === 0) return null;
               element.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
               const rect = element.getClientRects()[0];
               if (rect.width === 0 || rect.height === 0) return null;
               return { x: Math.round(rect.left + rect.width / 2), y: Math.round(rect.top + rect.height / 2) };`,
              candidate,
            );
            if (centre) return centre;
          }
          return undefined;
        },
        10_000,
        `nothing on the page matches ${selector}`,
      );
      await session
        .actions()
        .move({ origin: Origin.VIEWPORT, x: point!.x, y: point!.y })
        .press()
        .release()
        .perform();
    },
    async select(selector, value) {
      // WebDriver's click on an option chooses it, with the events a visitor's choice fires.
      const option = value ? `option[value="${value}"]` : 'option[value=""]';
      await session.findElement(By.css(`${selector} ${option}`)).click();
    },
    async press(key) {
      const keys: Record<KeyName, string> = {
        Escape: Key.ESCAPE,
        ArrowRight: Key.ARROW_RIGHT,
        ArrowLeft: Key.ARROW_LEFT,
        Enter: Key.ENTER,
        Tab: Key.TAB,
        Home: Key.HOME,
        End: Key.END,
      };
      await session.actions().sendKeys(keys[key]).perform();
    },
    async screenshot(file) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, Buffer.from(await session.takeScreenshot(), "base64"));
    },
    problems: (expected) => collectProblems(enginePage, probe, seen, expected),
    networkQuiet: () => probe.quiet(),
    requests: () => [...seen.splice(0, seen.length), ...probe.take()],
    outside: () => probe.takeOutside(),
    close,
  };
  return enginePage;
}

/** A session with the driver, trying again while it starts listening. */
async function newWebKitSession(
  port: number,
  proxy: string,
  stderr: () => string,
  patience: number,
): Promise<WebDriver> {
  const until = Date.now() + patience;
  for (;;) {
    try {
      const request = new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities(
          new Capabilities({
            browserName: "MiniBrowser",
            // Every other address goes to the test's server, which refuses
            // it: MiniBrowser's own --proxy, one plain HTTP proxy for every
            // scheme (a secure address is asked with CONNECT). Not the W3C
            // proxy capability: WebKitWebDriver 2.50 makes its sslProxy an
            // https:// proxy, spoken to in TLS, and a secure address with no
            // sslProxy, or with a socksProxy, is looked up and fetched
            // directly (docs/decisions/084). Given arguments, the driver
            // adds none of its own: --automation is one.
            "webkitgtk:browserOptions": {
              binary: miniBrowserPath,
              args: ["--automation", `--proxy=http://${proxy}`, "--ignore-host=localhost"],
            },
          }),
        )
        .build();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const hang = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new SessionHang(`WebKitWebDriver gave no session in 30 s\n${stderr()}`)),
          30_000,
        );
      });
      try {
        return await Promise.race([request, hang]);
      } finally {
        clearTimeout(timer);
      }
    } catch (error) {
      if (error instanceof SessionHang) throw error;
      if (Date.now() > until) {
        throw new Error(`WebKitWebDriver did not start a session: ${String(error)}\n${stderr()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
