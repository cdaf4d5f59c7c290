// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { startTransition, useState } from "react";
import { createRoot } from "react-dom/client";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ImageAsset } from "~/lib/images";
import PhotoViewer from "./photo-viewer";

afterEach(cleanup);

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

const image = (n: number): ImageAsset => ({
  id: `projects/a/0${n}`,
  path: `/images/projects/a/0${n}-abc`,
  width: 1600,
  height: 1067,
  widths: [480, 960, 1600],
  placeholder: "data:image/webp;base64,AAAA",
  alt: `Photo ${n}`,
});

/**
 * The viewer over a list of photos. Its photo comes back as a parent would
 * give it; with `held`, the parent does not pass the change on (as the URL
 * has not changed yet), so every step is still on its way.
 */
function renderViewer(images: ImageAsset[], index = 0, { held = false } = {}) {
  const onIndexChange = vi.fn();
  function Parent() {
    const [shown, setShown] = useState(index);
    return (
      <PhotoViewer
        title="A"
        images={images}
        index={shown}
        onIndexChange={(next) => {
          onIndexChange(next);
          if (!held) setShown(next);
        }}
        onClose={() => {}}
      />
    );
  }
  const Stub = createRoutesStub([{ path: "/projects/a", Component: Parent }]);
  render(<Stub initialEntries={["/projects/a"]} />);
  return onIndexChange;
}

describe("PhotoViewer", () => {
  it("has no previous or next button for a single photo", async () => {
    const onIndexChange = renderViewer([image(1)]);
    expect(await screen.findByText("1 / 1")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Previous picture" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Next picture" })).toBeNull();
    fireEvent.keyDown(document, { key: "ArrowRight" });
    expect(onIndexChange).toHaveBeenCalledWith(0);
  });

  it("steps with its buttons and arrow keys, wrapping at both ends", async () => {
    const onIndexChange = renderViewer([image(1), image(2), image(3)], 2);
    expect(await screen.findByText("3 / 3")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next picture" }));
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
    expect(await screen.findByText("1 / 3")).toBeTruthy();
    fireEvent.keyDown(document, { key: "ArrowLeft" });
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    expect(await screen.findByText("3 / 3")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Previous picture" }));
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
  });

  it("counts every step that comes before the last one has shown, in order", async () => {
    const onIndexChange = renderViewer([1, 2, 3, 4, 5].map(image), 1, { held: true });
    expect(await screen.findByText("2 / 5")).toBeTruthy();
    fireEvent.keyDown(document, { key: "ArrowLeft" });
    fireEvent.keyDown(document, { key: "ArrowLeft" });
    fireEvent.click(screen.getByRole("button", { name: "Previous picture" }));
    fireEvent.keyDown(document, { key: "ArrowRight" });
    expect(onIndexChange.mock.calls.map(([index]) => index)).toEqual([0, 4, 3, 4]);
  });

  it("counts a key pressed the moment it shows, when a navigation opened it", async () => {
    // The viewer opens as the address takes its photo: a router update, which
    // React renders as a transition, outside a test's act(). A key pressed as
    // soon as the counter is on the page (here, as the page changes) counts.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const onIndexChange = vi.fn();
    const Stub = createRoutesStub([
      {
        path: "/projects/a",
        Component: () => (
          <PhotoViewer
            title="A"
            images={[1, 2, 3].map(image)}
            index={0}
            onIndexChange={onIndexChange}
            onClose={() => {}}
          />
        ),
      },
    ]);
    const container = document.body.appendChild(document.createElement("div"));
    const root = createRoot(container);
    const pressed = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!container.querySelector("[data-counter]")) return;
        observer.disconnect();
        fireEvent.keyDown(document, { key: "ArrowRight" });
        resolve();
      });
      observer.observe(container, { childList: true, subtree: true });
    });
    try {
      startTransition(() => root.render(<Stub initialEntries={["/projects/a"]} />));
      await pressed;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(onIndexChange).toHaveBeenCalledWith(1);
    } finally {
      root.unmount();
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct;
    }
  });
});
