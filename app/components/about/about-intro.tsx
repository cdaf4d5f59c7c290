import { Compass, History } from "lucide-react";
import { Credentials } from "~/components/layout/credentials";
import { Container } from "~/components/ui/container";
import { useT } from "~/i18n/use-locale";

interface Card {
  title: string;
  text: string;
}

interface AboutIntroProps {
  headline: string;
  description: string;
  mission: Card;
  story: Card;
}

/** Who the company is, with its registrations when the constants hold them, beside its mission and its story. */
export function AboutIntro({ headline, description, mission, story }: AboutIntroProps) {
  const { t } = useT();
  return (
    <section aria-labelledby="about-intro" className="py-section">
      <Container className="grid gap-14 lg:grid-cols-[1fr_1.1fr] lg:gap-20">
        <div>
          <p className="text-eyebrow font-semibold text-sand-700 uppercase">
            {t("about.introEyebrow")}
          </p>
          <h2 id="about-intro" className="mt-4 font-display text-display-md text-balance">
            {headline}
          </h2>
          <p className="mt-6 text-body-lg text-pretty text-concrete-600">{description}</p>
          <Credentials className="mt-6 text-body-sm font-semibold text-ocean-700" />
        </div>
        <div className="grid gap-6">
          {[
            { key: "mission", icon: Compass, card: mission },
            { key: "story", icon: History, card: story },
          ].map(({ key, icon: Icon, card }) => (
            <article
              key={key}
              data-card={key}
              className="rounded-card bg-white p-8 shadow-card ring-1 ring-ink/5 md:p-10"
            >
              <Icon aria-hidden="true" className="size-6 text-sand-600" strokeWidth={1.5} />
              <h3 className="mt-5 font-display text-3xl">{card.title}</h3>
              <p className="mt-4 text-pretty text-concrete-600">{card.text}</p>
            </article>
          ))}
        </div>
      </Container>
    </section>
  );
}
