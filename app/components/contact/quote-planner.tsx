import { useEffect, useEffectEvent, useRef } from "react";
import type { Locale } from "~/i18n/locales";
import {
  answerLabel,
  planDetails,
  planQuestions,
  questionLabel,
  readPlan,
  type Plan,
  type Question,
} from "~/lib/quote-planner";
import { dialogWords } from "./dialog-words";

const questions = Object.keys(planQuestions) as Question[];

/** A page has one planner, so its fields' ids are its own. */
const fieldId = "plan";

/**
 * A few optional choices about the project (type, place, lot, size, budget,
 * start) that the dialog's chat and e-mail links carry. It keeps nothing: the
 * visitor sends the message. Its questions are in the page's HTML and its
 * fields are the browser's own, so a choice made before the dialog's code
 * has come is in the fields when it does; the plan is read from the fields
 * then, and at each change.
 */
export function QuotePlanner({
  locale,
  plan,
  onChange,
}: {
  locale: Locale;
  plan: Plan;
  onChange: (plan: Plan) => void;
}) {
  const w = dialogWords[locale].planner;
  const ref = useRef<HTMLDetailsElement>(null);
  const details = planDetails(locale, plan);
  function readFields() {
    const fields = ref.current;
    if (fields)
      onChange(readPlan((q) => fields.querySelector<HTMLSelectElement>(`[name="${q}"]`)?.value));
  }
  // Choices made before the code came are read as it wakes.
  const readOnWake = useEffectEvent(readFields);
  useEffect(() => readOnWake(), []);
  return (
    <details
      ref={ref}
      className="group mb-6 rounded-card bg-white ring-1 ring-ink/10"
      data-planner=""
      onChange={readFields}
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold text-ink [&::-webkit-details-marker]:hidden">
        {w.toggle}
        {/* A chevron drawn in CSS rather than an icon. */}
        <span
          aria-hidden="true"
          className="mr-1 size-2.5 shrink-0 rotate-45 border-r-2 border-b-2 border-concrete-600 transition-transform group-open:-rotate-135 motion-reduce:transition-none"
        />
      </summary>
      <div className="border-t border-ink/10 px-4 pt-3 pb-4">
        <p className="text-body-sm text-concrete-600">{w.hint}</p>
        <div className="mt-4 grid gap-x-3 gap-y-4 sm:grid-cols-2">
          {questions.map((question) => (
            <div key={question} className="min-w-0">
              <label
                htmlFor={`${fieldId}-${question}`}
                className="block text-body-sm font-semibold text-ink"
              >
                {questionLabel(locale, question)}
              </label>
              <select
                id={`${fieldId}-${question}`}
                name={question}
                defaultValue=""
                className="mt-1.5 h-12 w-full truncate rounded-card border border-ink/20 bg-paper px-2 text-body-sm text-ink"
              >
                <option value="">{w.none}</option>
                {planQuestions[question].map((answer) => (
                  <option key={answer} value={answer}>
                    {answerLabel(locale, question, answer)}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
        {details.length > 0 ? (
          <div className="mt-4 rounded-card bg-sand-50 px-4 py-3 text-body-sm" data-plan-summary="">
            <p className="font-semibold text-ink">{w.summary}</p>
            <ul className="mt-1 text-concrete-600">
              {details.map(([label, answer]) => (
                <li key={label}>
                  {label}: <span className="text-ink">{answer}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </details>
  );
}
