import { describe, expect, it } from "vitest";
import { leadOf } from "./lead";

describe("leadOf", () => {
  it("takes the whole sentences of the first paragraph that fit", () => {
    const body =
      "We pour at dawn. The heat dries the surface too fast by noon. A third sentence makes it long.\n\nAnother paragraph.";
    expect(leadOf(body, "en", 70)).toBe(
      "We pour at dawn. The heat dries the surface too fast by noon.",
    );
    expect(leadOf(body, "en")).toBe(
      "We pour at dawn. The heat dries the surface too fast by noon. A third sentence makes it long.",
    );
  });

  it("passes over headings and lists before the first paragraph, and drops the markup", () => {
    const body =
      "## Why dawn\n\n- cool air\n- calm wind\n\nChorreamos **al amanecer**, antes del [calor](https://example.com).";
    expect(leadOf(body, "es")).toBe("Chorreamos al amanecer, antes del calor.");
  });

  it("reads Spanish questions and exclamations as sentences", () => {
    expect(leadOf("¿Cuándo chorrear? Al amanecer. ¡Siempre!", "es", 30)).toBe(
      "¿Cuándo chorrear? Al amanecer.",
    );
  });

  it("cuts a first sentence longer than the room at a word, with an ellipsis", () => {
    const lead = leadOf(`${"palabra ".repeat(60)}fin.`, "es", 100);
    expect(lead.length).toBeLessThanOrEqual(100);
    expect(lead.endsWith("palabra…")).toBe(true);
  });

  it("is empty for a text with no paragraph", () => {
    expect(leadOf("## Solo un título", "es")).toBe("");
    expect(leadOf("", "en")).toBe("");
  });
});
