import { Star } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { useT } from "~/i18n/use-locale";
import { reviewLinks } from "~/lib/contact-links";

/**
 * The company's Google reviews, to read and to write, once the owner has
 * filled in their links (content/company.json); nothing until then. The
 * reviews stay on Google: the site shows no rating of its own.
 */
export function ContactReviews() {
  const { t } = useT();
  const links = reviewLinks();
  if (links.length === 0) return null;
  return (
    <section
      aria-labelledby="contact-reviews"
      data-reviews=""
      className="flex flex-col gap-6 rounded-card bg-white p-7 shadow-card ring-1 ring-ink/5 md:flex-row md:items-center md:justify-between md:p-8"
    >
      <div className="flex items-center gap-5">
        <span className="grid size-12 shrink-0 place-items-center rounded-pill bg-sand-100 text-sand-700">
          <Star aria-hidden="true" className="size-5" />
        </span>
        <h2 id="contact-reviews" className="font-display text-display-sm">
          {t("reviews.title")}
        </h2>
      </div>
      <ul className="flex flex-col gap-3 sm:flex-row">
        {links.map(({ key, label, href }, index) => (
          <li key={key}>
            <ExternalLink
              href={href}
              data-review={key}
              className={buttonClass(index === 0 ? "dark" : "outline", "w-full sm:w-auto")}
            >
              {t(label)}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
