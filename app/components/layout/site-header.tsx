import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Logo } from "~/components/brand/logo";
import { useScrolledPast } from "~/hooks/use-scrolled-past";
import { useT } from "~/i18n/use-locale";
import { pagePath } from "~/pages";
import { cn } from "~/lib/cn";
import { LanguageSwitch } from "./language-switch";
import { MobileMenu, NoScriptNav } from "./mobile-menu";
import { navItems } from "./nav-links";

/** The spec's threshold: the bar turns solid once the page has scrolled more than 20 px. */
export const SOLID_AFTER_PX = 20;

export function SiteHeader() {
  const { locale, t } = useT();
  const location = useLocation();
  const scrolled = useScrolledPast(SOLID_AFTER_PX);
  // The menu belongs to the page it was opened on, so a new page starts with it closed.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? location.pathname : null);
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const items = navItems(locale, t);
  const solid = scrolled || menuOpen;

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpenOn(null);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpenOn(null);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [menuOpen]);

  return (
    <header
      ref={headerRef}
      data-state={solid ? "solid" : "transparent"}
      data-menu={menuOpen ? "open" : "closed"}
      className={cn(
        "header-bar fixed inset-x-0 top-0 z-40 transition-[background-color,color,box-shadow] duration-300",
        solid
          ? "bg-paper/92 text-ink shadow-header backdrop-blur-lg backdrop-saturate-150"
          : "header-scrim bg-transparent text-white",
      )}
    >
      <div className="mx-auto flex h-header max-w-page items-center justify-between gap-6 px-gutter">
        <Link to={pagePath("home", locale)} className="-m-1 rounded-sm p-1">
          <Logo />
        </Link>

        <nav aria-label={t("nav.primary")} className="hidden md:block">
          <ul className="flex items-center gap-1 lg:gap-3">
            {items.map((item) => (
              <li key={item.id}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    cn(
                      "relative inline-flex h-10 items-center px-3 text-sm font-medium tracking-wide transition-opacity",
                      "after:absolute after:inset-x-3 after:bottom-1.5 after:h-px after:origin-left after:bg-current after:transition-transform",
                      isActive
                        ? "opacity-100 after:scale-x-100"
                        : "opacity-75 after:scale-x-0 hover:opacity-100",
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSwitch />
          <button
            ref={buttonRef}
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-pill md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" strokeWidth={1.5} />
            ) : (
              <Menu aria-hidden="true" className="size-6" strokeWidth={1.5} />
            )}
          </button>
        </div>
      </div>

      {/* The menu opens only once the page runs, so the HTML does not carry it. */}
      {menuOpen ? (
        <MobileMenu id={menuId} items={items} onNavigate={() => setMenuOpen(false)} />
      ) : null}
      <NoScriptNav items={items} label={t("nav.primary")} />
    </header>
  );
}
