// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import barScroll from "./bar-scroll";

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  dispatchEvent(new Event("scroll"));
}

describe("barScroll", () => {
  it("marks the bar solid past the threshold and transparent at it or above", () => {
    document.body.innerHTML = '<header data-state="transparent"></header>';
    const bar = document.querySelector("header")!;
    barScroll(20);
    scrollTo(20);
    expect(bar.dataset.state).toBe("transparent");
    scrollTo(21);
    expect(bar.dataset.state).toBe("solid");
    scrollTo(0);
    expect(bar.dataset.state).toBe("transparent");
  });

  it("reads the scroll of a page shown again, and of a bar drawn after it started", () => {
    barScroll(20);
    Object.defineProperty(window, "scrollY", { value: 400, configurable: true });
    document.body.innerHTML = '<header data-state="transparent"></header>';
    dispatchEvent(new Event("pageshow"));
    expect(document.querySelector("header")!.dataset.state).toBe("solid");
  });
});
