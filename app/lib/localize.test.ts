import { describe, expect, it } from "vitest";
import { localize } from "./localize";

describe("localize", () => {
  const content = {
    key: "villas",
    rating: 5,
    title: { en: "Villas", es: "Villas de lujo" },
    points: { en: ["One", "Two"], es: ["Uno", "Dos"] },
    action: { kind: "projects", category: "residential" },
    items: [{ label: { en: "Pool", es: "Piscina" } }],
  };

  it("keeps one language at every depth and leaves other values alone", () => {
    expect(localize(content, "es")).toEqual({
      key: "villas",
      rating: 5,
      title: "Villas de lujo",
      points: ["Uno", "Dos"],
      action: { kind: "projects", category: "residential" },
      items: [{ label: "Piscina" }],
    });
  });

  it("gives the English text in English", () => {
    expect(localize(content, "en").title).toBe("Villas");
  });
});
