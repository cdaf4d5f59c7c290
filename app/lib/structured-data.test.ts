import { describe, expect, it } from "vitest";
import { faqPageJsonLd } from "./structured-data";

describe("faqPageJsonLd", () => {
  it("describes each question and its answer as given", () => {
    expect(faqPageJsonLd([{ question: "How long?", answer: "12 to 18 months." }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "How long?",
          acceptedAnswer: { "@type": "Answer", text: "12 to 18 months." },
        },
      ],
    });
  });
});
