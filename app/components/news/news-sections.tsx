import type { NewsListPage } from "~/content/news/types";
import { NewsFaq } from "./news-faq";
import { NewsList } from "./news-list";

/**
 * The stories and, on the list's first page, the FAQ below the hero. Their
 * pre-rendered HTML works on its own (cards, chips and the pager are links,
 * answers are disclosures), so the news page loads this code on demand; an
 * article's page, whose reader covers the list, not at all.
 */
export default function NewsSections({ list }: { list: NewsListPage }) {
  return (
    <>
      <NewsList list={list} />
      {list.faq ? <NewsFaq entries={list.faq} /> : null}
    </>
  );
}
