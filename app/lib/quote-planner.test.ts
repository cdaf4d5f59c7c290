import { describe, expect, it } from "vitest";
import { locales } from "~/i18n/locales";
import {
  answerLabel,
  parseAnswer,
  planDetails,
  planQuestions,
  questionLabel,
  readPlan,
} from "./quote-planner";

describe("answerLabel", () => {
  it("writes sizes and budgets with each language's digit grouping", () => {
    expect(answerLabel("en", "size", "150to300")).toBe("150 to 300 m²");
    expect(answerLabel("en", "budget", "600kTo1m")).toBe("US$600,000 to 1,000,000");
    // Costa Rican Spanish groups thousands with a (non-breaking) space.
    expect(answerLabel("es", "budget", "600kTo1m")).toBe("US$600\u00a0000 a 1\u00a0000\u00a0000");
    expect(answerLabel("es", "size", "over500")).toBe("Más de 500 m²");
  });

  it("writes open ranges from their one bound", () => {
    expect(answerLabel("en", "budget", "under300k")).toBe("Under US$300,000");
    expect(answerLabel("en", "budget", "over1m")).toBe("Over US$1,000,000");
    expect(answerLabel("es", "size", "under150")).toBe("Menos de 150 m²");
  });

  it("has distinct words for every answer in both languages", () => {
    for (const locale of locales) {
      for (const question of Object.keys(planQuestions) as (keyof typeof planQuestions)[]) {
        const labels = planQuestions[question].map((answer) =>
          answerLabel(locale, question, answer as never),
        );
        expect(labels.every((label) => label.trim().length > 0)).toBe(true);
        expect(new Set(labels).size).toBe(labels.length);
        expect(questionLabel(locale, question)).toMatch(/\S/);
      }
    }
  });
});

describe("planDetails", () => {
  it("is empty when nothing is chosen", () => {
    expect(planDetails("en", {})).toEqual([]);
  });

  it("lists the chosen answers in the questions' order, whatever the order of choosing", () => {
    expect(planDetails("es", { start: "soon", type: "renovation" })).toEqual([
      ["Tipo de proyecto", "Remodelación"],
      ["Inicio ideal", "En los próximos 3 meses"],
    ]);
  });
});

describe("parseAnswer", () => {
  it("keeps a known answer and drops anything else", () => {
    expect(parseAnswer("lot", "buying")).toBe("buying");
    expect(parseAnswer("lot", "")).toBeUndefined();
    expect(parseAnswer("lot", "newHome")).toBeUndefined();
  });
});

describe("readPlan", () => {
  it("keeps each field that holds one of its question's answers, in the questions' order", () => {
    const fields: Record<string, string> = { start: "soon", type: "renovation", lot: "newHome" };
    const plan = readPlan((question) => fields[question]);
    expect(plan).toEqual({ type: "renovation", start: "soon" });
    expect(Object.keys(plan)).toEqual(["type", "start"]);
  });

  it("reads nothing from a form without the planner's fields", () => {
    expect(readPlan(() => null)).toEqual({});
  });
});
