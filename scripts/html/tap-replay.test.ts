// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { bootCall } from "~/lib/boot-call";
import source from "~/boot/tap-replay?boot";
import { replayTargets, withTapReplay } from "./tap-replay";

// The script as the build writes it into every page: app/boot/tap-replay.ts, minified.
const tapReplay = bootCall(source, replayTargets);

/**
 * A page with the replay script, a button, a marked link, a plain link and a
 * popover; `hydrate()` does what React does: attaches the elements' props
 * and marks the document.
 */
function page(before: (window: Window & typeof globalThis) => void = () => {}) {
  // A frame of its own per test: the script's listeners go on its window.
  const frame = globalThis.document.createElement("iframe");
  globalThis.document.body.append(frame);
  const window = frame.contentWindow! as Window & typeof globalThis;
  const document = frame.contentDocument!;
  document.body.innerHTML = `
      <button id="gallery"><svg><path/></svg>Gallery</button>
      <a id="chip" href="#commercial" data-replay>Commercial</a>
      <a id="plain" href="#elsewhere">Elsewhere</a>
      <button id="menu" popovertarget="nav">Menu</button>
      <nav id="nav" popover>links</nav>
      <button id="quote" command="show-modal" commandfor="contact">Get a quote</button>`;
  before(window);
  window.eval(tapReplay);
  const handled: string[] = [];
  const navigated: string[] = [];
  // React's listener sits on the document, behind the replay's.
  document.addEventListener("click", (event) => {
    const target = (event.target as Element).closest("[id]");
    if (!target || !Object.keys(target).some((key) => key.startsWith("__reactProps$"))) return;
    handled.push(target.id);
    event.preventDefault();
  });
  // Default actions the page did not prevent (jsdom does not navigate).
  window.addEventListener("click", (event) => {
    const link = (event.target as Element).closest("a");
    if (link && !event.defaultPrevented) navigated.push(link.id);
  });
  const byId = (id: string) => document.getElementById(id)!;
  const click = (id: string, init: MouseEventInit = {}) =>
    byId(id).dispatchEvent(
      new window.MouseEvent("click", { bubbles: true, cancelable: true, ...init }),
    );
  return {
    window,
    byId,
    click,
    handled,
    navigated,
    hydrate(ids = ["gallery", "chip", "plain", "menu"]) {
      for (const id of ids) Object.assign(byId(id), { __reactProps$abc: {} });
      document.documentElement.dataset.hydrated = "";
    },
    wait: (ms = 120) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}

describe("tapReplay", () => {
  it("replays a tap before hydration exactly once, on the same element, however often it came", async () => {
    const p = page();
    p.click("gallery");
    p.click("gallery");
    expect(p.handled).toEqual([]);
    expect(p.byId("gallery").dataset.tapPending).toBe("");
    p.hydrate();
    await p.wait();
    expect(p.handled).toEqual(["gallery"]);
    expect(p.byId("gallery").dataset.tapPending).toBeUndefined();
    p.click("gallery");
    expect(p.handled).toEqual(["gallery", "gallery"]);
  });

  it("catches a tap on a button's icon", async () => {
    const p = page();
    p.byId("gallery")
      .querySelector("path")!
      .dispatchEvent(new p.window.MouseEvent("click", { bubbles: true, cancelable: true }));
    p.hydrate();
    await p.wait();
    expect(p.handled).toEqual(["gallery"]);
  });

  it("keeps a marked link's tap for the page instead of loading another", async () => {
    const p = page();
    p.click("chip");
    expect(p.navigated).toEqual([]);
    p.hydrate();
    await p.wait();
    expect(p.handled).toEqual(["chip"]);
  });

  it("leaves plain links, popover buttons, invokers and clicks with a modifier to the browser", () => {
    const p = page();
    p.click("plain");
    p.click("chip", { ctrlKey: true });
    p.click("chip", { button: 1 });
    expect(p.navigated).toEqual(["plain", "chip", "chip"]);
    p.click("menu");
    expect(p.byId("menu").dataset.tapPending).toBeUndefined();
    p.click("quote");
    expect(p.byId("quote").dataset.tapPending).toBeUndefined();
  });

  it("waits for content that hydrates after the page", async () => {
    const p = page();
    p.click("chip");
    p.hydrate(["gallery"]);
    await p.wait();
    expect(p.handled).toEqual([]);
    Object.assign(p.byId("chip"), { __reactProps$abc: {} });
    await p.wait();
    expect(p.handled).toEqual(["chip"]);
  });

  it("replays only the latest of two controls", async () => {
    const p = page();
    p.click("gallery");
    p.click("chip");
    expect(p.byId("gallery").dataset.tapPending).toBeUndefined();
    p.hydrate();
    await p.wait();
    expect(p.handled).toEqual(["chip"]);
  });

  it("replays only once the browser is idle, when React has committed what it rendered", async () => {
    const idle: (() => void)[] = [];
    const p = page((window) =>
      Object.assign(window, { requestIdleCallback: (task: () => void) => idle.push(task) }),
    );
    p.click("chip");
    p.hydrate();
    await p.wait();
    expect(p.handled).toEqual([]);
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(p.handled).toEqual(["chip"]);
  });

  it("drops a tap on an element hydration replaced", async () => {
    const p = page();
    p.click("gallery");
    p.byId("gallery").remove();
    p.hydrate(["chip"]);
    await p.wait();
    expect(p.handled).toEqual([]);
  });

  it("leaves nothing in the page's global scope", () => {
    let before: string[] = [];
    const p = page((window) => (before = Object.getOwnPropertyNames(window)));
    expect(Object.getOwnPropertyNames(p.window)).toEqual(before);
  });
});

describe("withTapReplay", () => {
  it("puts the script inline at the end of a head without a stylesheet, once, before any content", () => {
    const html = "<html><head><title>x</title></head><body><button>b</button></body></html>";
    const once = withTapReplay(html, tapReplay);
    expect(once).toBe(
      `<html><head><title>x</title><script>${tapReplay}</script></head><body><button>b</button></body></html>`,
    );
    expect(withTapReplay(once, tapReplay)).toBe(once);
  });

  it("goes before the stylesheet, so it neither waits for it nor holds the parser", () => {
    const html = '<head><title>x</title><link rel="stylesheet" href="/a.css"/></head><body></body>';
    expect(withTapReplay(html, tapReplay)).toBe(
      `<head><title>x</title><script>${tapReplay}</script><link rel="stylesheet" href="/a.css"/></head><body></body>`,
    );
  });

  it("asks for no file: nothing waits on a request before the first paint", () => {
    expect(withTapReplay("<head></head>", tapReplay)).not.toMatch(/<script[^>]*\bsrc=/);
  });

  it("refuses a page without a head", () => {
    expect(() => withTapReplay("<p>no head</p>", tapReplay)).toThrow(/<\/head>/);
  });
});
