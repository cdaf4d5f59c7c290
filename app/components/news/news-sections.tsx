import { NewsFaq } from "./news-faq";
import { NewsList } from "./news-list";
import type { NewsListData } from "./types";

/**
 * The stories and the FAQ below the hero. Their pre-rendered HTML works on its
 * own (cards are links, answers are disclosures), so the news page loads this
 * code on demand and an article's page, whose reader covers the list, not at all.
 */
export default function NewsSections({ list }: { list: NewsListData }) {
  return (
    <>
      <NewsList cards={list.cards} categories={list.categories} />
      <NewsFaq entries={list.faq} />
    </>
  );
}
