import type { PrivacyBlock as Block } from "~/content/pages.server";

export function PrivacyBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case "p":
      return <p>{block.text}</p>;
    case "list":
      return (
        <ul className="list-disc space-y-2 pl-5 marker:text-sand-400">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "facts":
      return (
        <dl className="grid gap-x-8 gap-y-3 rounded-card border border-concrete-200 bg-white p-6 sm:grid-cols-[auto_1fr]">
          {block.items.map((fact) => (
            <div key={fact.term} className="contents">
              <dt className="text-body-sm font-semibold text-concrete-600">{fact.term}</dt>
              <dd className="text-ink">{fact.detail}</dd>
            </div>
          ))}
        </dl>
      );
  }
}
