import { useId, useState } from "react";
import { useT } from "~/i18n/use-locale";
import {
  answerLabel,
  parseAnswer,
  planDetails,
  planQuestions,
  questionLabel,
  type Plan,
  type Question,
} from "~/lib/quote-planner";
import { dialogWords } from "./dialog-words";

const questions = Object.keys(planQuestions) as Question[];

/**
 * A few optional choices about the project (type, place, lot, size, budget,
 * start) that the dialog's chat and e-mail links carry. It keeps nothing: the
 * plan lives in the dialog's state, and the visitor sends the message.
 */
export function QuotePlanner({ plan, onChange }: { plan: Plan; onChange: (plan: Plan) => void }) {
  const { locale } = useT();
  const w = dialogWords[locale].planner;
  const fieldId = useId();
  // Its questions are drawn once it is first opened: the dialog then opens
  // with less to render, and answers are kept when it is folded again.
  const [opened, setOpened] = useState(false);
  const details = planDetails(locale, plan);
  return (
    <details
      className="group mb-6 rounded-card bg-white ring-1 ring-ink/10"
      data-planner=""
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold text-ink [&::-webkit-details-marker]:hidden">
        {w.toggle}
        {/* A chevron drawn in CSS: an icon shared with another chunk would join every page's scripts. */}
        <span
          aria-hidden="true"
          className="mr-1 size-2.5 shrink-0 rotate-45 border-r-2 border-b-2 border-concrete-600 transition-transform group-open:-rotate-135 motion-reduce:transition-none"
        />
      </summary>
      {opened ? (
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
                  value={plan[question] ?? ""}
                  onChange={(event) =>
                    onChange({ ...plan, [question]: parseAnswer(question, event.target.value) })
                  }
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
            <div
              className="mt-4 rounded-card bg-sand-50 px-4 py-3 text-body-sm"
              data-plan-summary=""
            >
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
      ) : null}
    </details>
  );
}
