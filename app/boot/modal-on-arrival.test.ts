// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { bootCall } from "~/lib/boot-call";
import modalOnArrival from "./modal-on-arrival";
import source from "./modal-on-arrival?boot";

/** A dialog as pre-rendered, open, followed by the script that makes it modal. */
function arrival() {
  document.documentElement.removeAttribute("data-arrival");
  document.body.innerHTML = "<dialog open><p>Villa Cielo</p></dialog><script></script>";
  const dialog = document.querySelector("dialog")!;
  const calls: string[] = [];
  // jsdom has no modal dialogs: note what the script asks for.
  dialog.close = () => calls.push("close");
  dialog.showModal = () => calls.push("showModal");
  return { dialog, script: document.querySelector("script")!, calls };
}

describe("modalOnArrival", () => {
  it("makes the dialog before it modal, marked as arrived, and notes an Escape", () => {
    const { dialog, script, calls } = arrival();
    const root = document.documentElement;
    modalOnArrival(script, root);
    expect(calls).toEqual(["close", "showModal"]);
    expect({ ...dialog.dataset }).toEqual({ arrived: "" });
    expect({ ...root.dataset }).toEqual({ arrival: "" });
    // Escape, before the page hydrates.
    dialog.dispatchEvent(new Event("cancel"));
    expect({ ...dialog.dataset }).toEqual({ arrived: "", dismissed: "" });
    // The close event of close() before showModal() arrives once the dialog is modal: nothing changes.
    dialog.dispatchEvent(new Event("close"));
    expect({ ...root.dataset }).toEqual({ arrival: "" });
    // Closed for good, the dialog gives the page back.
    dialog.removeAttribute("open");
    dialog.dispatchEvent(new Event("close"));
    expect({ ...root.dataset }).toEqual({});
  });

  it("as the build minifies it, works from the script it is written into, leaving no global behind", () => {
    const { dialog, script, calls } = arrival();
    const before = Object.getOwnPropertyNames(window);
    // What the page's script does: call the function, which finds the script running it.
    Object.defineProperty(document, "currentScript", { value: script, configurable: true });
    try {
      window.eval(bootCall(source));
    } finally {
      Reflect.deleteProperty(document, "currentScript");
    }
    expect(calls).toEqual(["close", "showModal"]);
    expect({ ...dialog.dataset }).toEqual({ arrived: "" });
    expect(Object.getOwnPropertyNames(window)).toEqual(before);
  });
});
