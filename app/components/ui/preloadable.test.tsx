// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { preloadable } from "./preloadable";

afterEach(cleanup);

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

const chunk = () => Promise.resolve({ default: Counter });

describe("preloadable", () => {
  it("renders at once, without a fallback, once preloaded", async () => {
    const { Component, preload } = preloadable(chunk);
    await preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component label="Quote" />
      </Suspense>,
    );
    expect(screen.getByRole("button").textContent).toBe("Quote 0");
    expect(screen.queryByText("loading")).toBeNull();
  });

  it("suspends like React.lazy when not preloaded, then renders", async () => {
    const { Component } = preloadable(chunk);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component label="Quote" />
      </Suspense>,
    );
    expect(screen.getByText("loading")).toBeTruthy();
    expect(await screen.findByRole("button")).toBeTruthy();
  });

  it("fetches the chunk once, however often it is preloaded or rendered", async () => {
    const load = vi.fn(chunk);
    const { Component, preload } = preloadable(load);
    await Promise.all([preload(), preload()]);
    render(<Component label="Quote" />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps its state when the chunk it waited for arrives", async () => {
    const { Component, preload } = preloadable(chunk);
    render(
      <Suspense fallback={null}>
        <Component label="Quote" />
      </Suspense>,
    );
    const button = await screen.findByRole("button");
    act(() => button.click());
    await act(preload);
    expect(screen.getByRole("button").textContent).toBe("Quote 1");
  });
});
