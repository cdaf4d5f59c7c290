import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { modalOnArrival } from "./modal-on-arrival";

describe("modalOnArrival", () => {
  it("makes the dialog before it modal, marked as arrived, and notes an Escape", () => {
    const calls: string[] = [];
    const listeners = new Map<string, () => void>();
    const dialog = {
      open: true,
      dataset: {} as Record<string, string>,
      close: () => calls.push("close"),
      showModal: () => calls.push("showModal"),
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    };
    const root = { dataset: {} as Record<string, string> };
    const document = { currentScript: { previousElementSibling: dialog }, documentElement: root };
    runInNewContext(modalOnArrival, { document });
    expect(calls).toEqual(["close", "showModal"]);
    expect(dialog.dataset).toEqual({ arrived: "" });
    expect(root.dataset).toEqual({ arrival: "" });
    // Escape, before the page hydrates.
    listeners.get("cancel")?.();
    expect(dialog.dataset).toEqual({ arrived: "", dismissed: "" });
    // The close event of close() before showModal() arrives once the dialog is modal: nothing changes.
    listeners.get("close")?.();
    expect(root.dataset).toEqual({ arrival: "" });
    // Closed for good, the dialog gives the page back.
    dialog.open = false;
    listeners.get("close")?.();
    expect(root.dataset).toEqual({});
  });

  it("leaves nothing behind in the page's global scope", () => {
    const dialog = {
      dataset: {},
      close: () => {},
      showModal: () => {},
      addEventListener: () => {},
    };
    const context: Record<string, unknown> = {
      document: {
        currentScript: { previousElementSibling: dialog },
        documentElement: { dataset: {} },
      },
    };
    runInNewContext(modalOnArrival, context);
    expect(Object.keys(context)).toEqual(["document"]);
  });
});
