import { describe, expect, it } from "vitest";
import { isPlainClick } from "./plain-click";

const click = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};

describe("isPlainClick", () => {
  it("accepts a primary click or tap without modifiers", () => {
    expect(isPlainClick(click)).toBe(true);
  });

  it("leaves new tabs, new windows, other buttons and handled clicks to the browser", () => {
    for (const key of ["metaKey", "ctrlKey", "shiftKey", "altKey", "defaultPrevented"] as const)
      expect(isPlainClick({ ...click, [key]: true })).toBe(false);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
  });
});
