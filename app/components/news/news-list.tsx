import { useEffect, useEffectEvent } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { Container } from "~/components/ui/container";
import { FilterChips } from "~/components/ui/filter-chips";
import { useFocusClosedItem } from "~/hooks/use-close-to-list";
import { useHydrated } from "~/hooks/use-hydrated";
import type { NewsListPage } from "~/content/news/types";
import { useT } from "~/i18n/use-locale";
import { itemPath, routeId } from "~/pages";
import { listPagePath, pagingOf } from "~/paged-lists";
import { categorySearch } from "~/lib/category-filter";
import { cn } from "~/lib/cn";
import { routeDataUrl } from "~/lib/route-data-url";
import { newsListHref } from "./news-list-href";
import { NewsCard } from "./news-card";
import { NewsPager } from "./news-pager";

const paging = pagingOf("informationNews")!;

/**
 * The category chips and one page of the stories they select. Every page
 * of the list, and of each category, is pre-rendered with its own stories:
 * the chips and the pager are links to them, so every story is reached
 * without scripts, and once the page runs they lead there without loading a
 * new document. An article opened from a category's page keeps the
 * category in its URL (`?category=`), for its reader to close to it.
 */
export function NewsList({ list }: { list: NewsListPage }) {
  const { locale, t } = useT();
  const { cards, categories, category, count, page, pages } = list;
  const current = category ?? "all";
  const query = categorySearch(current);
  // Where the router reads a chip's or a further page's data from.
  const dataOf = (href: string) => routeDataUrl(href, routeId(locale, paging.parent));
  useFilterFromQuery(categories);
  useFocusClosedItem((slug) => document.getElementById(`news-${slug}`));

  return (
    <section aria-labelledby="news-list" className="pt-14 pb-section md:pt-20">
      <Container>
        <div className="flex flex-col gap-6 border-b border-ink/10 pb-8">
          <div>
            <h2 id="news-list" className="font-display text-display-sm">
              {t("news.listTitle")}
            </h2>
            <p role="status" className="mt-2 text-body-sm text-concrete-600">
              {t(count === 1 ? "news.count.one" : "news.count.other", { count })}
            </p>
          </div>
          {/* Below lg the row scrolls sideways. A category's page opens with its
              chip in sight, at the row's end if it lay beyond, before any script
              runs (scroll-initial-target, in Chromium; elsewhere FilterChips
              scrolls it once the page runs). Not from lg, where the row wraps:
              the page itself would scroll to the chip. */}
          <FilterChips
            label={t("news.filterLabel")}
            chips={[
              { value: "all" as const, label: t("news.allCategories") },
              ...categories.map((value) => ({ value, label: t(`news.category.${value}`) })),
            ].map((chip) => ({
              ...chip,
              href: listPagePath(paging, 1, locale, chip.value === "all" ? undefined : chip.value),
            }))}
            current={current}
            dataOf={dataOf}
            className="-mx-gutter scroll-px-gutter [scrollbar-width:none] overflow-x-auto px-gutter pb-1 lg:mx-0 lg:flex-wrap lg:overflow-visible lg:px-0 max-lg:[&>[aria-current]]:snap-end max-lg:[&>[aria-current]]:[scroll-initial-target:nearest]"
          />
        </div>

        <ul className="mt-12 grid gap-x-8 gap-y-14 md:grid-cols-2 lg:grid-cols-3 lg:gap-y-16">
          {cards.map((card, index) => (
            <li
              key={card.slug}
              data-news-card={card.type}
              // Padding keeps the card's focus ring inside the block lazy-render clips to.
              className={cn(
                "-m-3 p-3 lazy-render",
                index === 0 && page === 1
                  ? "[--lazy-render-height:43rem] md:col-span-2 md:[--lazy-render-height:53rem] lg:row-span-2 lg:[--lazy-render-height:65rem]"
                  : "[--lazy-render-height:33rem]",
              )}
            >
              <NewsCard
                card={card}
                lead={index === 0 && page === 1}
                href={itemPath("article", card.slug, locale) + query}
              />
            </li>
          ))}
        </ul>
        <NewsPager
          current={page}
          pages={pages}
          href={(n) => listPagePath(paging, n, locale, category ?? undefined)}
          dataOf={dataOf}
        />
      </Container>
    </section>
  );
}

/**
 * A link from before the list had a page per category
 * (`/information-news?category=technology`), or one typed by hand: once the
 * page runs, a category that has stories leads to its page, and anything
 * else to every story, the query left out. The pre-rendered page cannot
 * know the query string, so until then it shows every story.
 */
function useFilterFromQuery(categories: readonly string[]) {
  const hydrated = useHydrated();
  const { search, state } = useLocation();
  // An article's reader, open over the list, keeps the category for itself.
  const reading = useParams().slug !== undefined;
  const { locale } = useT();
  const navigate = useNavigate();
  const asked = hydrated && !reading ? new URLSearchParams(search).get("category") : null;
  const go = useEffectEvent((category: string) =>
    // The state goes along: a reader that closed here names its card to focus.
    navigate(newsListHref(locale, category, categories), {
      replace: true,
      preventScrollReset: true,
      state,
    }),
  );
  useEffect(() => {
    if (asked !== null) void go(asked);
  }, [asked]);
}
