import {
  BadgeCheck,
  HandHeart,
  Leaf,
  MapPinned,
  Trophy,
  UserRoundCheck,
  type LucideIcon,
} from "lucide-react";
import type { Reason } from "~/content/schema";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { useT } from "~/i18n/use-locale";
import type { Localize } from "~/lib/localize";

const icons: Record<Reason["key"], LucideIcon> = {
  trackRecord: Trophy,
  localExpertise: MapPinned,
  handsOn: UserRoundCheck,
  clientCentered: HandHeart,
  quality: BadgeCheck,
  sustainable: Leaf,
};

/** Six reasons to choose the company, each with an icon and a sentence. */
export function Reasons({ reasons }: { reasons: Localize<Reason>[] }) {
  const { t } = useT();
  return (
    <section
      aria-labelledby="reasons"
      className="py-section lazy-render [--lazy-render-height:123rem] md:[--lazy-render-height:73rem] lg:[--lazy-render-height:62rem]"
    >
      <Container>
        <SectionHeading
          id="reasons"
          eyebrow={t("about.reasonsEyebrow")}
          title={t("about.reasonsTitle")}
        />
        <ul className="mt-14 grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.map((reason) => {
            const Icon = icons[reason.key];
            return (
              <li key={reason.key} data-reason={reason.key} className="border-t border-ink/10 pt-8">
                <Icon aria-hidden="true" className="size-6 text-sand-600" strokeWidth={1.5} />
                <h3 className="mt-5 font-display text-2xl">{reason.title}</h3>
                <p className="mt-3 text-body-sm text-concrete-600">{reason.text}</p>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
