import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import type { AboutProcess } from "~/content/pages.server";

/**
 * "How we work": the steps from the first call to the keys, each with its
 * typical duration, what the owner provides and the article that tells it in
 * full. Home and the contact page link to it by its anchor.
 */
export function HowWeWork({ process }: { process: AboutProcess }) {
  const { anchor, eyebrow, title, intro, durationLabel, ownerLabel, steps } = process;
  return (
    <section
      id={anchor}
      aria-labelledby={`${anchor}-title`}
      className="bg-sand-50 py-section lazy-render [--lazy-render-height:215rem] md:[--lazy-render-height:120rem] lg:[--lazy-render-height:97rem]"
    >
      <Container>
        <SectionHeading id={`${anchor}-title`} eyebrow={eyebrow} title={title} intro={intro} />
        <ol className="mt-14 grid gap-x-10 gap-y-12 md:grid-cols-2 lg:grid-cols-3">
          {steps.map((step, index) => (
            <li
              key={step.title}
              data-step=""
              className="flex flex-col border-t-2 border-sand-300 pt-6"
            >
              <span aria-hidden="true" className="font-display text-5xl leading-none text-sand-600">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-5 font-display text-2xl">{step.title}</h3>
              <p className="mt-2 text-eyebrow font-semibold text-ocean-700 uppercase">
                <span className="sr-only">{durationLabel}: </span>
                {step.duration}
              </p>
              <p className="mt-4 text-body-sm text-pretty text-concrete-600">{step.text}</p>
              <p className="mt-4 text-body-sm text-pretty text-concrete-600">
                <span className="font-semibold text-ink">{ownerLabel}:</span> {step.owner}
              </p>
              {step.article ? (
                <Link
                  to={step.article.href}
                  className="mt-5 inline-flex w-fit items-start gap-1.5 text-body-sm font-semibold text-ocean-700 underline decoration-sand-400 underline-offset-4 transition-colors hover:text-ink"
                >
                  {step.article.title}
                  <ArrowRight aria-hidden="true" className="mt-1 size-4 shrink-0" />
                </Link>
              ) : null}
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
