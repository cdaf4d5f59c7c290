import { Fragment, type ReactNode, type Ref } from "react";
import type { ArticleHeader } from "~/content/news/view";
import { Picture } from "~/components/ui/picture";
import { useT } from "~/i18n/use-locale";
import type { ArticleBlock } from "~/lib/article-markup";
import { cn } from "~/lib/cn";
import { ArticleBody } from "./article-body";

const pictureFrame = "aspect-[3/2] bg-sand-100 md:aspect-[2/1] md:rounded-card print:aspect-[2/1]";

interface ArticleViewProps {
  article: ArticleHeader;
  body: ArticleBlock[];
  /** The title, for the reader to move focus to when it turns to another article. */
  titleRef?: Ref<HTMLHeadingElement>;
}

/**
 * An article as a visitor reads it: category, date and read time, title,
 * excerpt, picture and body. The reader over the news list frames it
 * (article-reader.tsx), and the editor's preview draws it as the owner types
 * (cms/preview.tsx), so what the owner previews is what the visitor reads.
 * Its words take their language from the page's address.
 */
export function ArticleView({ article, body, titleRef }: ArticleViewProps) {
  const { t } = useT();
  // A half-written article in the editor may not have its category or date yet.
  const eyebrow: [string, ReactNode][] = [];
  if (article.category)
    eyebrow.push([
      "category",
      <span className="text-sand-700">{t(`news.category.${article.category}`)}</span>,
    ]);
  if (article.date)
    eyebrow.push(["date", <time dateTime={article.date}>{article.dateLabel}</time>]);
  eyebrow.push(["minutes", <span>{t("news.readTime", { minutes: article.minutes })}</span>]);

  return (
    <>
      <header className="mx-auto max-w-4xl px-gutter pt-16 text-center md:pt-24 print:pt-0">
        <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-eyebrow font-semibold text-concrete-600 uppercase">
          {eyebrow.map(([key, part], index) => (
            <Fragment key={key}>
              {index > 0 ? <span aria-hidden="true">·</span> : null}
              {part}
            </Fragment>
          ))}
        </p>
        <h2
          id="article-title"
          ref={titleRef}
          tabIndex={-1}
          className="mt-6 font-display text-display-lg text-balance outline-none"
        >
          {article.title}
        </h2>
        <p className="mx-auto mt-6 max-w-2xl text-body-lg text-pretty text-concrete-700 md:text-[1.3125rem]">
          {article.excerpt}
        </p>
      </header>

      <div className="mx-auto mt-12 max-w-6xl md:mt-16 md:px-gutter">
        {article.image ? (
          <Picture
            image={article.image}
            sizes="(min-width: 1280px) 1152px, (min-width: 768px) 92vw, 100vw"
            priority
            // It loads first; a sand ground holds its place, so the page carries no blurred copy.
            placeholder={false}
            className={pictureFrame}
            imgClassName="object-cover"
          />
        ) : (
          // No picture yet (an article being written in the editor): its frame.
          <span className={cn("block", pictureFrame)} />
        )}
      </div>

      <ArticleBody
        blocks={body}
        className="mx-auto mt-12 max-w-[68ch] px-gutter md:mt-16 [&>p:first-child]:first-letter:float-left [&>p:first-child]:first-letter:mt-1.5 [&>p:first-child]:first-letter:mr-3 [&>p:first-child]:first-letter:font-display [&>p:first-child]:first-letter:text-[4.25em] [&>p:first-child]:first-letter:leading-[0.8] [&>p:first-child]:first-letter:text-sand-700"
      />
    </>
  );
}
