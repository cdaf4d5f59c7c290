// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { pageInventory } from "../app/inventory.server";
import { namesNavigation, tapControls, type TapStep } from "./tap-controls";

const steps = tapControls.flatMap((control) =>
  [...(control.before ?? []), control].map((step) => ({ control: control.name, step })),
);

describe("tapControls", () => {
  it("names each control once, on a page the site has", () => {
    const names = tapControls.map((control) => control.name);
    expect(new Set(names).size).toBe(names.length);
    const urls = new Set(pageInventory().map((entry) => entry.url));
    for (const control of tapControls) expect(urls, control.name).toContain(control.page);
  });

  it("gives every control and every step before it an answer to wait for", () => {
    for (const { control, step } of steps) {
      expect(Boolean(step.shows) || step.navigates !== undefined, control).toBe(true);
    }
  });

  it("finds each element by a valid selector, and checks each answer with an expression", () => {
    for (const { control, step } of steps) {
      expect(() => document.querySelector(step.selector), control).not.toThrow();
      // Compiled, not run: a typo in a check would otherwise count every tap as lost.
      if (step.shows) expect(() => new Function(`return (${step.shows});`), control).not.toThrow();
    }
  });
});

describe("namesNavigation", () => {
  const page = "https://localhost:4321/projects";
  const link: TapStep = { selector: "a", navigates: true };

  it("takes the tapped link's address, resolved against the page", () => {
    const href = "/projects?category=commercial";
    expect(
      namesNavigation(link, "https://localhost:4321/projects?category=commercial", { href, page }),
    ).toBe(true);
    expect(namesNavigation(link, "https://localhost:4321/projects", { href, page })).toBe(false);
    expect(
      namesNavigation(link, "https://localhost:4321/projects?category=industrial", { href, page }),
    ).toBe(false);
  });

  it("lets a trailing slash and a fragment pass", () => {
    expect(namesNavigation(link, "https://localhost:4321/es/#top", { href: "/es", page })).toBe(
      true,
    );
  });

  it("takes an address the control gives instead", () => {
    const step: TapStep = { selector: "button", navigates: "/contact" };
    expect(namesNavigation(step, "https://localhost:4321/contact", { href: null, page })).toBe(
      true,
    );
  });

  it("names no navigation for a control that does not say it navigates, or a link-less one", () => {
    expect(namesNavigation({}, page, { href: "/projects", page })).toBe(false);
    expect(namesNavigation(link, page, { href: null, page })).toBe(false);
  });
});
