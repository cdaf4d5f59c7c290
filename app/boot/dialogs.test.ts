// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import dialogs from "./dialogs";

/*
 * jsdom has no modal dialogs, no invokers, no `closedby` and no layout: a
 * dialog here is modal while it has `data-modal`, which showModal() sets, and
 * every element takes up room. It stands for an engine without invokers or
 * `closedby` (Firefox ESR, WebKit before Safari 26.2), where the script does
 * their work; the engines' own runs are in tests/e2e.
 */
beforeAll(() => {
  const matches = Element.prototype.matches;
  Element.prototype.matches = function (this: Element, selector: string) {
    return selector === ":modal" ? this.hasAttribute("data-modal") : matches.call(this, selector);
  };
  Element.prototype.getClientRects = () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList;
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute("open", "");
      this.setAttribute("data-modal", "");
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute("open");
      this.removeAttribute("data-modal");
    },
  });
  dialogs();
});

function page() {
  document.body.innerHTML = `
    <button id="open" command="show-modal" commandfor="d">Get a quote</button>
    <dialog id="d" closedby="any">
      <button id="close" command="close" commandfor="d">Close</button>
      <a id="middle" href="#x">Chat</a>
      <select id="last"><option>1</option></select>
    </dialog>`;
  const byId = (id: string) => document.getElementById(id)!;
  const dialog = byId("d") as HTMLDialogElement;
  const tab = (shiftKey = false) => {
    const event = new KeyboardEvent("keydown", {
      key: "Tab",
      shiftKey,
      bubbles: true,
      cancelable: true,
    });
    document.activeElement!.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { byId, dialog, tab };
}

describe("dialogs", () => {
  it("opens and closes a dialog by its invokers", () => {
    const { byId, dialog } = page();
    byId("open").click();
    expect(dialog.open).toBe(true);
    byId("close").click();
    expect(dialog.open).toBe(false);
  });

  it("closes a dialog marked closedby=any on a click on its backdrop, not on its content", () => {
    const { byId, dialog } = page();
    byId("open").click();
    byId("middle").click();
    expect(dialog.open).toBe(true);
    dialog.click();
    expect(dialog.open).toBe(false);
  });

  it("takes Tab round the modal dialog's controls, both ways", () => {
    const { byId, tab } = page();
    byId("open").click();
    byId("last").focus();
    expect(tab()).toBe(true);
    expect(document.activeElement).toBe(byId("close"));
    expect(tab(true)).toBe(true);
    expect(document.activeElement).toBe(byId("last"));
    // Between the ends, Tab is the browser's.
    byId("middle").focus();
    expect(tab()).toBe(false);
    expect(tab(true)).toBe(false);
  });

  it("leaves Tab alone outside a modal dialog", () => {
    const { byId, tab } = page();
    byId("open").focus();
    expect(tab()).toBe(false);
    expect(document.activeElement).toBe(byId("open"));
  });
});
