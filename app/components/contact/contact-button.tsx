import type { ComponentProps, MouseEvent } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { useT } from "~/i18n/use-locale";
import { pagePath } from "~/pages";
import { useOpenContact } from "./contact-dialog-provider";

/**
 * A call to action that opens the contact dialog. It is a link to the contact
 * page, so it still works before the page hydrates and without JavaScript.
 */
export function ContactButton({ onClick, children, ...props }: Omit<ComponentProps<"a">, "href">) {
  const { locale } = useT();
  const openContact = useOpenContact();
  const hydrated = useHydrated();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    openContact(event.currentTarget);
  }

  return (
    <a
      {...props}
      href={pagePath("contact", locale)}
      aria-haspopup={hydrated ? "dialog" : undefined}
      onClick={handleClick}
    >
      {children}
    </a>
  );
}
