// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { startAtRenderedPath, withRenderedPath } from "./rendered-path";

afterEach(() => {
  document.head.innerHTML = "";
  history.replaceState(null, "", "/");
});

describe("the not-found page's rendered path", () => {
  it("is noted at the end of the page's head", () => {
    expect(withRenderedPath("<head><title>x</title></head><body></body>", "/es/404")).toBe(
      '<head><title>x</title><meta name="rendered-path" content="/es/404"/></head><body></body>',
    );
  });

  it("is where the router starts, and the visitor's address comes back after", () => {
    document.head.innerHTML = '<meta name="rendered-path" content="/404">';
    history.replaceState(null, "", "/projects/no-such?x=1#top");
    const restore = startAtRenderedPath();
    expect(location.pathname).toBe("/404");
    restore!();
    expect(location.href).toMatch(/\/projects\/no-such\?x=1#top$/);
  });

  it("leaves the address alone once the visitor has gone elsewhere", () => {
    document.head.innerHTML = '<meta name="rendered-path" content="/404">';
    history.replaceState(null, "", "/no-such");
    const restore = startAtRenderedPath();
    history.pushState(null, "", "/about");
    restore!();
    expect(location.pathname).toBe("/about");
  });

  it("changes nothing on a page that was rendered at its own address", () => {
    history.replaceState(null, "", "/about");
    expect(startAtRenderedPath()).toBeUndefined();
    document.head.innerHTML = '<meta name="rendered-path" content="/404">';
    history.replaceState(null, "", "/404");
    expect(startAtRenderedPath()).toBeUndefined();
  });
});
