import { Link } from "react-router";
import type { ArticleBlock, Inline } from "~/lib/article-markup";
import { cn } from "~/lib/cn";
import { articleClasses } from "./article-classes";

/**
 * An article body as React elements. The reader's title is the dialog's h2,
 * so the markup's headings sit one level below it: ** as h3, * as h4.
 */
export function ArticleBody({ blocks, className }: { blocks: ArticleBlock[]; className?: string }) {
  return (
    <div className={cn(articleClasses.body, className)}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case "h2":
            return (
              <h3 key={index} className={articleClasses.h2}>
                {block.text}
              </h3>
            );
          case "h3":
            return (
              <h4 key={index} className={articleClasses.h3}>
                {block.text}
              </h4>
            );
          case "ul":
            return (
              <ul key={index} className={articleClasses.ul}>
                {block.items.map((item, i) => (
                  <li key={i}>
                    <Inlines content={item} />
                  </li>
                ))}
              </ul>
            );
          default:
            return (
              <p key={index} className={articleClasses.p}>
                <Inlines content={block.content} />
              </p>
            );
        }
      })}
    </div>
  );
}

const linkClass = articleClasses.link;

/** Emphasis and links inside a paragraph or a list item. Links to the site stay in the app. */
function Inlines({ content }: { content: Inline[] }) {
  return content.map((item, index) => {
    if (typeof item === "string") return item;
    switch (item.type) {
      case "strong":
        return (
          <strong key={index} className={articleClasses.strong}>
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
