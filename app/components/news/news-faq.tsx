import { Plus } from "lucide-react";
import { Container } from "~/components/ui/container";
import { JsonLd } from "~/components/ui/json-ld";
import { useT } from "~/i18n/use-locale";
import { faqPageJsonLd } from "~/lib/faq-json-ld";
import type { FaqEntry } from "~/content/news/types";

/**
 * The questions clients ask most, as native disclosures: they open by
 * keyboard and without JavaScript. Their FAQPage data is made from the same
 * entries, so it repeats them word for word, close enough for compression to
 * send the text about once (docs/decisions/032-faq-structured-data-restored.md).
 */
export function NewsFaq({ entries }: { entries: FaqEntry[] }) {
  const { t } = useT();
  return (
    <section
      aria-labelledby="news-faq"
      className="bg-sand-50 py-section lazy-render [--lazy-render-height:65rem] md:[--lazy-render-height:55rem] lg:[--lazy-render-height:51rem]"
    >
      <Container className="grid gap-10 lg:grid-cols-[1fr_2fr] lg:gap-16">
        <div>
          <h2 id="news-faq" className="font-display text-display-md text-balance">
            {t("news.faqTitle")}
          </h2>
        </div>
        <div className="border-t border-ink/15">
          {entries.map(({ question, answer }) => (
            <details key={question} className="group border-b border-ink/15">
              <summary className="flex cursor-pointer list-none items-start justify-between gap-6 py-6 text-left font-display text-[1.5rem] leading-snug text-ink transition-colors hover:text-ocean-700 [&::-webkit-details-marker]:hidden">
                <span>{question}</span>
                <Plus
                  aria-hidden="true"
                  className="mt-1.5 size-5 shrink-0 text-sand-700 transition-transform duration-300 group-open:rotate-45"
                />
              </summary>
              <p className="max-w-[68ch] pb-7 text-body text-pretty text-concrete-700">{answer}</p>
            </details>
          ))}
        </div>
      </Container>
      <JsonLd data={faqPageJsonLd(entries)} />
    </section>
  );
}
