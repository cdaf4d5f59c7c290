/**
 * Runs inline just after the privacy page's "Last updated" date: the
 * `<time>` before its `script` shows today, the policy being kept current,
 * from the first paint, where the pre-rendered page carries the build day.
 * Today is the calendar day in Costa Rica (`offsetMs` from UTC), written as
 * `pattern` says with the language's `months` ("{month} {day}, {year}",
 * app/lib/format-date.ts). It runs before React, so it stands alone.
 */
export default function todaysDate(
  offsetMs: number,
  pattern: string,
  months: readonly string[],
  script: Element | null = document.currentScript,
) {
  const time = script?.previousElementSibling;
  if (!(time instanceof HTMLTimeElement)) return;
  const day = new Date(Date.now() + offsetMs).toISOString().slice(0, 10);
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const words: Record<string, string> = {
    day: String(date),
    month: months[month - 1] ?? "",
    year: String(year),
  };
  time.dateTime = day;
  time.textContent = pattern.replace(/\{(day|month|year)\}/g, (_, part: string) => words[part]!);
}
