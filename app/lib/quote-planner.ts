import { localeTags, type Locale } from "~/i18n/locales";

/*
 * The quote planner of the contact dialog: a few optional choices about a
 * project, written into the visitor's WhatsApp message and e-mail draft. The
 * site sends and keeps nothing; the visitor sends the message themselves.
 *
 * Its words live here rather than in the dictionaries: only the dialog uses
 * them, and the dialog's code is fetched on demand, so they stay out of the
 * scripts every page loads first.
 */

/** A range of square metres or US dollars; `to` is open-ended when absent. */
interface Range {
  from: number;
  to?: number;
}

const sizes = {
  under150: { from: 0, to: 150 },
  "150to300": { from: 150, to: 300 },
  "300to500": { from: 300, to: 500 },
  over500: { from: 500 },
} satisfies Record<string, Range>;

const budgets = {
  under300k: { from: 0, to: 300_000 },
  "300kTo600k": { from: 300_000, to: 600_000 },
  "600kTo1m": { from: 600_000, to: 1_000_000 },
  over1m: { from: 1_000_000 },
} satisfies Record<string, Range>;

/** The questions, in the order the dialog asks them, and each one's answers. */
export const planQuestions = {
  type: ["newHome", "renovation", "commercial", "other"],
  location: ["santaTeresa", "montezuma", "peninsula", "elsewhere"],
  lot: ["own", "buying", "finding"],
  size: Object.keys(sizes) as (keyof typeof sizes)[],
  budget: Object.keys(budgets) as (keyof typeof budgets)[],
  start: ["soon", "halfYear", "year", "exploring"],
} as const;

export type Question = keyof typeof planQuestions;
export type Answer<Q extends Question> = (typeof planQuestions)[Q][number];
/** The visitor's choices; every one is optional. */
export type Plan = { [Q in Question]?: Answer<Q> };

interface PlannerText {
  /** Each question's label, also the label of its line in the messages. */
  questions: Record<Question, string>;
  /** Answers that are words; sizes and budgets are written from their ranges. */
  answers: { [Q in "type" | "location" | "lot" | "start"]: Record<Answer<Q>, string> };
  range: { under: string; between: string; over: string };
}

const text: Record<Locale, PlannerText> = {
  en: {
    questions: {
      type: "Type of project",
      location: "Location of the lot",
      lot: "The lot",
      size: "Approximate size",
      budget: "Budget",
      start: "Ideal start",
    },
    answers: {
      type: {
        newHome: "New home",
        renovation: "Renovation",
        commercial: "Commercial",
        other: "Something else",
      },
      location: {
        santaTeresa: "Santa Teresa or Mal País",
        montezuma: "Montezuma or Cóbano",
        peninsula: "Elsewhere on the Nicoya Peninsula",
        elsewhere: "Elsewhere in Costa Rica",
      },
      lot: {
        own: "I own a lot",
        buying: "I am buying one",
        finding: "I need help finding one",
      },
      start: {
        soon: "Within 3 months",
        halfYear: "In 3 to 6 months",
        year: "In 6 to 12 months",
        exploring: "Later, I am exploring",
      },
    },
    range: { under: "under {to}", between: "{from} to {to}", over: "over {from}" },
  },
  es: {
    questions: {
      type: "Tipo de proyecto",
      location: "Ubicación del lote",
      lot: "El lote",
      size: "Tamaño aproximado",
      budget: "Presupuesto",
      start: "Inicio ideal",
    },
    answers: {
      type: {
        newHome: "Casa nueva",
        renovation: "Remodelación",
        commercial: "Comercial",
        other: "Otro",
      },
      location: {
        santaTeresa: "Santa Teresa o Mal País",
        montezuma: "Montezuma o Cóbano",
        peninsula: "Otro lugar de la península de Nicoya",
        elsewhere: "Otro lugar de Costa Rica",
      },
      lot: {
        own: "Ya tengo lote",
        buying: "Estoy comprando uno",
        finding: "Necesito ayuda para encontrarlo",
      },
      start: {
        soon: "En los próximos 3 meses",
        halfYear: "Dentro de 3 a 6 meses",
        year: "Dentro de 6 a 12 meses",
        exploring: "Más adelante, estoy explorando",
      },
    },
    range: { under: "menos de {to}", between: "{from} a {to}", over: "más de {from}" },
  },
};

/** The label of a question in a language. */
export function questionLabel(locale: Locale, question: Question): string {
  return text[locale].questions[question];
}

/** An answer as the visitor reads it: "150 to 300 m²", "US$300 000 a 600 000". */
export function answerLabel<Q extends Question>(
  locale: Locale,
  question: Q,
  answer: Answer<Q>,
): string {
  if (question === "size") return rangeLabel(locale, sizes[answer as Answer<"size">], "m2");
  if (question === "budget") return rangeLabel(locale, budgets[answer as Answer<"budget">], "usd");
  const words = text[locale].answers[question as "type"];
  return words[answer as Answer<"type">];
}

function rangeLabel(locale: Locale, { from, to }: Range, unit: "m2" | "usd"): string {
  const number = new Intl.NumberFormat(localeTags[locale]);
  // Dollars carry their sign once, on the first figure; square metres their unit at the end.
  const first = (value: number) =>
    unit === "usd" ? `US$${number.format(value)}` : number.format(value);
  const suffix = unit === "m2" ? " m²" : "";
  const { under, between, over } = text[locale].range;
  const words =
    to === undefined
      ? over.replace("{from}", first(from))
      : from === 0
        ? under.replace("{to}", first(to))
        : between.replace("{from}", first(from)).replace("{to}", number.format(to));
  const label = words + suffix;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/**
 * The chosen answers as the lines of a message, in the questions' order:
 * `["Type of project", "New home"]`. Empty when nothing is chosen, and then
 * the messages are the ones the site writes without the planner.
 */
export function planDetails(locale: Locale, plan: Plan): [label: string, answer: string][] {
  return (Object.keys(planQuestions) as Question[]).flatMap((question) => {
    const answer = plan[question];
    return answer ? [[questionLabel(locale, question), answerLabel(locale, question, answer)]] : [];
  });
}

/** Reads a select's value back into the plan's type; anything unknown is no answer. */
export function parseAnswer<Q extends Question>(question: Q, value: string): Answer<Q> | undefined {
  return (planQuestions[question] as readonly string[]).includes(value)
    ? (value as Answer<Q>)
    : undefined;
}

/**
 * The plan a form's fields say, given each question's field value (`null` or
 * `undefined` for a field that is missing). A value that is no answer of its
 * question counts as no choice.
 */
export function readPlan(value: (question: Question) => string | null | undefined): Plan {
  const plan: Record<string, string> = {};
  for (const question of Object.keys(planQuestions) as Question[]) {
    const answer = parseAnswer(question, value(question) ?? "");
    if (answer) plan[question] = answer;
  }
  return plan as Plan;
}
