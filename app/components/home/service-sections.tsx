import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ContactButton } from "~/components/contact/contact-button";
import { Container } from "~/components/ui/container";
import { Picture } from "~/components/ui/picture";
import { SectionHeading } from "~/components/ui/section-heading";
import { useT } from "~/i18n/use-locale";
import { pagePath } from "~/pages";
import { cn } from "~/lib/cn";
import type { HomeSectionsData } from "~/content/pages.server";

type ServiceData = HomeSectionsData["services"][number];

const linkClass =
  "group inline-flex items-center gap-2 font-semibold text-ocean-700 underline decoration-sand-400 decoration-2 underline-offset-[6px] transition-colors hover:text-ink";

/** The four services, image and text side by side, alternating sides on wide screens. */
export function ServiceSections({ services }: { services: ServiceData[] }) {
  const { t } = useT();
  return (
    <section
      aria-labelledby="services"
      className="bg-sand-50 py-section lazy-render [--lazy-render-height:305rem] md:[--lazy-render-height:315rem] lg:[--lazy-render-height:200rem]"
    >
      <Container>
        <SectionHeading
          id="services"
          eyebrow={t("home.servicesEyebrow")}
          title={t("home.servicesTitle")}
        />
        <div className="mt-16 space-y-20 lg:space-y-28">
          {services.map((service, index) => (
            <ServiceSection key={service.key} service={service} flipped={index % 2 === 1} />
          ))}
        </div>
      </Container>
    </section>
  );
}

function ServiceSection({ service, flipped }: { service: ServiceData; flipped: boolean }) {
  const { locale } = useT();
  return (
    <article
      data-service={service.key}
      className="grid items-center gap-10 lg:grid-cols-2 lg:gap-20"
    >
      <Picture
        image={service.picture}
        sizes="(min-width: 1440px) 640px, (min-width: 1024px) 45vw, 100vw"
        className={cn("aspect-[4/3] rounded-card shadow-card", flipped && "lg:order-2")}
        imgClassName="object-cover"
      />
      <div>
        <p className="text-eyebrow font-semibold text-sand-700 uppercase">{service.eyebrow}</p>
        <h3 className="mt-4 font-display text-display-sm text-balance">{service.title}</h3>
        <p className="mt-5 text-concrete-600">{service.text}</p>
        <ul className="mt-7 space-y-3">
          {service.points.map((point) => (
            <li
              key={point}
              className="flex gap-4 before:mt-[0.8em] before:h-px before:w-5 before:shrink-0 before:bg-sand-600"
            >
              {point}
            </li>
          ))}
        </ul>
        <div className="mt-9">
          {service.action.kind === "projects" ? (
            <Link
              to={`${pagePath("projects", locale)}?category=${service.action.category}`}
              className={linkClass}
            >
              {service.actionLabel}
              <ArrowRight
                aria-hidden="true"
                className="size-4 transition-transform group-hover:translate-x-1"
              />
            </Link>
          ) : (
            <ContactButton className={linkClass}>
              {service.actionLabel}
              <ArrowRight
                aria-hidden="true"
                className="size-4 transition-transform group-hover:translate-x-1"
              />
            </ContactButton>
          )}
        </div>
      </div>
    </article>
  );
}
