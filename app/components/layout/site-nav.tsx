import type { Ref } from "react";
import { NavLink } from "react-router";
import { useT } from "~/i18n/use-locale";
import { mailtoHref, telHref } from "~/lib/contact-links";
import { site } from "~/site";
import type { NavItem } from "./nav-links";

interface SiteNavProps {
  ref: Ref<HTMLElement>;
  id: string;
  items: NavItem[];
  onNavigate: () => void;
}

/**
 * The site's navigation, once in the page for every width. From the md
 * breakpoint it is a row of links in the bar. Below it, it is the menu: a
 * native popover under the bar (app.css, `.mobile-menu`), items rising 0.1 s
 * apart each time it opens, with the phone and e-mail below them. As a
 * popover, in the HTML from the start, the menu button opens it before the
 * page hydrates and without JavaScript.
 */
export function SiteNav({ ref, id, items, onNavigate }: SiteNavProps) {
  const { locale, t } = useT();
  return (
    <nav ref={ref} id={id} popover="auto" aria-label={t("nav.primary")} className="mobile-menu">
      <ul className="max-md:stagger max-md:stagger-100">
        {items.map((item) => (
          <li key={item.id}>
            <NavLink
              to={item.to}
              end={item.end}
              onClick={onNavigate}
              // Styled in app.css: every link of every page shares the one short class.
              className="nav-link"
            >
              {({ isActive }) => (
                <>
                  {item.label}
                  {isActive ? (
                    <span
                      aria-hidden="true"
                      className="size-2 rounded-pill bg-sand-400 md:hidden"
                    />
                  ) : null}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
      <p className="flex flex-wrap gap-x-6 gap-y-2 px-gutter pb-8 text-body-sm text-concrete-600 md:hidden">
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
