// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useNearViewport } from "./use-near-viewport";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The observers made, each with the elements it watches; `reach` brings one near. */
const observers: { watched: Set<Element>; reach: () => void }[] = [];

class FakeObserver {
  watched = new Set<Element>();
  constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {
    observers.push({ watched: this.watched, reach: () => this.report([{ isIntersecting: true }]) });
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  disconnect() {
    this.watched.clear();
  }
}

function Probe({ drawn }: { drawn: boolean }) {
  const [near, ref] = useNearViewport<HTMLElement>();
  return drawn ? <nav ref={ref} data-near={near} /> : <p data-near={near} />;
}

let root: Root;
let container: HTMLElement;
beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  container = document.createElement("div");
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  vi.unstubAllGlobals();
});

const near = () => container.firstElementChild?.getAttribute("data-near");
const watching = () => observers.filter((o) => o.watched.size > 0);

describe("useNearViewport", () => {
  it("is false until the element comes near, then stays true", () => {
    act(() => root.render(<Probe drawn />));
    expect(near()).toBe("false");
    act(() => watching()[0]!.reach());
    expect(near()).toBe("true");
    expect(watching()).toEqual([]);
  });

  it("watches an element drawn after the first render, and lets go of one removed", () => {
    act(() => root.render(<Probe drawn={false} />));
    expect(watching()).toEqual([]);
    act(() => root.render(<Probe drawn />));
    expect(watching()).toHaveLength(1);
    act(() => root.render(<Probe drawn={false} />));
    expect(watching()).toEqual([]);
    act(() => root.render(<Probe drawn />));
    act(() => watching()[0]!.reach());
    expect(near()).toBe("true");
  });
});
