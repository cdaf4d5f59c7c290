import { Star } from "lucide-react";
import type { Testimonial } from "~/content/home/types";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { useReveal } from "~/hooks/use-reveal";
import { useT } from "~/i18n/use-locale";
import type { Localize } from "~/lib/localize";

/** "Mark & Jenna Whitfield" -> "MW": a monogram instead of a photo. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

/** Four clients in their own words; the cards rise 0.2 s apart. */
export function Testimonials({ testimonials }: { testimonials: Localize<Testimonial>[] }) {
  const { t } = useT();
  const reveal = useReveal<HTMLUListElement>();
  return (
    <section aria-labelledby="testimonials" className="py-section">
      <Container>
        <SectionHeading
          id="testimonials"
          eyebrow={t("home.testimonialsEyebrow")}
          title={t("home.testimonialsTitle")}
        />
        <ul
          ref={reveal}
          data-stagger="testimonials"
          className="mt-14 grid stagger gap-6 stagger-200 md:grid-cols-2"
        >
          {testimonials.map((item) => (
            <li key={item.name} className="flex">
              <figure className="flex w-full flex-col rounded-card bg-white p-7 shadow-card ring-1 ring-ink/5 md:p-9">
                <p
                  role="img"
                  aria-label={t("home.rating", { rating: item.rating })}
                  className="flex gap-1 text-sand-400"
                >
                  {Array.from({ length: item.rating }, (_, i) => (
                    <Star key={i} aria-hidden="true" className="size-4 fill-current" />
                  ))}
                </p>
                <blockquote className="mt-6 grow font-display text-xl leading-snug text-pretty text-ink md:text-2xl">
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption className="mt-8 flex items-center gap-4 border-t border-ink/10 pt-6">
                  <span
                    aria-hidden="true"
                    className="grid size-12 shrink-0 place-items-center rounded-pill bg-ocean-900 text-sm font-semibold tracking-wider text-sand-100"
                  >
                    {initials(item.name)}
                  </span>
                  <span className="min-w-0 text-body-sm">
                    <span className="block font-semibold text-ink">{item.name}</span>
                    <span className="block text-concrete-600">
                      {item.role} · {item.location}
                    </span>
                  </span>
                  <span className="ml-auto hidden rounded-pill bg-sand-100 px-3 py-1 text-xs font-semibold text-sand-700 sm:inline">
                    {item.projectType}
                  </span>
                </figcaption>
                <p className="mt-4 text-xs font-semibold text-sand-700 sm:hidden">
                  {item.projectType}
                </p>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
