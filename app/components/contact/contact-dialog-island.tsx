import { createRoot, hydrateRoot } from "react-dom/client";
import type { Locale } from "~/i18n/locales";
import { ContactDialogBody } from "./contact-dialog-body";

/**
 * Wakes what the contact dialog holds (ContactDialogBody) as a React root of
 * its own: it hydrates the HTML the page was built with, or draws it in a
 * dialog the browser drew without it. Fetched by ContactDialog at the first
 * sign of use.
 */
export function mountContactDialog(dialog: HTMLDialogElement, locale: Locale): void {
  const body = <ContactDialogBody locale={locale} />;
  if (dialog.firstElementChild) hydrateRoot(dialog, body);
  else createRoot(dialog).render(body);
}
