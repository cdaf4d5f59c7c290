import { NavLink } from "react-router";
import { useT } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { mailtoHref, telHref } from "~/lib/contact-links";
import { site } from "~/site";
import type { NavItem } from "./nav-links";

interface MobileMenuProps {
  id: string;
  items: NavItem[];
  onNavigate: () => void;
}

/** The navigation below the md breakpoint: a panel under the bar, items rising 0.1 s apart. */
export function MobileMenu({ id, items, onNavigate }: MobileMenuProps) {
  const { locale, t } = useT();
  return (
    <nav
      id={id}
      aria-label={t("nav.primary")}
      className="max-h-[calc(100svh-var(--spacing-header))] overflow-y-auto border-t border-ink/10 bg-paper text-ink shadow-raised md:hidden"
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
        <a href={mailtoHref(locale)} className="hover:text-ink">
          {site.email}
        </a>
      </p>
    </nav>
  );
}

/** Without JavaScript the menu button cannot open anything, so phones get a plain row of links. */
export function NoScriptNav({ items, label }: { items: NavItem[]; label: string }) {
  return (
    <noscript>
      <nav aria-label={label} className="bg-ocean-950/90 text-white md:hidden">
        <ul className="flex flex-wrap gap-x-5 gap-y-1 px-gutter py-3 text-sm">
          {items.map((item) => (
            <li key={item.id}>
              <a href={item.to}>{item.label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </noscript>
  );
}
