import type { FAQPage, WithContext } from "schema-dts";

// Apart from lib/json-ld, whose site-wide blocks every page's first scripts
// carry: only the news page's FAQ, drawn by its on-demand code, uses this.

/**
 * The FAQ as structured data. The news page renders its questions and this
 * block from the same entries, so the data says word for word what a
 * visitor reads (docs/decisions/032-faq-structured-data-restored.md).
 */
export function faqPageJsonLd(
  entries: readonly { question: string; answer: string }[],
): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}
