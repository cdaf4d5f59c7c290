import type { Testimonial } from "~/content/schema";
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
    <section
      aria-labelledby="testimonials"
      className="py-section lazy-render [--lazy-render-height:168rem] md:[--lazy-render-height:115rem] lg:[--lazy-render-height:95rem]"
    >
      <Container>
        <SectionHeading
          id="testimonials"
          eyebrow={t("home.testimonialsEyebrow")}
          title={t("home.testimonialsTitle")}
        />
        <StarSymbol />
        <ul
          ref={reveal}
          data-stagger="testimonials"
          className="mt-14 grid stagger gap-6 stagger-200 md:grid-cols-2"
        >
          {testimonials.map((item) => (
            <li key={item.name} className="flex">
              <article className="flex w-full flex-col rounded-card bg-white p-7 shadow-card ring-1 ring-ink/5 md:p-9">
                <Stars rating={item.rating} label={t("home.rating", { rating: item.rating })} />
                <blockquote className="mt-6 grow font-display text-xl leading-snug text-pretty text-ink md:text-2xl">
                  <p>“{item.quote}”</p>
                </blockquote>
                <footer className="mt-8 flex items-center gap-4 border-t border-ink/10 pt-6">
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
                </footer>
                <p className="mt-4 text-xs font-semibold text-sand-700 sm:hidden">
                  {item.projectType}
                </p>
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

const STAR_ID = "rating-star";

/** The star drawn once per page; each rating reuses it, which keeps the HTML small. */
function StarSymbol() {
  return (
    <svg aria-hidden="true" className="hidden">
      <symbol id={STAR_ID} viewBox="0 0 24 24">
        <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z" />
      </symbol>
    </svg>
  );
}

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${rating * 24} 24`}
      className="h-4 w-auto fill-current text-sand-400"
    >
      {Array.from({ length: rating }, (_, i) => (
        <use key={i} href={`#${STAR_ID}`} x={i * 24} width="20" height="20" />
      ))}
    </svg>
  );
}
