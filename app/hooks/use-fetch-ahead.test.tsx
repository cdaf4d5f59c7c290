// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useFetchAhead } from "./use-fetch-ahead";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const fetched: string[] = [];
const undone: string[] = [];

function Probe({ what }: { what: string }) {
  useFetchAhead(what, () => {
    fetched.push(what);
    return () => undone.push(what);
  });
  return null;
}

let root: Root;
beforeEach(() => {
  vi.useFakeTimers();
  fetched.length = 0;
  undone.length = 0;
  root = createRoot(document.createElement("div"));
});
afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, "connection");
});

describe("useFetchAhead", () => {
  it("fetches once the browser is idle, not while the page renders", () => {
    act(() => root.render(<Probe what="a" />));
    expect(fetched).toEqual([]);
    act(() => vi.runAllTimers());
    expect(fetched).toEqual(["a"]);
  });

  it("undoes the fetch for another key, and fetches that one", () => {
    act(() => root.render(<Probe what="a" />));
    act(() => vi.runAllTimers());
    act(() => root.render(<Probe what="b" />));
    act(() => vi.runAllTimers());
    expect(undone).toEqual(["a"]);
    expect(fetched).toEqual(["a", "b"]);
  });

  it("fetches nothing for an empty key, or when the visitor saves data", () => {
    act(() => root.render(<Probe what="" />));
    act(() => vi.runAllTimers());
    Object.defineProperty(navigator, "connection", {
      value: { saveData: true },
      configurable: true,
    });
    act(() => root.render(<Probe what="c" />));
    act(() => vi.runAllTimers());
    expect(fetched).toEqual([]);
  });
});
