import type { Ref } from "react";
import { NavLink } from "react-router";
import { useT } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { mailtoHref, telHref } from "~/lib/contact-links";
import { site } from "~/site";
import type { NavItem } from "./nav-links";

interface MobileMenuProps {
  ref: Ref<HTMLElement>;
  id: string;
  items: NavItem[];
  onNavigate: () => void;
}

/**
 * The navigation below the md breakpoint: a panel under the bar, items rising
 * 0.1 s apart each time it opens. It is a native popover, in the HTML from the
 * start, so the menu button opens it before the page hydrates and without
 * JavaScript.
 */
export function MobileMenu({ ref, id, items, onNavigate }: MobileMenuProps) {
  const { locale, t } = useT();
  return (
    <nav
      ref={ref}
      id={id}
      popover="auto"
      aria-label={t("nav.primary")}
      className="mobile-menu max-h-[calc(100svh-var(--spacing-header))] overflow-y-auto border-t border-ink/10 bg-paper text-ink shadow-raised md:hidden"
    >
      <ul className="stagger px-gutter pt-2 pb-6 stagger-100">
        {items.map((item) => (
          <li key={item.id} className="border-b border-ink/10">
            <NavLink
              to={item.to}
              end={item.end}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  "flex items-center justify-between py-4 font-display text-3xl",
                  isActive ? "text-ocean-700" : "text-ink",
                )
              }
            >
              {({ isActive }) => (
                <>
                  {item.label}
                  {isActive ? (
                    <span aria-hidden="true" className="size-2 rounded-pill bg-sand-400" />
                  ) : null}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
      <p className="flex flex-wrap gap-x-6 gap-y-2 px-gutter pb-8 text-body-sm text-concrete-600">
        <a href={telHref()} className="hover:text-ink">
          {site.phone.display}
        </a>
        <a href={mailtoHref(locale, { body: false })} className="hover:text-ink">
          {site.email}
        </a>
      </p>
    </nav>
  );
}
