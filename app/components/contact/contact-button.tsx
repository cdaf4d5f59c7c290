import type { ComponentProps } from "react";
import { contactDialogId } from "./contact-dialog-id";

/**
 * A call to action that opens the page's contact dialog (ContactDialog). It
 * is an invoker of the dialog, so the browser opens it from the first paint,
 * before and without the page's modules; app/boot/dialogs.ts does so where
 * the browser has no invokers.
 */
export function ContactButton({ children, ...props }: Omit<ComponentProps<"button">, "type">) {
  return (
    <button
      {...props}
      type="button"
      command="show-modal"
      commandfor={contactDialogId}
      aria-haspopup="dialog"
    >
      {children}
    </button>
  );
}
