// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
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

function renderViewer(images: ImageAsset[], index = 0) {
  const onIndexChange = vi.fn();
  const Stub = createRoutesStub([
    {
      path: "/projects/a",
      Component: () => (
        <PhotoViewer
          title="A"
          images={images}
          index={index}
          onIndexChange={onIndexChange}
          onClose={() => {}}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={["/projects/a"]} />);
  return onIndexChange;
}

describe("PhotoViewer", () => {
  it("has no previous or next button for a single photo", async () => {
    const onIndexChange = renderViewer([image(1)]);
    expect(await screen.findByText("1 / 1")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Previous photo" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Next photo" })).toBeNull();
    fireEvent.keyDown(document, { key: "ArrowRight" });
    expect(onIndexChange).toHaveBeenCalledWith(0);
  });

  it("steps with its buttons and arrow keys, wrapping at both ends", async () => {
    const onIndexChange = renderViewer([image(1), image(2), image(3)], 2);
    expect(await screen.findByText("3 / 3")).toBeTruthy();
    screen.getByRole("button", { name: "Next photo" }).click();
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
    fireEvent.keyDown(document, { key: "ArrowLeft" });
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    screen.getByRole("button", { name: "Previous photo" }).click();
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
  });
});
