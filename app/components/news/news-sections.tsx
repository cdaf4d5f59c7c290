import { use } from "react";
import { useParams } from "react-router";
import { useLocale } from "~/i18n/use-locale";
import { NewsFaq } from "./news-faq";
import { NewsList } from "./news-list";
import { newsList } from "./news-list-data";

/**
 * The stories and the FAQ below the hero. Their pre-rendered HTML works on its
 * own (cards are links, answers are disclosures), so the news page loads this
 * code, and the list in its language, on demand; an article's page, whose
 * reader covers the list, not at all.
 */
export default function NewsSections() {
  const list = use(newsList(useLocale()));
  // A further page of the list (routes/news-page checked its number); the FAQ is on the first.
  const page = Number(useParams().page ?? 1);
  return (
    <>
      <NewsList cards={list.cards} categories={list.categories} page={page} />
      {page === 1 ? <NewsFaq entries={list.faq} /> : null}
    </>
  );
}
