import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Link, useLocation } from "react-router";
import { Logo } from "~/components/brand/logo";
import { usePopoverOpen } from "~/hooks/use-popover-open";
import { useT } from "~/i18n/use-locale";
import { pagePath } from "~/pages";
import { LanguageSwitch } from "./language-switch";
import { SiteNav } from "./site-nav";
import { navItems } from "./nav-links";

/** The spec's threshold: the bar turns solid once the page has scrolled more than 20 px. */
export const SOLID_AFTER_PX = 20;

export function SiteHeader() {
  const { locale, t } = useT();
  const { pathname } = useLocation();
  const menuId = useId();
  const menuRef = useRef<HTMLElement>(null);
  const menuOpen = usePopoverOpen(menuRef);
  const items = navItems(locale, t);

  // The menu belongs to the page it was opened on: a new page starts with it
  // closed. One opened before hydration stays open as React takes over.
  const menuPath = useRef(pathname);
  useEffect(() => {
    if (menuPath.current === pathname) return;
    menuPath.current = pathname;
    menuRef.current?.hidePopover();
  }, [pathname]);

  // From md the navigation is a row in the bar: a menu left open on a narrow
  // window closes as the window widens, rather than float over the page.
  useEffect(() => {
    const wide = matchMedia("(min-width: 48rem)");
    const close = () => {
      if (wide.matches) menuRef.current?.hidePopover();
    };
    wide.addEventListener("change", close);
    return () => wide.removeEventListener("change", close);
  }, []);

  return (
    // The bar's state past SOLID_AFTER_PX is kept by an inline script from
    // the first paint (app/boot/bar-scroll.ts), and the open menu's by CSS,
    // so React renders neither: a re-render never resets what the script set.
    <header
      data-state="transparent"
      className="header-bar fixed inset-x-0 top-0 z-40 transition-[background-color,color,box-shadow] duration-300"
    >
      <div className="mx-auto flex h-header max-w-page items-center justify-between gap-6 px-gutter">
        <Link to={pagePath("home", locale)} className="-m-1 rounded-sm p-1">
          <Logo />
        </Link>

        <SiteNav
          ref={menuRef}
          id={menuId}
          items={items}
          onNavigate={() => menuRef.current?.hidePopover()}
        />

        <div className="flex items-center gap-2">
          <LanguageSwitch />
          {/*
            A native popover: the button opens it, Escape and a tap outside
            close it and focus comes back, before the page hydrates and
            without JavaScript. React follows its state (usePopoverOpen).
          */}
          <button
            type="button"
            popoverTarget={menuId}
            className="menu-button inline-flex size-10 items-center justify-center rounded-pill md:hidden"
            aria-controls={menuId}
            aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
          >
            <Menu aria-hidden="true" className="menu-closed-icon size-6" strokeWidth={1.5} />
            <X aria-hidden="true" className="menu-open-icon size-6" strokeWidth={1.5} />
          </button>
        </div>
      </div>
    </header>
  );
}
