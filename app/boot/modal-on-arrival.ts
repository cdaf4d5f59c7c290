/**
 * Makes a pre-rendered dialog modal the moment it is parsed.
 *
 * A project's or an article's URL arrives with its dialog open, but HTML can
 * only say "open", not "modal". Making it modal later, when the page
 * hydrates, restyles the whole document at once (everything behind a modal
 * dialog turns inert): a long task on a mid-range phone, in the middle of
 * hydration, and a backdrop that appears only then. Run right after the
 * dialog's markup, this joins the page's first style pass instead: from the
 * first paint the page behind is inert and dimmed, focus stays in the dialog
 * and Escape works, before any module has loaded.
 *
 * It marks the dialog as arrived, so it doesn't play its entrance
 * (`.dialog[data-arrived]` in app.css), and the document as in arrival
 * (`html[data-arrival]`), so the page behind is not drawn until the dialog
 * closes (docs/decisions/013). Escape closes a modal dialog natively, even
 * before hydration; that is marked as `data-dismissed`, and the Dialog
 * component, taking over, carries the close through to the URL.
 *
 * The Dialog component writes the call right after the dialog
 * (docs/decisions/009); it runs before React, so it stands alone.
 */
export default function modalOnArrival(
  script: Element | null = document.currentScript,
  root: HTMLElement = document.documentElement,
) {
  const dialog = script?.previousElementSibling as HTMLDialogElement | null | undefined;
  if (!dialog) return;
  dialog.dataset.arrived = "";
  root.dataset.arrival = "";
  dialog.close();
  dialog.showModal();
  dialog.addEventListener("cancel", () => (dialog.dataset.dismissed = ""));
  dialog.addEventListener("close", () => dialog.open || delete root.dataset.arrival);
}
