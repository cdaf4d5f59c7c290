import { ArrowLeft, ArrowRight } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { ContactButton } from "~/components/contact/contact-button";
import { buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { useT } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { ArticleView } from "./article-view";
import type { ArticleBlock } from "~/lib/article-markup";
import type { ArticleData, ArticleLink } from "~/content/news/types";

interface ArticleReaderProps {
  article: ArticleData;
  body: ArticleBlock[];
  previous: ArticleLink | null;
  next: ArticleLink | null;
  /** The list, keeping its filter: where the close link leads. */
  listHref: string;
  /** An article's reader URL, keeping the list's filter. */
  hrefOf: (slug: string) => string;
  /** History state carried to the previous and next articles. */
  state: unknown;
  onClose: () => void;
}

/**
 * The full-page reader over the news list: the article (article-view.tsx),
 * then the previous and next ones and a way to talk.
 */
export function ArticleReader({
  article,
  body,
  previous,
  next,
  listHref,
  hrefOf,
  state,
  onClose,
}: ArticleReaderProps) {
  const { t } = useT();
  const title = useRef<HTMLHeadingElement>(null);
  const shown = useRef(article.slug);

  // Moving to the previous or next article keeps the reader open: start it at the top.
  useEffect(() => {
    if (shown.current === article.slug) return;
    shown.current = article.slug;
    title.current?.closest("dialog")?.scrollTo({ top: 0 });
    title.current?.focus({ preventScroll: true });
  }, [article.slug]);

  return (
    <Dialog
      labelledBy="article-title"
      onClose={onClose}
      closeHref={listHref}
      returnFocus={() => {
        const card = document.getElementById(`news-${article.slug}`);
        card?.scrollIntoView({ block: "nearest" });
        return card;
      }}
      className="h-dvh w-full bg-paper text-ink"
      // Sticky, so the way out stays in reach all through a long read.
      closeClassName="sticky! top-4! mt-4 mr-4 -mb-15 ml-auto bg-paper/90 text-ink shadow-card ring-1 ring-ink/10 backdrop-blur hover:bg-white md:top-6! md:mt-6 md:mr-8 md:-mb-17"
    >
      <article className="pb-section">
        <ArticleView article={article} body={body} titleRef={title} />

        <div className="mx-auto mt-20 max-w-4xl space-y-12 px-gutter print:hidden">
          {previous || next ? (
            <nav
              aria-label={t("news.listTitle")}
              className="grid border-y border-ink/10 md:grid-cols-2"
            >
              {[previous, next].map((link, index) =>
                link ? (
                  <Link
                    key={link.slug}
                    to={hrefOf(link.slug)}
                    replace
                    state={state}
                    preventScrollReset
                    className={cn(
                      "group flex flex-col gap-2 py-7 transition-colors hover:text-ocean-700",
                      index === 1 && "md:col-start-2 md:items-end md:text-right",
                      index === 1 &&
                        previous &&
                        "border-t border-ink/10 md:border-t-0 md:border-l md:pl-8",
                      index === 0 && "md:pr-8",
                    )}
                  >
                    <span className="flex items-center gap-2 text-eyebrow font-semibold text-concrete-600 uppercase">
                      {index === 0 ? <ArrowLeft aria-hidden="true" className="size-4" /> : null}
                      {t(index === 0 ? "news.previous" : "news.next")}
                      {index === 1 ? <ArrowRight aria-hidden="true" className="size-4" /> : null}
                    </span>
                    <span className="font-display text-[1.5rem] leading-snug text-balance">
                      {link.title}
                    </span>
                  </Link>
                ) : null,
              )}
            </nav>
          ) : null}

          <aside
            aria-labelledby="article-cta"
            className="rounded-card bg-ocean-950 px-7 py-12 text-white sm:px-12 md:py-14"
          >
            <h3 id="article-cta" className="font-display text-display-sm text-balance">
              {t("news.ctaTitle")}
            </h3>
            <p className="mt-4 max-w-xl text-body text-pretty text-white/80">
              {t("contactDialog.description")}
            </p>
            <ContactButton className={buttonClass("light", "mt-8")}>{t("cta.quote")}</ContactButton>
          </aside>
        </div>
      </article>
    </Dialog>
  );
}
