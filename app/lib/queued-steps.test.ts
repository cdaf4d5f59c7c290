import { describe, expect, it } from "vitest";
import { QueuedSteps } from "./queued-steps";

describe("QueuedSteps", () => {
  it("starts each quick step from the last one asked for, wrapping", () => {
    const steps = new QueuedSteps();
    // Photo 2 of 10 on screen; two presses back before it changes.
    expect(steps.step(1, -1, 10)).toBe(0);
    expect(steps.step(1, -1, 10)).toBe(9);
    // From 9 of 10, three forward.
    const more = new QueuedSteps();
    expect([8, 8, 8].map((shown) => more.step(shown, 1, 10))).toEqual([9, 0, 1]);
  });

  it("steps from the photo on screen once every ask has arrived", () => {
    const steps = new QueuedSteps();
    steps.step(4, 1, 10);
    steps.shown(5);
    expect(steps.step(5, 1, 10)).toBe(6);
  });

  it("keeps the later asks when an earlier one arrives first", () => {
    const steps = new QueuedSteps();
    steps.step(4, 1, 10);
    steps.step(4, 1, 10);
    steps.shown(5);
    expect(steps.step(5, 1, 10)).toBe(7);
  });

  it("takes a photo nobody asked for as the new start", () => {
    const steps = new QueuedSteps();
    steps.step(4, 1, 10);
    steps.shown(0);
    expect(steps.step(0, 1, 10)).toBe(1);
  });

  it("settles when the photo shown is the last one asked for, even past a repeat", () => {
    const steps = new QueuedSteps();
    for (const step of [1, 1, -1]) steps.step(2, step, 10);
    // Asked 3, 4, 3: the router may show only the last.
    steps.shown(3);
    expect(steps.step(3, -1, 10)).toBe(2);
  });
});
