import { useEffect, type ReactNode } from "react";
import { useScrollManagement } from "~/hooks/use-scroll-management";
import { useT } from "~/i18n/use-locale";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The header, main landmark and footer that every page shares. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useT();
  useScrollManagement();

  // Lets tests and styles know the page is interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);

  return (
    <>
      <a
        id="skip-link"
        href="#main"
        className="fixed top-3 left-3 z-50 -translate-y-24 rounded-pill bg-white px-5 py-3 text-sm font-semibold text-ink shadow-raised transition-transform focus:translate-y-0"
      >
        {t("nav.skipToContent")}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
