import { useEffect } from "react";
import { useLocation, useSearchParams } from "react-router";
import { Container } from "~/components/ui/container";
import type { NewsCategory } from "~/content/categories";
import { useHydrated } from "~/hooks/use-hydrated";
import { useT } from "~/i18n/use-locale";
import { itemPath, pagePath } from "~/pages";
import { cn } from "~/lib/cn";
import { isPlainClick } from "~/lib/plain-click";
import { NewsCard } from "./news-card";
import type { NewsCardData } from "./types";

type Choice = NewsCategory | "all";

interface NewsListProps {
  cards: NewsCardData[];
  /** The categories that have items, in display order: one chip each. */
  categories: NewsCategory[];
}

/**
 * The category chips and the stories they select. The choice lives in
 * `?category=`, which the pre-rendered HTML cannot know: it shows every
 * story, and the filter applies once the page has hydrated.
 */
export function NewsList({ cards, categories }: NewsListProps) {
  const { locale, t } = useT();
  const hydrated = useHydrated();
  const { search, state } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("category");
  const active: Choice =
    hydrated && categories.includes(requested as NewsCategory)
      ? (requested as NewsCategory)
      : "all";
  const shown = active === "all" ? cards : cards.filter((card) => card.category === active);
  const query = hydrated ? search : "";
  const listHref = pagePath("informationNews", locale);

  // Closing a reader that was opened from a link, not from this list, brings
  // the visitor here with the article's card to focus once it is drawn.
  const focusSlug = (state as { focus?: string } | null)?.focus;
  useEffect(() => {
    const card = focusSlug ? document.getElementById(`news-${focusSlug}`) : null;
    card?.scrollIntoView({ block: "center" });
    card?.focus({ preventScroll: true });
  }, [focusSlug]);

  function choose(choice: Choice) {
    setSearchParams(
      (params) => {
        if (choice === "all") params.delete("category");
        else params.set("category", choice);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  const chips: { value: Choice; label: string }[] = [
    { value: "all", label: t("news.allCategories") },
    ...categories.map((category) => ({
      value: category,
      label: t(`news.category.${category}`),
    })),
  ];

  return (
    <section aria-labelledby="news-list" className="pt-14 pb-section md:pt-20">
      <Container>
        <div className="flex flex-col gap-6 border-b border-ink/10 pb-8 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <h2 id="news-list" className="font-display text-display-sm">
              {t("news.listTitle")}
            </h2>
            <p role="status" className="mt-2 text-body-sm text-concrete-600">
              {t(shown.length === 1 ? "news.count.one" : "news.count.other", {
                count: shown.length,
              })}
            </p>
          </div>
          <div
            role="group"
            aria-label={t("news.filterLabel")}
            className="-mx-gutter flex [scrollbar-width:none] gap-2 overflow-x-auto px-gutter pb-1 lg:mx-0 lg:flex-wrap lg:justify-end lg:overflow-visible lg:px-0"
          >
            {chips.map(({ value, label }) => (
              // A link to the list with the filter; once the page runs it
              // filters in place. A tap before then is replayed at hydration
              // (data-replay, scripts/html/tap-replay.ts).
              <a
                key={value}
                href={listHref + (value === "all" ? "" : `?category=${value}`)}
                aria-current={active === value ? "true" : undefined}
                data-replay=""
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  choose(value);
                }}
                className={cn(
                  "inline-flex h-10 shrink-0 items-center rounded-pill px-4 text-sm font-medium whitespace-nowrap transition-colors",
                  active === value
                    ? "bg-ocean-900 text-white"
                    : "text-concrete-700 ring-1 ring-ink/15 ring-inset hover:bg-ink/5 hover:text-ink",
                )}
              >
                {label}
              </a>
            ))}
          </div>
        </div>

        <ul className="mt-12 grid gap-x-8 gap-y-14 md:grid-cols-2 lg:grid-cols-3 lg:gap-y-16">
          {shown.map((card, index) => (
            <li
              key={card.slug}
              data-news-card={card.type}
              // Padding keeps the card's focus ring inside the block lazy-render clips to.
              className={cn(
                "-m-3 p-3 lazy-render [--lazy-render-height:28rem]",
                index === 0 && "md:col-span-2 lg:row-span-2",
              )}
            >
              <NewsCard
                card={card}
                lead={index === 0}
                href={itemPath("article", card.slug, locale) + query}
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
