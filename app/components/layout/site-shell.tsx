import type { ReactNode } from "react";
import { ChatButton } from "~/components/contact/chat-button";
import { ContactDialog } from "~/components/contact/contact-dialog";
import { useT } from "~/i18n/use-locale";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The header, main landmark and footer that every page shares. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useT();

  return (
    <>
      <a
        id="skip-link"
        href="#main"
        className="sr-only rounded-pill bg-white px-5 py-3 text-sm font-semibold text-ink shadow-raised focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        {t("nav.skipToContent")}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <ChatButton />
      <ContactDialog />
    </>
  );
}
