import { Link } from "react-router";
import type { ArticleBlock, Inline } from "~/lib/article-markup";
import { cn } from "~/lib/cn";

const linkClass =
  "font-medium text-ocean-700 underline decoration-sand-400 underline-offset-4 hover:text-ink";

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
                  <li key={i}>
                    <Inlines content={item} />
                  </li>
                ))}
              </ul>
            );
          default:
            return (
              <p key={index} className="my-6 text-pretty">
                <Inlines content={block.content} />
              </p>
            );
        }
      })}
    </div>
  );
}

/** Emphasis and links inside a paragraph or a list item. Links to the site stay in the app. */
function Inlines({ content }: { content: Inline[] }) {
  return content.map((item, index) => {
    if (typeof item === "string") return item;
    switch (item.type) {
      case "strong":
        return (
          <strong key={index} className="font-semibold text-ink">
            <Inlines content={item.children} />
          </strong>
        );
      case "em":
        return (
          <em key={index}>
            <Inlines content={item.children} />
          </em>
        );
      case "link":
        return item.href.startsWith("/") ? (
          <Link key={index} to={item.href} className={linkClass}>
            <Inlines content={item.children} />
          </Link>
        ) : (
          <a key={index} href={item.href} rel="noopener" className={linkClass}>
            <Inlines content={item.children} />
          </a>
        );
    }
  });
}
