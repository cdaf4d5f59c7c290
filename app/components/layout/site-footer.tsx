import { ArrowUp, BadgeCheck } from "lucide-react";
import { Link } from "react-router";
import { Logo } from "~/components/brand/logo";
import { ExternalLink } from "~/components/ui/external-link";
import { scrollBehavior } from "~/hooks/use-prefers-reduced-motion";
import { otherLocale } from "~/i18n/locales";
import { useT, useTwinHref } from "~/i18n/use-locale";
import type { MessageKey } from "~/i18n/translate";
import { reviewLinks, socialLinks } from "~/lib/contact-links";
import { pageById, pagePath, type PageId } from "~/pages";
import { site, type SocialNetwork } from "~/site";
import { Credentials } from "./credentials";
import { FooterContact } from "./footer-contact";
import { FooterHeading } from "./footer-heading";

const badges = [
  "footer.badge.licensed",
  "footer.badge.experience",
  "footer.badge.satisfaction",
] as const satisfies MessageKey[];

const quickLinks = ["home", "about", "projects", "contact"] as const satisfies PageId[];

const services = [
  "footer.service.villas",
  "footer.service.renovations",
  "footer.service.permits",
  "footer.service.turnkey",
  "footer.service.structures",
] as const satisfies MessageKey[];

const socialNames: Record<SocialNetwork, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  youtube: "YouTube",
};

/** The company's Google reviews, once the owner has filled in their links. */
function FooterReviews({ linkClass }: { linkClass: string }) {
  const { t } = useT();
  const links = reviewLinks();
  if (links.length === 0) return null;
  return (
    <div data-reviews="">
      <p className="mb-3 text-eyebrow font-semibold text-sand-300 uppercase">
        {t("reviews.title")}
      </p>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-body-sm">
        {links.map(({ key, label, href }) => (
          <li key={key}>
            <ExternalLink href={href} data-review={key} className={linkClass}>
              {t(label)}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
  // Keep keyboard focus with the view: move it to the start of the page.
  document.getElementById("skip-link")?.focus({ preventScroll: true });
}

const linkClass = "transition-colors hover:text-white";

/**
 * The same page in the other language. Its own component: its address takes
 * the query string once the page has hydrated, and only it renders again
 * then, not the whole footer (docs/decisions/055).
 */
function FooterLanguageLink() {
  const { locale, t } = useT();
  const twinHref = useTwinHref();
  const twin = otherLocale(locale);
  return (
    <Link to={twinHref} hrefLang={twin} lang={twin} className={linkClass} reloadDocument>
      {t("language.switchTo")}
    </Link>
  );
}

export function SiteFooter() {
  const { locale, t } = useT();

  return (
    <footer className="bg-ocean-950 text-sand-50/75 lazy-render [--lazy-render-height:98rem] md:[--lazy-render-height:68rem] lg:[--lazy-render-height:48rem]">
      <div className="mx-auto grid max-w-page gap-12 px-gutter pt-20 pb-12 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_0.8fr_1fr] lg:gap-10">
        <div className="max-w-sm">
          <Link to={pagePath("home", locale)} className="inline-block text-white">
            <Logo />
          </Link>
          <p className="mt-6 text-body-sm">{t("footer.tagline")}</p>
          <ul aria-label={t("footer.badges")} className="mt-8 flex flex-wrap gap-2">
            {badges.map((badge) => (
              <li
                key={badge}
                className="inline-flex items-center gap-1.5 rounded-pill border border-sand-50/15 px-3 py-1.5 text-xs text-sand-100"
              >
                <BadgeCheck aria-hidden="true" className="size-3.5 text-sand-300" />
                {t(badge)}
              </li>
            ))}
          </ul>
          <Credentials className="mt-4 text-xs text-sand-100/80" />
        </div>

        <div>
          <FooterHeading>{t("footer.contact")}</FooterHeading>
          <FooterContact />
        </div>

        <nav aria-label={t("footer.quickLinks")}>
          <FooterHeading>{t("footer.quickLinks")}</FooterHeading>
          <ul className="space-y-3 text-body-sm">
            {quickLinks.map((id) => (
              <li key={id}>
                <Link to={pagePath(id, locale)} className={linkClass}>
                  {t(pageById(id).label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <FooterHeading>{t("footer.services")}</FooterHeading>
          <ul className="space-y-3 text-body-sm">
            {services.map((service) => (
              <li key={service}>{t(service)}</li>
            ))}
          </ul>
        </div>
      </div>

      <div className="mx-auto max-w-page px-gutter">
        {/* pb-24 leaves room for the floating chat button under the last line. */}
        <div className="flex flex-col gap-8 border-t border-sand-50/10 pt-10 pb-24 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex flex-col gap-8 sm:flex-row sm:gap-16">
            <div>
              <p className="mb-3 text-eyebrow font-semibold text-sand-300 uppercase">
                {t("footer.followUs")}
              </p>
              <ul className="flex flex-wrap gap-x-6 gap-y-2 text-body-sm">
                {socialLinks().map(({ network, href }) => (
                  <li key={network}>
                    <ExternalLink href={href} className={linkClass}>
                      {socialNames[network]}
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </div>
            <FooterReviews linkClass={linkClass} />
          </div>

          <div className="flex flex-wrap items-center gap-x-6 gap-y-3 text-body-sm">
            <ExternalLink href={pagePath("privacy", locale)} className={linkClass}>
              {t("footer.privacy")}
            </ExternalLink>
            <FooterLanguageLink />
            <button
              type="button"
              onClick={scrollToTop}
              className="inline-flex h-10 items-center gap-2 rounded-pill border border-sand-50/20 px-4 text-sand-50 transition-colors hover:border-sand-50/60"
            >
              <ArrowUp aria-hidden="true" className="size-4" />
              {t("footer.backToTop")}
            </button>
          </div>
        </div>

        <p className="border-t border-sand-50/10 py-8 text-xs text-sand-50/60">
          {t("footer.copyright", { year: site.copyrightYear, company: site.name })}
        </p>
      </div>
    </footer>
  );
}
