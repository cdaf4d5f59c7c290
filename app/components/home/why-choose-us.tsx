import { CalendarCheck, HardHat, Medal, ShieldCheck, type LucideIcon } from "lucide-react";
import { ProcessLink } from "~/components/about/process-link";
import type { Feature } from "~/content/schema";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { useReveal } from "~/hooks/use-reveal";
import { useT } from "~/i18n/use-locale";
import type { Localize } from "~/lib/localize";

const icons: Record<Feature["key"], LucideIcon> = {
  experience: Medal,
  team: HardHat,
  quality: ShieldCheck,
  onTime: CalendarCheck,
};

/** Four reasons to hire the company, the cards rising 0.2 s apart, and a link to how it works. */
export function WhyChooseUs({
  features,
  process,
}: {
  features: Localize<Feature>[];
  process: { href: string; label: string };
}) {
  const { t } = useT();
  const reveal = useReveal<HTMLUListElement>();
  return (
    <section aria-labelledby="why-us" className="py-section">
      <Container>
        <SectionHeading
          id="why-us"
          eyebrow={t("home.whyEyebrow")}
          title={t("home.whyTitle")}
          intro={t("home.whyIntro")}
        />
        <ul
          ref={reveal}
          data-stagger="features"
          className="mt-14 grid stagger gap-px overflow-hidden rounded-card bg-ink/10 stagger-200 sm:grid-cols-2 lg:grid-cols-4"
        >
          {features.map((feature) => {
            const Icon = icons[feature.key];
            return (
              <li key={feature.key} className="bg-paper p-7 lg:p-8">
                <Icon aria-hidden="true" className="size-7 text-sand-600" strokeWidth={1.5} />
                <h3 className="mt-8 font-display text-2xl">{feature.title}</h3>
                <p className="mt-3 text-body-sm text-concrete-600">{feature.text}</p>
              </li>
            );
          })}
        </ul>
        <ProcessLink link={process} className="mt-10 text-ocean-700 hover:text-ink" />
      </Container>
    </section>
  );
}
