import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ContactButton } from "~/components/contact/contact-button";
import { buttonClass } from "~/components/ui/button";
import { useT } from "~/i18n/use-locale";
import { pagePath } from "~/pages";

/** The hero's two calls to action: a quote (the contact dialog) and the portfolio. */
export function HeroActions() {
  const { locale, t } = useT();
  return (
    <div className="mt-10 flex flex-col gap-3 sm:flex-row">
      <ContactButton data-cta="quote" className={buttonClass("light")}>
        {t("cta.quote")}
      </ContactButton>
      <Link to={pagePath("projects", locale)} className={buttonClass("outline", "text-white")}>
        {t("home.seeProjects")}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}
