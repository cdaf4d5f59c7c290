// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import notFoundNote from "./not-found-note";

afterEach(() => {
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

describe("notFoundNote", () => {
  it("logs the spec's line with the address asked for, once, and marks the page", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    history.replaceState(null, "", "/es/no-existe?x=1");
    const root = document.createElement("html");
    notFoundNote("404 Error: User attempted to access non-existent route:", root);
    expect(error.mock.calls).toEqual([
      ["404 Error: User attempted to access non-existent route:", "/es/no-existe"],
    ]);
    expect("notFoundNoted" in root.dataset).toBe(true);
  });
});
