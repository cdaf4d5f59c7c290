import { Container } from "~/components/ui/container";
import { FilterChips, useCategoryFilter } from "~/components/ui/filter-chips";
import { useFocusClosedItem } from "~/hooks/use-close-to-list";
import type { NewsCategory } from "~/content/categories";
import { useT } from "~/i18n/use-locale";
import { itemPath, pagePath } from "~/pages";
import { listPagePath, pagingOf } from "~/paged-lists";
import { categorySearch, filterByCategory } from "~/lib/category-filter";
import { cn } from "~/lib/cn";
import { pageCount, pageOf } from "~/lib/paginate";
import { NewsCard } from "./news-card";
import { NewsPager } from "./news-pager";
import type { NewsCardData } from "~/content/news/types";

const paging = pagingOf("informationNews")!;

interface NewsListProps {
  cards: NewsCardData[];
  /** The categories that have items, in display order: one chip each. */
  categories: NewsCategory[];
  /** Which of the list's pages the URL names, from 1. */
  page: number;
}

/**
 * The category chips and the stories they select, a page at a time. The
 * choice lives in `?category=`, which the pre-rendered HTML cannot know: it
 * shows the page's stories of every category, and the filter applies, over
 * every page's stories, once the page has hydrated. A chip leads to the
 * first page of its stories.
 */
export function NewsList({ cards, categories, page }: NewsListProps) {
  const { locale, t } = useT();
  const listPath = pagePath("informationNews", locale);
  const { filter, choose } = useCategoryFilter(categories, listPath);
  const matching = filterByCategory(cards, filter);
  const pages = pageCount(matching.length, paging.size);
  const current = Math.min(page, pages);
  const shown = pageOf(matching, current, paging.size);
  const query = categorySearch(filter);

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
              {t(matching.length === 1 ? "news.count.one" : "news.count.other", {
                count: matching.length,
              })}
            </p>
          </div>
          <FilterChips
            label={t("news.filterLabel")}
            listPath={listPath}
            chips={[
              { value: "all" as const, label: t("news.allCategories") },
              ...categories.map((value) => ({ value, label: t(`news.category.${value}`) })),
            ]}
            current={filter}
            onChoose={choose}
            className="-mx-gutter [scrollbar-width:none] overflow-x-auto px-gutter pb-1 lg:mx-0 lg:flex-wrap lg:overflow-visible lg:px-0"
          />
        </div>

        <ul className="mt-12 grid gap-x-8 gap-y-14 md:grid-cols-2 lg:grid-cols-3 lg:gap-y-16">
          {shown.map((card, index) => (
            <li
              key={card.slug}
              data-news-card={card.type}
              // Padding keeps the card's focus ring inside the block lazy-render clips to.
              className={cn(
                "-m-3 p-3 lazy-render [--lazy-render-height:28rem]",
                index === 0 && current === 1 && "md:col-span-2 lg:row-span-2",
              )}
            >
              <NewsCard
                card={card}
                lead={index === 0 && current === 1}
                href={itemPath("article", card.slug, locale) + query}
              />
            </li>
          ))}
        </ul>
        <NewsPager
          current={current}
          pages={pages}
          href={(n) => listPagePath(paging, n, locale) + query}
        />
      </Container>
    </section>
  );
}
