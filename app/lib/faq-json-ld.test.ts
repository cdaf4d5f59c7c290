import { describe, expect, it } from "vitest";
import { faqPageJsonLd } from "./faq-json-ld";

describe("faqPageJsonLd", () => {
  it("describes each question and its answer as given, in order", () => {
    const entries = [
      { question: "How long?", answer: "12 to 18 months." },
      { question: "¿Permisos?", answer: "Sí, de 2 a 6 meses." },
    ];
    expect(faqPageJsonLd(entries)).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "How long?",
          acceptedAnswer: { "@type": "Answer", text: "12 to 18 months." },
        },
        {
          "@type": "Question",
          name: "¿Permisos?",
          acceptedAnswer: { "@type": "Answer", text: "Sí, de 2 a 6 meses." },
        },
      ],
    });
  });
});
