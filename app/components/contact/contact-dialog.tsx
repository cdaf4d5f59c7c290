import { lazy, useEffect, useRef } from "react";
import type { Locale } from "~/i18n/locales";
import { useLocale } from "~/i18n/use-locale";
import { contactDialogId, contactTitleId } from "./contact-dialog-id";

/**
 * What the dialog holds, as the build draws it into the page. Only the build
 * imports it: a static import would put its code among the scripts of every
 * page, which the browser's copy of the dialog leaves out (ContactDialog).
 */
const BuiltBody = import.meta.env.SSR
  ? lazy(() =>
      import("./contact-dialog-body").then(({ ContactDialogBody }) => ({
        default: ContactDialogBody,
      })),
    )
  : () => null;

const woken = new WeakMap<HTMLDialogElement, Promise<void>>();

/** Fetches the dialog's code and wakes what it holds; once for each dialog. */
function wake(dialog: HTMLDialogElement, locale: Locale): Promise<void> {
  let body = woken.get(dialog);
  if (!body) {
    body = import("./contact-dialog-island").then(({ mountContactDialog }) =>
      mountContactDialog(dialog, locale),
    );
    woken.set(dialog, body);
  }
  return body;
}

/**
 * "Get a quote": an optional outline of the project, then chat, e-mail or
 * phone, and when the office answers. It is in every page's HTML, at the end
 * of the body, and the browser opens and closes it: ContactButton is an
 * invoker of it, its close button too, Escape and a click on the backdrop
 * close it (`closedby`), and focus goes back to the opener.
 * app/boot/dialogs.ts does the same where the browser cannot, and keeps Tab
 * inside it.
 *
 * Only its planner needs script. The page's own scripts keep what it holds
 * as the build drew it (React does not hydrate inside inner HTML), and its
 * code (ContactDialogBody) is fetched at the first sign of use, a finger, a
 * pointer or focus on "Get a quote", or the dialog found open, and hydrates
 * that HTML as a root of its own. Choices made before then are in the
 * browser's own fields, and the planner reads them as it wakes. Should its
 * code never come, the dialog and its three ways to get in touch still work,
 * without the plan in the message.
 */
export function ContactDialog() {
  const locale = useLocale();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const start = () => void wake(dialog, locale).catch(() => {});
    if (dialog.open) return start();
    const signs = ["pointerdown", "focusin", "click"] as const;
    const stop = () => {
      for (const type of signs) document.removeEventListener(type, onSign, true);
    };
    function onSign(event: Event) {
      const target = event.target instanceof Element ? event.target : null;
      if (!dialog?.open && !target?.closest(`[commandfor="${contactDialogId}"]`)) return;
      stop();
      start();
    }
    for (const type of signs) document.addEventListener(type, onSign, true);
    return stop;
  }, [locale]);

  const props = {
    id: contactDialogId,
    "aria-labelledby": contactTitleId,
    closedby: "any",
    className:
      "dialog max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] rounded-card bg-paper text-ink shadow-raised",
  } as const;
  return import.meta.env.SSR ? (
    <dialog {...props}>
      <BuiltBody locale={locale} />
    </dialog>
  ) : (
    <dialog
      {...props}
      ref={ref}
      dangerouslySetInnerHTML={{ __html: "" }}
      suppressHydrationWarning
    />
  );
}
