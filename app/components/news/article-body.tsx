import type { ArticleBlock } from "~/lib/article-markup";
import { cn } from "~/lib/cn";

/**
 * An article body as React elements. The reader's title is the dialog's h2,
 * so the markup's headings sit one level below it: ** as h3, * as h4.
 */
export function ArticleBody({ blocks, className }: { blocks: ArticleBlock[]; className?: string }) {
  return (
    <div className={cn("text-[1.125rem] leading-[1.75] text-ink/90", className)}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case "h2":
            return (
              <h3
                key={index}
                className="mt-14 mb-5 font-display text-display-sm text-balance text-ink first:mt-0"
              >
                {block.text}
              </h3>
            );
          case "h3":
            return (
              <h4 key={index} className="mt-10 mb-3 text-lg font-semibold text-ink">
                {block.text}
              </h4>
            );
          case "ul":
            return (
              <ul
                key={index}
                className="my-6 list-disc space-y-2.5 pl-6 marker:text-sand-600 [&_li]:pl-1"
              >
                {block.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            );
          default:
            return (
              <p key={index} className="my-6 text-pretty">
                {block.text}
              </p>
            );
        }
      })}
    </div>
  );
}
