// @vitest-environment jsdom
import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HydrationState, useHydrated } from "./use-hydrated";

function Probe({ name }: { name: string }) {
  return <span data-probe={name}>{useHydrated() ? "hydrated" : "hydrating"}</span>;
}

function Page() {
  const [later, setLater] = useState(false);
  return (
    <HydrationState>
      <Probe name="first" />
      <button onClick={() => setLater(true)}>more</button>
      {later ? <Probe name="later" /> : null}
    </HydrationState>
  );
}

// Lets act() wait for React's scheduled work, hydration's transition included.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const probe = (name: string) => document.querySelector(`[data-probe="${name}"]`)?.textContent;

afterEach(() => {
  document.body.innerHTML = "";
  delete document.documentElement.dataset.hydrated;
});

describe("useHydrated", () => {
  it("is false in the pre-rendered HTML and while hydrating, so hydration matches it", () => {
    expect(renderToString(<Page />)).toContain("hydrating");
  });

  it("turns true after hydration, without a mismatch, and then marks html[data-hydrated]", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const recoverable = vi.fn();

    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
    });

    expect(probe("first")).toBe("hydrated");
    expect("hydrated" in document.documentElement.dataset).toBe(true);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("is true at once in a component mounted after hydration", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Page />);
    });

    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const text = probe("later");
      if (text) seen.push(text);
    });
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    await act(async () => {
      container.querySelector("button")!.click();
    });
    observer.disconnect();
    expect(seen).toEqual(["hydrated"]);
  });

  it("is true outside the page's shell, where nothing hydrates", () => {
    expect(renderToString(<Probe name="alone" />)).toContain(">hydrated<");
  });
});
