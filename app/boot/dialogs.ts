/**
 * Runs in every page's head, so that a page's dialogs work from its first
 * paint whether or not its modules have run:
 * - Tab and Shift+Tab go round the controls of the modal dialog that has
 *   focus, rather than out of it to the browser's own controls.
 * - Where the browser has no invoker commands (`command` and `commandfor`,
 *   Safari before 26.2, Firefox before 144), a button's `show-modal` or
 *   `close` command is carried out here, as the platform would.
 * - Where it has no `closedby` (Safari, Firefox before 141), a click on the
 *   backdrop of a dialog marked `closedby="any"` closes it. The panel fills
 *   the dialog box, so a click on the dialog itself is on the backdrop.
 * It runs before React, so it stands alone.
 */
export default function dialogs() {
  const focusable =
    'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),summary,[tabindex]:not([tabindex="-1"])';

  addEventListener("keydown", (event) => {
    if (event.key !== "Tab" || event.defaultPrevented) return;
    const active = document.activeElement;
    const dialog = active?.closest("dialog");
    if (!dialog?.matches(":modal")) return;
    const stops = [...dialog.querySelectorAll<HTMLElement>(focusable)].filter(
      (el) => el.getClientRects().length > 0 && !el.closest("[inert]"),
    );
    const edge = event.shiftKey ? stops[0] : stops.at(-1);
    const next = event.shiftKey ? stops.at(-1) : stops[0];
    if (next && (active === edge || active === dialog)) {
      event.preventDefault();
      next.focus();
    }
  });

  const invokers = "command" in HTMLButtonElement.prototype;
  const closedBy = "closedBy" in HTMLDialogElement.prototype;
  if (invokers && closedBy) return;
  addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!closedBy && target instanceof HTMLDialogElement && target.matches('[closedby="any"]')) {
      target.close();
      return;
    }
    const button = invokers ? null : target?.closest("button[commandfor]");
    const dialog = button && document.getElementById(button.getAttribute("commandfor") ?? "");
    if (!(dialog instanceof HTMLDialogElement)) return;
    const command = button?.getAttribute("command");
    if (command === "show-modal" && !dialog.open) dialog.showModal();
    if (command === "close" && dialog.open) dialog.close();
  });
}
