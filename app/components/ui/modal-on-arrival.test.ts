import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { modalOnArrival } from "./modal-on-arrival";

describe("modalOnArrival", () => {
  it("makes the dialog before it modal, marked as arrived, and notes an Escape", () => {
    const calls: string[] = [];
    const listeners = new Map<string, () => void>();
    const dialog = {
      dataset: {} as Record<string, string>,
      close: () => calls.push("close"),
      showModal: () => calls.push("showModal"),
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    };
    const document = { currentScript: { previousElementSibling: dialog } };
    runInNewContext(modalOnArrival, { document });
    expect(calls).toEqual(["close", "showModal"]);
    expect(dialog.dataset).toEqual({ arrived: "" });
    // Escape, before the page hydrates.
    listeners.get("cancel")?.();
    expect(dialog.dataset).toEqual({ arrived: "", dismissed: "" });
  });

  it("leaves nothing behind in the page's global scope", () => {
    const dialog = {
      dataset: {},
      close: () => {},
      showModal: () => {},
      addEventListener: () => {},
    };
    const context: Record<string, unknown> = {
      document: { currentScript: { previousElementSibling: dialog } },
    };
    runInNewContext(modalOnArrival, context);
    expect(Object.keys(context)).toEqual(["document"]);
  });
});
