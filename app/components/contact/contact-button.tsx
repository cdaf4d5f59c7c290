import type { ComponentProps, MouseEvent } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { useT } from "~/i18n/use-locale";
import { pagePath } from "~/pages";
import { isPlainClick } from "~/lib/plain-click";
import { contactReplay, loadContactDialog, useOpenContact } from "./contact-dialog-provider";

/**
 * A call to action that opens the contact dialog. It is a link to the contact
 * page, so it still works without JavaScript. A tap before the page hydrates
 * is kept and replayed then (`data-replay`, scripts/html/tap-replay.ts), so it
 * opens the dialog as every later tap does; the dialog's code starts
 * downloading as soon as the page's modules run (contact-dialog-provider).
 */
export function ContactButton({ onClick, children, ...props }: Omit<ComponentProps<"a">, "href">) {
  const { locale } = useT();
  const openContact = useOpenContact();
  const hydrated = useHydrated();

  function prefetch() {
    loadContactDialog().catch(() => {});
  }

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!isPlainClick(event)) return;
    event.preventDefault();
    openContact(event.currentTarget);
  }

  return (
    <a
      {...props}
      href={pagePath("contact", locale)}
      aria-haspopup={hydrated ? "dialog" : undefined}
      data-replay={contactReplay}
      onClick={handleClick}
      // The dialog's code starts downloading as the finger goes down, so the
      // tap that follows waits less for it.
      onPointerDown={prefetch}
      onFocus={prefetch}
    >
      {children}
    </a>
  );
}
