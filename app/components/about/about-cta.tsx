import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ContactButton } from "~/components/contact/contact-button";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { useT } from "~/i18n/use-locale";
import { pagePath } from "~/pages";

/** The closing call to action: a quote (the contact dialog) or the portfolio. */
export function AboutCta() {
  const { locale, t } = useT();
  return (
    <section aria-labelledby="about-cta" className="pb-section">
      <Container>
        <div className="rounded-card bg-sand-100 px-8 py-14 md:px-16 md:py-20">
          <h2 id="about-cta" className="max-w-2xl font-display text-display-md text-balance">
            {t("about.ctaTitle")}
          </h2>
          <p className="mt-5 max-w-xl text-body-lg text-pretty text-concrete-600">
            {t("about.ctaBody")}
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <ContactButton data-cta="quote" className={buttonClass("dark")}>
              {t("cta.quote")}
            </ContactButton>
            <Link to={pagePath("projects", locale)} className={buttonClass("outline", "text-ink")}>
              {t("home.seeProjects")}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
